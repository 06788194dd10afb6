/** The committed config: valid, in sync with its JSON schema, strict about typos; thresholds and severities apply. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { loadConfig, parseConfig } from '../config';
import { CONFIG_SCHEMA_FILE, configSchemaText } from '../write-config-schema';
import { runAudit } from '../run';
import { parseManifest } from '../manifest';
import { ORIGIN, auditFixture, fixtureSite, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

describe('audit configuration', () => {
  it('audit.config.json loads and demands zero errors', async () => {
    const { config, path } = await loadConfig();
    expect(path).toBe('audit.config.json');
    expect(config.thresholds.maxErrors).toBe(0);
    expect(config.options.duplicateSimilarity).toBe(0.7);
  });

  it('audit/config.schema.json is generated from the zod schema (run `npx tsx audit/write-config-schema.ts`)', () => {
    expect(readFileSync(CONFIG_SCHEMA_FILE, 'utf8')).toBe(configSchemaText());
  });

  it('is rejected with the file, the field, what was expected and the closest name, one line each', () => {
    expect(() =>
      parseConfig(
        {
          options: { minWords: -1 },
          thresholds: { maxErors: 0 },
          rules: { 'titles/title-length': 'eror', titles: 'warn' },
        },
        'audit.config.json',
      ),
    ).toThrow(
      [
        'Invalid audit configuration in audit.config.json:',
        '  audit.config.json: thresholds.maxErors: unknown field, did you mean `maxErrors`?',
        '  audit.config.json: rules.titles/title-length: Invalid option: expected one of "error"|"warning"|"info"|"off" (is "eror"), did you mean "error"?',
        '  audit.config.json: rules.titles: Invalid option: expected one of "error"|"warning"|"info"|"off" (is "warn"), did you mean "warning"?',
        '  audit.config.json: options.minWords: Too small: expected number to be >=0 (is -1)',
      ].join('\n'),
    );
  });

  it('a file that is not JSON is named, and the CLI exits 2 instead of crashing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-json-'));
    const file = join(dir, 'audit.config.json');
    writeFileSync(file, '{ "options": { "minWords": 10, } }');
    await expect(loadConfig(file)).rejects.toThrow(
      new RegExp(`^Invalid audit configuration in ${file}:\n {2}${file}: not JSON: `),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await cli(['--dist', dir, '--config', file, '--skip-browser', '--no-history'])).toBe(2);
    expect(error.mock.calls.flat().join('\n')).toMatch(/^Invalid audit configuration in /);
    error.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects a rule name that matches no rule', async () => {
    site = fixtureSite();
    const config = testConfig();
    config.rules['titles/title-lenght'] = 'warning';
    await expect(runAudit({ dist: site.dist, config, manifest: null, redirects: [] })).rejects.toThrow(
      /no rule or family named rules\.titles\/title-lenght/,
    );
  });

  it('rejects a template the audit manifest does not have', async () => {
    site = fixtureSite();
    const config = testConfig();
    config.templates.cty = { minWords: 10 };
    const manifest = parseManifest({ schemaVersion: 1, siteUrl: ORIGIN, pages: [], templates: ['city'] }, 'test');
    await expect(runAudit({ dist: site.dist, config, manifest, redirects: [] })).rejects.toThrow(
      /templates\.cty is no page template/,
    );
  });

  it('accepts a template the site defines that has no page yet (region directories below their cap)', async () => {
    site = fixtureSite();
    const config = testConfig();
    config.templates['region-directory'] = { minWords: 100 };
    const manifest = parseManifest(
      { schemaVersion: 1, siteUrl: ORIGIN, pages: [], templates: ['region-directory'] },
      'test',
    );
    await expect(
      runAudit({ dist: site.dist, config, only: ['titles'], manifest, redirects: [] }),
    ).resolves.toBeDefined();
    config.templates.cty = { minWords: 10 };
    await expect(runAudit({ dist: site.dist, config, only: ['titles'], manifest, redirects: [] })).rejects.toThrow(
      /templates\.cty is no page template/,
    );
  });

  it('applies severity overrides per rule, per family and per template, and "off"', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: 'Short' });
    const config = testConfig();
    config.rules.titles = 'warning';
    let report = await auditFixture(site, { only: ['titles'], config });
    expect(report.findings[0].severity).toBe('warning');
    expect(report.summary.passed).toBe(true);
    config.templates.page = { rules: { 'titles/title-length': 'off' } };
    report = await auditFixture(site, { only: ['titles'], config });
    expect(report.findings).toEqual([]);
  });

  it('fails when a warning or per-rule threshold is missed', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: 'Short' });
    const config = testConfig();
    config.rules['titles/title-length'] = 'warning';
    config.thresholds.maxWarnings = 0;
    const report = await auditFixture(site, { only: ['titles'], config });
    expect(report.thresholds.find((t) => t.name === 'warnings')).toMatchObject({ actual: 1, ok: false });
    expect(report.summary.passed).toBe(false);
  });
});
