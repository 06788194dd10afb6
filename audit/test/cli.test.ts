/** The CLI's contract: exit codes, the one-sentence missing-build message, tool errors, the three reports. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import type { Rule } from '../types';
import { fixtureSite, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
let out = '';
afterEach(() => {
  site?.cleanup();
  if (out) rmSync(out, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const quiet = () => {
  const logs: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  return logs;
};

describe('npm run audit', () => {
  it('exits 2 with one sentence when there is no build', async () => {
    const logs = quiet();
    expect(await cli(['--dist', join(tmpdir(), 'no-such-dist'), '--format', 'text'])).toBe(2);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^No built site in .*build the site first\.$/);
  });

  it('exits 2 on an unknown flag or format', async () => {
    quiet();
    expect(await cli(['--nope'])).toBe(2);
    expect(await cli(['--format', 'pdf'])).toBe(2);
  });

  it('reports a crashing rule as a tool error and exits 2, never as a pass', async () => {
    site = fixtureSite();
    out = mkdtempSync(join(tmpdir(), 'audit-out-'));
    const logs = quiet();
    const boom: Rule = {
      id: 'test/boom',
      family: 'test',
      severity: 'error',
      scope: 'page',
      title: 'Crashes.',
      fix: 'None.',
      check: () => {
        throw new Error('kaboom');
      },
    };
    const code = await cli(['--dist', site.dist, '--no-manifest', '--out', out, '--only', 'test/boom'], {
      rules: [boom],
    });
    expect(code).toBe(2);
    expect(logs.join('\n')).toContain('TOOL ERROR test/boom');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.summary.passed).toBe(false);
    expect(report.toolErrors[0].message).toContain('kaboom');
  });

  it('exits 1 when a threshold is missed and writes report.json, summary.md and junit.xml', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: 'Short' });
    out = mkdtempSync(join(tmpdir(), 'audit-out-'));
    quiet();
    const code = await cli(['--dist', site.dist, '--no-manifest', '--out', out, '--only', 'titles']);
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.schemaVersion).toBe(1);
    expect(report.findings).toEqual([
      expect.objectContaining({ ruleId: 'titles/title-length', page: '/a-page', severity: 'error' }),
    ]);
    const md = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(md).toMatch(
      /### `\/a-page`\n\n- \*\*Titles are 30–60 characters[^*]*\*\* `titles\/title-length`: .*\n {2}_Fix:_ /,
    );
    const junit = readFileSync(join(out, 'junit.xml'), 'utf8');
    expect(junit).toMatch(/<testcase classname="titles\/title-length" name="\/a-page"><failure /);
    expect(junit).toContain('<testcase classname="titles/title-length" name="/b-page"></testcase>');
  });

  it('shows imported field vitals against the lab per template, and names a bad --field file', async () => {
    site = fixtureSite();
    out = mkdtempSync(join(tmpdir(), 'audit-out-'));
    const csv = join(out, 'vitals.csv');
    writeFileSync(csv, 'Event name,Page path,metric_value\nINP,/b-page,180\nINP,/b-page/,260\nLCP,/gone,3000\n');
    quiet();
    const args = ['--dist', site.dist, '--no-manifest', '--out', out, '--only', 'headings', '--field', csv];
    expect(await cli([...args, '--format', 'json,md,html'])).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.field).toMatchObject({ events: 3, unknownPages: 1, labFrom: null });
    expect(report.field.templates[0].metrics.INP).toMatchObject({ p75: 260, count: 2, rating: 'needs-improvement' });
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('## Field against lab');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('id="h-field"');
    writeFileSync(csv, 'Page path,Views\n/,3\n');
    const logs = quiet();
    expect(await cli(args)).toBe(2);
    expect(logs.at(-1)).toMatch(/^--field .*vitals\.csv: no LCP, INP, CLS, FCP or TTFB event found/);
  });

  it('writes only the requested formats', async () => {
    site = fixtureSite();
    out = mkdtempSync(join(tmpdir(), 'audit-out-'));
    quiet();
    expect(
      await cli(['--dist', site.dist, '--no-manifest', '--out', out, '--only', 'headings', '--format', 'json']),
    ).toBe(0);
    expect(existsSync(join(out, 'report.json'))).toBe(true);
    expect(existsSync(join(out, 'junit.xml'))).toBe(false);
  });
});
