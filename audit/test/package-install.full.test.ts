/**
 * The audit as a stranger gets it: the walk of audit/README.md ("A stranger's walk"), step by step.
 * The workspace packed with `npm pack` (its prepack builds dist/), the tarball installed with
 * `npm install` into an empty folder, and the installed `seo-audit` run on Node alone against a
 * build no one here wrote (foreign-build.ts) with the system Chromium: one Lighthouse run (the
 * walk's configuration puts every page in one template) and axe on that template's sample. No
 * TypeScript runs: the package holds no .ts file but declarations, neither tsx nor typescript is in
 * the installed tree, and the runs get no NODE_OPTIONS. Only the npm registry is reached, its cache
 * first.
 *
 * One test owns the package as installed; the copy-the-folder test it replaces ran the source.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditReport } from '../report-data';
import { GENERATED_DOCS_PAGES, writeGeneratedDocs } from './foreign-build';

const root = mkdtempSync(join(tmpdir(), 'seo-audit-package-'));
// The installed tree is some 330 packages: its removal takes seconds on a busy disk.
afterAll(() => rmSync(root, { recursive: true, force: true }), 120_000);
const tarballs = join(root, 'tarball');
const stranger = join(root, 'stranger');
const installed = join(stranger, 'node_modules/@bay-appliance/seo-audit');

/** The environment of every command: this process's, without a loader a parent may have set (tsx's). */
const env = { ...process.env, NODE_OPTIONS: '', CI: 'true' };
const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund'];

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}
const output = (r: SpawnSyncReturns<string>) => `${r.stdout}\n${r.stderr}`.slice(-6000);

/** The installed bin, as `npx seo-audit` finds it. */
const seoAudit = (args: string[]) => run(join(stranger, 'node_modules/.bin/seo-audit'), args, stranger);
const readReport = (out: string) => JSON.parse(readFileSync(join(stranger, out, 'report.json'), 'utf8')) as AuditReport;

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));

/** Every package name in `npm ls --all --json`'s tree. */
function packageNames(tree: { dependencies?: Record<string, unknown> }): string[] {
  return Object.entries(tree.dependencies ?? {}).flatMap(([name, sub]) => [
    name,
    ...packageNames(sub as { dependencies?: Record<string, unknown> }),
  ]);
}

/** The walk's configuration: every page of the documentation build in one template, so one Lighthouse run. */
/**
 * The walk's configuration: every page one template, whose Lighthouse limits accept this build's
 * pages without descriptions (SEO and Best Practices 0.9), so the errors threshold is what it misses.
 */
const WALK_CONFIG = { templates: { docs: { match: ['/**'], lighthouse: { 'best-practices': 0.8, seo: 0.8 } } } };

let first: AuditReport;

