/**
 * One schema for what the audit writes and reads back (audit/schema/): the JSON Schemas shipped in
 * the package are the zod schemas' own, the committed history and the reports the audit writes
 * pass them, and a bad file read back (a --baseline report, a history line, a shard's results,
 * field data, the audit manifest) is refused with one line naming the file, the field, what was
 * expected and the closest name, and the CLI exits 2 instead of crashing or reading a cast.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { githubCli } from '../github/cli';
import { loadBaseline, readHistory, summarize } from '../history';
import { parseManifest } from '../manifest';
import { readResults } from '../collected';
import { parseFieldData } from '../field/read';
import { auditReportSchema, runSummarySchema } from '../schema/report';
import { jsonSchemaFiles, schemaFile } from '../schema/write-json-schemas';
import { InvalidFileError } from '../schema/read-json';
import { ORIGIN, auditFixture, fixtureSite, type FixtureSite } from './fixture-site';
import { fakeReport, lighthouse, scores } from './report-fixture';

let dir: string | null = null;
let site: FixtureSite | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
  site?.cleanup();
  site = null;
});
const tempDir = () => (dir = mkdtempSync(join(tmpdir(), 'audit-schema-')));

describe('the shipped JSON Schemas', () => {
  it.each(Object.keys(jsonSchemaFiles()))(
    '%s is generated from the zod schema (run `npx tsx audit/schema/write-json-schemas.ts`)',
    (name) => {
      expect(readFileSync(schemaFile(name), 'utf8')).toBe(jsonSchemaFiles()[name]);
    },
  );

  it('report.json says its schemaVersion, and the JSON Schema holds it as a constant', () => {
    const schema = JSON.parse(jsonSchemaFiles()['report.schema.json']!) as {
      $comment: string;
      properties: { schemaVersion: { const: number } };
      $defs: Record<string, unknown>;
    };
    expect(schema.$comment).toBe('schemaVersion 1');
    expect(schema.properties.schemaVersion.const).toBe(1);
    expect(Object.keys(schema.$defs)).toEqual(expect.arrayContaining(['Finding', 'LighthousePage', 'AxePage']));
  });
});

describe('what the audit writes passes its own schema', () => {
  it('every line of the committed audit/history.jsonl', () => {
    const lines = readFileSync('audit/history.jsonl', 'utf8').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(runSummarySchema.safeParse(JSON.parse(line)).error).toBeUndefined();
    expect(readHistory('audit/history.jsonl')).toHaveLength(lines.length);
  });

  it('a report of the fixture site, and its history line', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: 'Short' });
    const report = await auditFixture(site, { only: ['titles'] });
    expect(auditReportSchema.safeParse(report).error).toBeUndefined();
    expect(runSummarySchema.safeParse(summarize(report)).error).toBeUndefined();
  });
});

describe('a bad file read back is refused in words', () => {
  const report = () =>
    fakeReport({ pages: [['/oven-repair', 200]], lighthouse: [lighthouse('/oven-repair', scores(0.9))] });

  it('a --baseline report: the file, the field, what was expected, the value', () => {
    const file = join(tempDir(), 'report.json');
    const bad = report() as unknown as { summary: Record<string, unknown>; browser: { lighthouse: object[] } };
    bad.summary.pages = '1';
    (bad.browser.lighthouse[0] as Record<string, unknown>).formFactor = 'mobil';
    writeFileSync(file, JSON.stringify(bad));
    expect(() => loadBaseline(file)).toThrow(
      [
        `Invalid baseline report in ${file}:`,
        `  ${file}: summary.pages: Invalid input: expected number, received string (is "1")`,
        `  ${file}: browser.lighthouse.0.formFactor: Invalid option: expected one of "mobile"|"desktop" (is "mobil"), did you mean "mobile"?`,
      ].join('\n'),
    );
    expect(() => loadBaseline(file)).toThrow(InvalidFileError);
  });

  it('a --baseline report is accepted as it was written, a newer field included', () => {
    const file = join(tempDir(), 'report.json');
    writeFileSync(file, JSON.stringify({ ...report(), addedLater: true }));
    expect(loadBaseline(file)).toEqual(summarize(report()));
  });

  it('a history line: the file and line, a field misspelt beside the one missing', () => {
    const file = join(tempDir(), 'history.jsonl');
    const { generatedAt: _, ...line } = summarize(report());
    writeFileSync(file, `${JSON.stringify(summarize(report()))}\n${JSON.stringify({ ...line, generatedat: 'x' })}\n`);
    expect(() => readHistory(file)).toThrow(
      [
        `Invalid history line in ${file}:2:`,
        `  ${file}:2: generatedAt: is missing: add it (expected string); the file has \`generatedat\`: did you mean \`generatedAt\`?`,
      ].join('\n'),
    );
    writeFileSync(file, '{"generatedAt": \n');
    expect(() => readHistory(file)).toThrow(
      new RegExp(`^Invalid history line \\(fix or delete it\\) in ${file}:1:\\n {2}${file}:1: not JSON: `),
    );
  });

  it("collect's results: the file and the field", () => {
    const root = tempDir();
    mkdirSync(join(root, 'shard-1'));
    const file = join(root, 'shard-1', 'results.json');
    const results = {
      kind: 'seo-audit-results',
      schemaVersion: 1,
      generatedAt: 'x',
      dist: 'dist',
      siteUrl: 'https://example.com',
      foreign: false,
      measuring: { profile: null, configHash: 'abc' },
      shard: { index: 1, count: 2, pages: ['/'], expectedSeconds: 1, totalExpectedSeconds: 2 },
      plan: null,
      durationMs: { crawl: 1, rules: 1, total: 2 },
      pages: [],
      fingerprints: {},
      rules: [],
      ruleNames: [],
      issues: [{ ruleId: 'titles/title-length', page: '/', severity: 'warn' }],
      checks: [],
      toolErrors: [],
    };
    writeFileSync(file, JSON.stringify(results));
    expect(() => readResults([root])).toThrow(
      [
        `Invalid results in ${file}:`,
        `  ${file}: issues.0.message: is missing: add it (expected string)`,
        `  ${file}: issues.0.severity: Invalid option: expected one of "error"|"warning"|"info" (is "warn"), did you mean "warning"?`,
      ].join('\n'),
    );
    writeFileSync(file, JSON.stringify({ ...results, kind: 'seo-audit-partial' }));
    expect(() => readResults([root])).toThrow(`assert: ${file} is no results file of seo-audit collect`);
  });

  it('field data: a JSON row that is no object', () => {
    const rows = JSON.stringify([{ event_name: 'LCP', page_path: '/', metric_value: 1200 }, null]);
    expect(() => parseFieldData(rows, '--field export.json')).toThrow(
      'Invalid field data in --field export.json:\n  --field export.json: 1: Invalid input: expected record, received null',
    );
  });

  it('the audit manifest: the field, what was expected, the value and the near name', () => {
    const manifest = {
      schemaVersion: 1,
      siteURL: ORIGIN,
      pages: [
        { path: 'about', template: 'page', status: 200, canonicalPath: '/about', indexable: true, noindex: false },
      ],
    };
    expect(() => parseManifest(manifest, 'dist/audit-manifest.json')).toThrow(
      [
        'Invalid audit manifest in dist/audit-manifest.json:',
        '  dist/audit-manifest.json: siteUrl: is missing: add it (expected string); the file has `siteURL`: did you mean `siteUrl`?',
        '  dist/audit-manifest.json: pages.0.path: Invalid string: must start with "/" (is "about")',
        '  dist/audit-manifest.json: pages.0.inSitemap: is missing: add it (expected boolean)',
      ].join('\n'),
    );
  });

  it('the CLI exits 2 with the message, not a crash', async () => {
    const file = join(tempDir(), 'report.json');
    writeFileSync(file, JSON.stringify({ ...report(), pages: 'all' }));
    site = fixtureSite();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await cli(['--dist', site.dist, '--skip-browser', '--no-history', '--baseline', file, '--out', dir!]);
    const said = error.mock.calls.flat().join('\n');
    error.mockRestore();
    expect(code).toBe(2);
    expect(said).toContain(
      `\nInvalid baseline report in ${file}:\n  ${file}: pages: Invalid input: expected array, received string (is "all")`,
    );
    expect(said).not.toMatch(/crashed|at .*\.ts:\d+/);
  });

  it('seo-audit-github refuses a report.json that is not one, exit 2', async () => {
    const file = join(tempDir(), 'report.json');
    writeFileSync(file, JSON.stringify({ ...report(), findings: [{ severity: 'warn' }] }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await githubCli(['report', '--report', file], {});
    const said = error.mock.calls.flat().join('\n');
    error.mockRestore();
    expect(code).toBe(2);
    expect(said.split('\n').slice(0, 2)).toEqual([
      `seo-audit-github: Invalid report in ${file}:`,
      `  ${file}: findings.0.ruleId: is missing: add it (expected string)`,
    ]);
    expect(said).toContain(
      `${file}: findings.0.severity: Invalid option: expected one of "error"|"warning"|"info" (is "warn"), did you mean "warning"?`,
    );
  });
});
