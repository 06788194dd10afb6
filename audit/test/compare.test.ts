/** seo-audit compare A B from the history without auditing, and pages.csv as a spreadsheet reads it. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { summarize } from '../history';
import { STATIC_RULES } from '../browser/findings';
import { pagesCsv } from '../report/csv';
import type { AuditReport, RunSummary } from '../report-data';

let dir = '';
afterEach(() => {
  vi.restoreAllMocks();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function report(tbt: number, findings: AuditReport['findings'] = []): AuditReport {
  return {
    schemaVersion: 1,
    generatedAt: '2026-05-02T10:00:00.000Z',
    dist: 'dist',
    siteUrl: 'https://www.example.com',
    configPath: null,
    durationMs: { crawl: 1, rules: 1, total: 2 },
    summary: {
      pages: 2,
      rules: 0,
      checks: 0,
      errors: findings.length,
      warnings: 0,
      infos: 0,
      toolErrors: 0,
      passed: !findings.length,
    },
    thresholds: [],
    rules: [...STATIC_RULES],
    findings,
    toolErrors: [],
    checks: [],
    pages: [
      {
        path: '/blog/a',
        status: 200,
        template: 'blog-post',
        indexable: true,
        depth: 1,
        inbound: 3,
        sources: ['manifest'],
      },
      {
        path: '/b,"odd"',
        status: 404,
        template: 'not-found',
        indexable: false,
        depth: null,
        inbound: 0,
        sources: ['crawl'],
      },
    ],
    browser: {
      profile: 'full',
      representatives: { 'blog-post': '/blog/a' },
      durationMs: { axe: 0, lighthouse: 0 },
      axe: [{ path: '/blog/a', violations: [] } as never],
      lighthouse: [
        {
          path: '/blog/a',
          template: 'blog-post',
          formFactor: 'mobile',
          state: 'measured',
          note: null,
          representative: true,
          scores: { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 },
          performanceRuns: [0.97],
          metrics: { lcpMs: 1234.4, tbtMs: tbt, cls: 0.01, fcpMs: 800, siMs: 900 },
          report: 'lighthouse/blog-a-mobile.html',
          failedAudits: [],
          outside: [],
          durationMs: 1,
        },
      ],
    },
  };
}

describe('seo-audit compare A B', () => {
  it('says what changed between two recorded runs, by number or commit, without auditing', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-compare-'));
    const history = join(dir, 'history.jsonl');
    const tbt = {
      ruleId: 'lighthouse/tbt',
      family: 'lighthouse',
      severity: 'error' as const,
      page: '/blog/a',
      template: 'blog-post',
      message: 'Total Blocking Time 79 ms on mobile is over 50 ms.',
    };
    const runs: RunSummary[] = [
      {
        ...summarize(report(12), { hash: 'aaaa1111', branch: 'main', dirty: false }),
        generatedAt: '2026-05-01T10:00:00.000Z',
      },
      {
        ...summarize(report(79, [tbt]), { hash: 'bbbb2222', branch: 'main', dirty: false }),
        generatedAt: '2026-05-02T10:00:00.000Z',
      },
      {
        ...summarize(report(10), { hash: 'cccc3333', branch: 'main', dirty: false }),
        generatedAt: '2026-05-03T10:00:00.000Z',
      },
    ];
    writeFileSync(history, runs.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await cli(['compare', '1', 'bbbb2222', '--history', history, '--out', dir])).toBe(0);
    const md = readFileSync(join(dir, 'compare.md'), 'utf8');
    expect(md).toContain('# From full run of 2026-05-01 10:00 UTC, aaaa1111 (main), passed with 0 errors');
    expect(md).toContain('- ❌ new: **TBT 12 → 79 ms** on [/blog/a](');
    expect(await cli(['compare', '-2', '-1', '--history', history, '--out', dir])).toBe(0);
    expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toContain('- ✅ fixed: **TBT 79 → 10 ms** on [/blog/a](');
    expect(log).toHaveBeenCalled();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await cli(['compare', '1', '9', '--history', history, '--out', dir])).toBe(2);
  });
});

describe('pages.csv', () => {
  it('has one quoted row per page with scores 0–100 and vitals', () => {
    const csv = pagesCsv(report(79));
    expect(csv.charCodeAt(0)).toBe(0xfeff); // the byte-order mark Excel needs to read UTF-8
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'page,template,status,indexable,depth,inbound links,performance (mobile),accessibility (mobile),best-practices (mobile),seo (mobile),performance (desktop),LCP ms,TBT ms,CLS,errors,warnings,axe violations,Lighthouse report,run date,commit,title,title length,meta description,description length,H1,canonical,word count,in-content inbound links,failing rules',
    );
    expect(lines[1]).toBe(
      '/blog/a,blog-post,200,true,1,3,97,100,100,100,,1234,79,0.010,0,0,0,lighthouse/blog-a-mobile.html,2026-05-02T10:00:00.000Z,,,,,,,,,,',
    );
    expect(lines[2]).toBe('"/b,""odd""",not-found,404,false,,0,,,,,,,,,0,0,0,,2026-05-02T10:00:00.000Z,,,,,,,,,,');
    expect(lines).toHaveLength(4);
  });
});