describe("the audit installed from its tarball, a stranger's walk", () => {
  it('packs: npm pack builds the package first (prepack) and writes one tarball', () => {
    mkdirSync(tarballs);
    const pack = run('npm', ['pack', '--workspace', 'audit', '--pack-destination', tarballs], process.cwd());
    expect(pack.status, output(pack)).toBe(0);
    expect(readdirSync(tarballs).filter((f) => f.endsWith('.tgz'))).toEqual(['bay-appliance-seo-audit-1.0.0.tgz']);
  }, 240_000);

  it('installs into an empty folder, with no TypeScript to run: no .ts but declarations, no tsx, no typescript', () => {
    mkdirSync(stranger);
    expect(run('npm', ['init', '-y'], stranger).status).toBe(0);
    const tarball = join(tarballs, 'bay-appliance-seo-audit-1.0.0.tgz');
    const install = run('npm', ['install', tarball, ...NPM_FLAGS], stranger);
    expect(install.status, output(install)).toBe(0);

    const files = filesUnder(installed);
    expect(files.filter((f) => /\.[cm]?ts$/.test(f) && !/\.d\.[cm]?ts$/.test(f))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/bin/seo-audit.js',
        'dist/run.d.ts',
        'dist/browser/lighthouse-worker.mjs',
        'dist/browser/interaction-worker.mjs',
        'dist/browser/cpu-time.mjs',
        'dist/rules/html/dl-content.mjs',
        'dist/schemas/sitemap.xsd',
        'dist/schemas/schemaorg-vocab.json',
        'config.schema.json',
      ]),
    );
    // No record of this site's runs comes along.
    expect(files.filter((f) => f.includes('history.jsonl'))).toEqual([]);
    const ls = run('npm', ['ls', '--all', '--json'], stranger);
    const names = packageNames(JSON.parse(ls.stdout) as { dependencies?: Record<string, unknown> });
    expect(names).toContain('lighthouse');
    expect(names.filter((n) => n === 'tsx' || n === 'typescript')).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    // The second bin loads too (its GitHub client and all): the walk does not otherwise reach it.
    const github = run(join(stranger, 'node_modules/.bin/seo-audit-github'), ['--help'], stranger);
    expect(github.status, output(github)).toBe(0);
    expect(github.stdout).toMatch(/^Usage: seo-audit-github /);
  }, 600_000);

  it('audits a foreign build without a manifest: every page, the orphan, one Lighthouse run, axe, the reports', () => {
    writeGeneratedDocs(join(stranger, 'site'));
    writeFileSync(join(stranger, 'audit.config.json'), JSON.stringify(WALK_CONFIG, null, 2));
    const audit = seoAudit([
      'run',
      '--dist',
      'site',
      '--no-manifest',
      '--config',
      'audit.config.json',
      '--profile',
      'fast',
      '--out',
      'audit-reports',
    ]);
    // 1: thresholds missed (a documentation build written for this test has no descriptions); 2 would be "could not run".
    expect(audit.status, output(audit)).toBe(1);
    first = readReport('audit-reports');
    expect(first.toolErrors).toEqual([]);
    expect(first.pages.map((p) => p.path).sort()).toEqual(GENERATED_DOCS_PAGES);
    expect(first.pages.every((p) => p.template === 'docs')).toBe(true);
    expect(first.findings.filter((f) => f.ruleId === 'links/inbound-links').map((f) => f.page)).toEqual([
      '/old/forgotten.html',
    ]);
    expect(first.rules.find((r) => r.id === 'canonical/canonical-expected')?.notApplicable).toBeTruthy();
    // The browser half ran from the installed package's workers: Lighthouse once, axe on
    // its sample of the one template.
    const lighthouse = first.browser!.lighthouse;
    expect(lighthouse.map((l) => [l.formFactor, l.state])).toEqual([['mobile', 'measured']]);
    expect(lighthouse[0].scores.performance).toEqual(expect.any(Number));
    const sample = first.browser!.sampling!.templates.docs;
    expect(sample.pages).toBe(GENERATED_DOCS_PAGES.length);
    expect(first.browser!.axe.map((a) => a.path).sort()).toEqual([...sample.measured].sort());
    expect(first.browser!.axe.flatMap((a) => a.errors)).toEqual([]);
    // The html-validate worker and the sitemap schema ran from dist/ too: their rules were checked.
    expect(first.checks.some((c) => c.ruleId === 'html/valid')).toBe(true);
    for (const file of ['report.json', 'summary.md', 'junit.xml', 'index.html', 'pages.csv'])
      expect(existsSync(join(stranger, 'audit-reports', file)), file).toBe(true);
  }, 600_000);

  it('judges again with a changed threshold: the errors the report found, now allowed, pass', () => {
    const errors = first.thresholds.find((t) => t.name === 'errors')!;
    expect(errors).toMatchObject({ limit: 0, ok: false });
    writeFileSync(
      join(stranger, 'audit.config.json'),
      JSON.stringify({ ...WALK_CONFIG, thresholds: { maxErrors: errors.actual } }, null, 2),
    );
    // `run` left the measured results beside the reports: assert judges them again, no crawl, no browser.
    const judged = seoAudit([
      'assert',
      'audit-reports',
      '--config',
      'audit.config.json',
      '--no-history',
      '--format',
      'json',
      '--out',
      'judged',
    ]);
    expect(judged.status, output(judged)).toBe(0);
    const again = readReport('judged');
    // The same measurement, judged again: the same findings (browser ones included), now within the limit.
    expect(again.findings).toEqual(first.findings);
    expect(again.thresholds.find((t) => t.name === 'errors')).toMatchObject({
      limit: errors.actual,
      actual: errors.actual,
      ok: true,
    });
    expect(again.summary.passed).toBe(true);
  }, 300_000);
});
