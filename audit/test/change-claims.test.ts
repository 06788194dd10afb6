/**
 * What the change list claims must be true: "fixed" only when the finding is gone (not when it went
 * from error to warning), "passed → failed" only when the older run had the rule, one line per
 * page and category score, and a rule named by its title in seo-audit compare, the run picker and the report alike.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { defaultConfig } from '../config';
import { summarize } from '../history';
import { compare } from '../compare-runs';
import { changeLine } from '../report/changes-md';
import { pairLists } from '../report/run-picker';
import type { RunSummary } from '../report-data';
import { ALL_RULES, fakeReport, finding, lighthouse, scores } from './report-fixture';

let dir = '';
afterEach(() => {
  vi.restoreAllMocks();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const config = defaultConfig();
const BF_CACHE = {
  ...ALL_RULES[0],
  id: 'lighthouse/bf-cache',
  family: 'lighthouse',
  title: 'Page prevented back/forward cache restoration (Lighthouse Best Practices).',
};
const PAGES: [string, number][] = [
  ['/brands/whirlpool', 200],
  ['/about', 200],
];
const run = (findings: ReturnType<typeof finding>[], at: string, more: Parameters<typeof fakeReport>[0] = {}) =>
  summarize(
    fakeReport({
      pages: PAGES,
      lighthouse: [lighthouse('/brands/whirlpool', scores(1))],
      findings,
      rules: [...ALL_RULES, BF_CACHE],
      at,
      ...more,
    }),
  );
/** A timed page's figures: Lighthouse measured its Performance, so a Performance finding there can be fixed. */
const TIMED = { metrics: { lcpMs: 1000, tbtMs: 10, cls: 0, fcpMs: 800, siMs: 900 } };
const lines = (current: RunSummary, baseline: RunSummary) =>
  compare(current, baseline, defaultConfig(), 'test').items.map((i) => [i.kind, i.what, i.page]);

describe('a finding whose severity changed', () => {
  const before = run([finding('lighthouse/bf-cache', '/brands/whirlpool', 'error')], '2026-05-01T10:00:00.000Z');

  it('is a severity change (error → warning), not a fixed finding', () => {
    const after = run([finding('lighthouse/bf-cache', '/brands/whirlpool', 'warning')], '2026-05-02T10:00:00.000Z');
    const result = compare(after, before, defaultConfig(), 'test');
    expect(result.items.map((i) => [i.kind, i.before, i.after, i.page])).toEqual([
      ['severity', 'error', 'warning', '/brands/whirlpool'],
    ]);
    expect(result.fixedFindings).toEqual([]);
    expect(changeLine(result.items[0], 'https://www.example.com')).toMatch(
      /^- ↕ severity: \*\*Page prevented back\/forward cache restoration: error → warning\*\* on /,
    );
  });

  it('is a severity change when it went down to information, which older lines did not record', () => {
    const after = run([finding('lighthouse/bf-cache', '/brands/whirlpool', 'info')], '2026-05-02T10:00:00.000Z');
    expect(lines(after, before)).toEqual([
      ['severity', 'Page prevented back/forward cache restoration: error → info', '/brands/whirlpool'],
    ]);
    // A line written before severities were recorded knows the finding was an error or a warning.
    const old: RunSummary = { ...before, severities: undefined };
    expect(lines(after, old)).toEqual([
      ['severity', 'Page prevented back/forward cache restoration: error or warning → info', '/brands/whirlpool'],
    ]);
  });

  it('is fixed when it is gone, and new when it was not there', () => {
    const gone = run([], '2026-05-02T10:00:00.000Z');
    expect(lines(gone, before).map(([kind]) => kind)).toEqual(['fixed']);
    expect(lines(before, gone).map(([kind]) => kind)).toEqual(['new']);
  });
});

describe('a finding of a rule the older run did not have', () => {
  const weight = finding('budgets/document-weight', '/about', 'warning');
  const withoutRule = ALL_RULES.filter((r) => r.id !== 'budgets/document-weight');

  it('is marked "new rule", not "passed → failed"', () => {
    const before = run([], '2026-05-01T10:00:00.000Z', { rules: withoutRule });
    const after = run([weight], '2026-05-02T10:00:00.000Z');
    const [item] = compare(after, before, defaultConfig(), 'test').items;
    expect([item.kind, item.before, item.after]).toEqual(['new-rule', 'not checked', 'failed']);
    expect(changeLine(item, 'https://www.example.com')).toMatch(
      /^- 🆕 new rule: \*\*[^*]+: not checked → failed\*\* on \[\/about\]/,
    );
  });

  it('reads "no finding → failed" against a line that recorded no rules, and "passed → failed" when the rule ran', () => {
    const after = run([weight], '2026-05-02T10:00:00.000Z');
    const old: RunSummary = { ...run([], '2026-05-01T10:00:00.000Z'), rules: undefined };
    expect(lines(after, old)).toEqual([['new', expect.stringMatching(/: no finding → failed$/), '/about']]);
    // The older line had a finding of the rule on another page: the rule ran there.
    const ran: RunSummary = { ...old, findings: ['budgets/document-weight /brands/whirlpool'] };
    expect(lines(after, ran)).toContainEqual(['new', expect.stringMatching(/: passed → failed$/), '/about']);
    expect(lines(after, run([], '2026-05-01T10:00:00.000Z'))).toEqual([
      ['new', expect.stringMatching(/: passed → failed$/), '/about'],
    ]);
  });

  it('does not count a finding of a rule the newer run no longer has as fixed', () => {
    const before = run([weight], '2026-05-01T10:00:00.000Z');
    const after = run([], '2026-05-02T10:00:00.000Z', { rules: withoutRule });
    expect(compare(after, before, defaultConfig(), 'test').fixedFindings).toEqual([]);
  });
});

