/**
 * A page's history square is green only when the run measured every rule that flagged the page the
 * run before: a page Lighthouse did not time again has not fixed its app-cost error.
 */
import { describe, expect, it } from 'vitest';
import { summarize } from '../history';
import { pageHistoryCell, pageRuns } from '../report/page-history';
import { ALL_RULES, fakeReport, finding, lighthouse, scores } from './report-fixture';

const METRICS = { lcpMs: 1000, tbtMs: 10, cls: 0, fcpMs: 800, siMs: 900 };
const PAGES: [string, number][] = [['/a', 200]];
/** One run of /a: timed (Performance and metrics) or only given the untimed categories. */
const run = (at: string, timed: boolean, findings: ReturnType<typeof finding>[]) =>
  summarize(
    fakeReport({
      at,
      pages: PAGES,
      rules: ALL_RULES,
      findings,
      lighthouse: [
        timed
          ? lighthouse('/a', scores(0.9), { metrics: METRICS })
          : lighthouse('/a', { accessibility: 1, 'best-practices': 1, seo: 1 }),
      ],
    }),
  );
const squares = (html: string) =>
  [...html.matchAll(/<span class="hs (\w+)" title="([^"]*)"/g)].map((m) => [m[1], m[2]]);
const cell = (timedAgain: boolean) => {
  const history = [
    run('2026-05-01T10:00:00.000Z', true, [finding('lighthouse/app-cost', '/a')]),
    run('2026-05-02T10:00:00.000Z', timedAgain, []),
  ];
  return squares(
    pageHistoryCell('/a', pageRuns(history, ['/a']).get('/a')!, { 'lighthouse/app-cost': 'Scripts cost little.' }),
  );
};

describe('a history square', () => {
  it('turns green when the page was measured again for the rule that flagged it', () => {
    expect(cell(true).map(([c]) => c)).toEqual(['bad', 'good']);
  });

  it('is "not measured", not green, when the page was not timed again, and says which rule', () => {
    const [, after] = cell(false);
    expect(after[0]).toBe('unmeasured');
    expect(after[1]).toContain('not measured this run: Scripts cost little');
  });
});
