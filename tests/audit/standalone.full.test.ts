/**
 * The audit stands alone (audit/README.md): its package copied without the rest of the
 * repository, its dependencies where a package manager would put them (a node_modules beside it),
 * runs its bin on a built dist/ with that build's audit manifest and the site's audit.config.json,
 * and reports every page of the manifest with its template. SEO rules only (--skip-browser), so it
 * needs no Chromium. Needs `npm run build` first, as the other tests reading dist/.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditReport } from '../../audit/report-data';
import { AUDIT_MANIFEST_FILE, readManifest } from '../../audit/manifest';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');

/** Why a run did not pass, for the assertion's message: its failed thresholds, tool errors, and errors and warnings. */
function failures(report: AuditReport): string {
  return [
    ...report.thresholds.filter((t) => !t.ok).map((t) => `threshold ${t.name}: ${t.actual} (limit ${t.limit})`),
    ...report.toolErrors.map((e) => `tool error in ${e.ruleId}${e.page ? ` on ${e.page}` : ''}: ${e.message}`),
    ...report.findings
      .filter((f) => f.severity !== 'info')
      .map((f) => `${f.severity} ${f.ruleId} on ${f.page}: ${f.message}`),
  ].join('\n');
}

const root = mkdtempSync(join(tmpdir(), 'seo-audit-standalone-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the audit package, copied alone', () => {
  it(`audits a build by its ${AUDIT_MANIFEST_FILE}: exit 0, the manifest's pages and templates`, () => {
    const manifest = readManifest(DIST);
    expect(manifest, `No ${AUDIT_MANIFEST_FILE} in ${DIST}/: run \`npm run build\` first.`).not.toBeNull();
    const pkg = join(root, 'seo-audit');
    // The package's files only: no history of this site's runs comes along.
    cpSync('audit', pkg, { recursive: true, filter: (src) => !/(^|\/)(node_modules|history\.jsonl)$/.test(src) });
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    const site = join(root, 'site');
    cpSync(DIST, join(site, 'dist'), { recursive: true });
    cpSync('audit.config.json', join(site, 'audit.config.json'));

    const run = spawnSync(
      process.execPath,
      [join(pkg, 'bin/seo-audit.mjs'), '--dist', 'dist', '--skip-browser', '--format', 'json', '--out', 'reports'],
      { cwd: site, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    const reportFile = join(site, 'reports/report.json');
    const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as AuditReport) : null;
    const found = report ? failures(report) : `no ${reportFile} written`;
    expect(run.status, `${found}\n${run.stdout}\n${run.stderr}`).toBe(0);
    expect(report!.summary.passed, found).toBe(true);
    expect(report!.siteUrl).toBe(manifest!.siteUrl);
    const templates = new Map(report!.pages.map((p) => [p.path, p.template]));
    expect(manifest!.pages.filter((p) => templates.get(p.path) !== p.template).map((p) => p.path)).toEqual([]);
    expect(report!.pages.filter((p) => p.sources.includes('manifest')).length).toBe(manifest!.pages.length);
    // The site's own fix texts come from its configuration, not from the package.
    const config = JSON.parse(readFileSync('audit.config.json', 'utf8')) as { fixes: Record<string, string> };
    const [ruleId, fix] = Object.entries(config.fixes)[0];
    expect(report!.rules.find((r) => r.id === ruleId)?.fix).toBe(fix);
    expect(existsSync(join(pkg, 'history.jsonl'))).toBe(false);
  }, 300_000);
});