describe('a page and category', () => {
  it('gets one line when a score move also fixed a finding', () => {
    const before = run([finding('lighthouse/performance', '/brands/whirlpool')], '2026-05-01T10:00:00.000Z', {
      lighthouse: [lighthouse('/brands/whirlpool', scores(0.91), TIMED)],
    });
    const after = run([], '2026-05-02T10:00:00.000Z', {
      lighthouse: [lighthouse('/brands/whirlpool', scores(1), TIMED)],
    });
    expect(lines(after, before)).toEqual([['fixed', 'Performance 91 → 100', '/brands/whirlpool']]);
  });

  it('names the form factor whose score moved when the finding was on desktop', () => {
    const both = (desktop: number) => [
      lighthouse('/brands/whirlpool', scores(1), TIMED),
      lighthouse('/brands/whirlpool', scores(desktop), { formFactor: 'desktop', ...TIMED }),
    ];
    const before = run([finding('lighthouse/performance', '/brands/whirlpool')], '2026-05-01T10:00:00.000Z', {
      lighthouse: both(0.85),
    });
    const after = run([], '2026-05-02T10:00:00.000Z', { lighthouse: both(0.95) });
    expect(lines(after, before)).toEqual([['fixed', 'Performance (desktop) 85 → 95', '/brands/whirlpool']]);
  });
});

describe('a rule in the change list', () => {
  const pages: [string, number][] = [['/brands/whirlpool', 200]];
  const measured = [lighthouse('/brands/whirlpool', scores(1))];
  const runs = [
    { ...summarize(fakeReport({ pages, lighthouse: measured })), generatedAt: '2026-05-01T10:00:00.000Z' },
    {
      ...summarize(
        fakeReport({
          pages,
          lighthouse: measured,
          findings: [finding('lighthouse/bf-cache', '/brands/whirlpool')],
          rules: [...ALL_RULES, BF_CACHE],
        }),
      ),
      generatedAt: '2026-05-02T10:00:00.000Z',
    },
  ];

  it('is named by its title in seo-audit compare, the run picker and the report alike, a Lighthouse audit too', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-claims-'));
    const history = join(dir, 'history.jsonl');
    writeFileSync(history, runs.map((r) => JSON.stringify(r)).join('\n') + '\n');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await cli(['compare', '1', '2', '--history', history, '--out', dir])).toBe(0);
    const line = '**Page prevented back/forward cache restoration: passed → failed** on [/brands/whirlpool]';
    expect(readFileSync(join(dir, 'compare.md'), 'utf8')).toContain(`- ❌ new: ${line}`);
    expect(pairLists(runs, config)['0-1']).toContain(
      '>Page prevented back/forward cache restoration: passed → failed</b>',
    );
    const [item] = compare(runs[1], runs[0], config, 'test').items;
    expect(changeLine(item, 'https://www.example.com')).toContain(line);
  });

  it('keeps a title whose dot or colon sits inside a word (robots.txt, og:title) whole in the change list', () => {
    const before = summarize(fakeReport({ pages: [['/', 200]] }));
    const after = summarize(
      fakeReport({
        pages: [['/', 200]],
        findings: [finding('robots/robots-txt', '/robots.txt'), finding('canonical/og-tags', '/')],
      }),
    );
    const what = compare(after, before, config, 'test')
      .items.map((i) => i.what)
      .sort();
    expect(what).toEqual([
      'og:title, og:description and og:image are set, so links shared on social media show a proper card: passed → failed',
      'robots.txt exists, follows the robots exclusion standard and names the sitemap with an absolute URL: passed → failed',
    ]);
  });
});

describe('a lab INP finding against a run that timed no interaction', () => {
  const inp = finding('lighthouse/interaction-to-next-paint', '/brands/whirlpool', 'warning');

  const INP = { ...ALL_RULES[0], id: 'lighthouse/interaction-to-next-paint', family: 'lighthouse', title: 'INP.' };
  const rules = [...ALL_RULES, BF_CACHE, INP];

  it('is a new rule even though Lighthouse ran then, and "passed → failed" once the older run timed one', () => {
    const before = run([], '2026-05-01T10:00:00.000Z', { rules: [...ALL_RULES, BF_CACHE] });
    const after = run([inp], '2026-05-02T10:00:00.000Z', { rules });
    const [item] = compare(after, before, defaultConfig(), 'test').items;
    expect([item.kind, item.before, item.after]).toEqual(['new-rule', 'not checked', 'failed']);

    const page = Object.keys(before.pages)[0];
    const timed: RunSummary = { ...before, pages: { ...before.pages, [page]: { ...before.pages[page], inpMs: 40 } } };
    const [again] = compare(after, timed, defaultConfig(), 'test').items;
    expect([again.kind, again.before, again.after]).toEqual(['new', 'passed', 'failed']);
  });
});
