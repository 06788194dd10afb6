/**
 * "Pages flagged per rule" in the report's "Over time": from each history
 * line's `ruleId page` keys, the pages each rule flagged per run, the rules
 * that ever flagged anything, top first; a run that did not check a rule is
 * no zero.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { RunSummary } from '../report-data';
import { ruleTrends } from '../report/rule-trends';
import { trendsHtml } from '../report/trends';

function run(at: string, findings: string[], axe = true): RunSummary {
  return {
    generatedAt: at,
    profile: axe ? 'full' : 'fast',
    passed: !findings.length,
    totals: { pages: 9, errors: findings.length, warnings: 0 },
    categories: {},
    pages: {},
    findings,
    checked: { axe, lighthouse: ['/'] },
    commit: { hash: 'aaaa1111', branch: 'main', dirty: false },
  };
}

const history = [
  run('2026-05-01T08:00:00.000Z', [
    'titles/title-unique /a',
    'titles/title-unique /b',
    'a11y/tap-target-size /a',
    'budgets/document-weight /c',
  ]),
  run('2026-05-02T08:00:00.000Z', ['budgets/document-weight /c', 'budgets/document-weight /d'], false),
  run('2026-05-03T08:00:00.000Z', [
    'budgets/document-weight /c',
    'budgets/document-weight /d',
    'budgets/document-weight /e',
    'lighthouse/tbt /',
    'budgets/page-weight /',
    'budgets/page-weight /b',
  ]),
];

describe('pages flagged per rule over time', () => {
  it('counts the pages of each rule per run, most in the latest run first, then most over all runs', () => {
    expect(ruleTrends(history)).toEqual([
      { ruleId: 'budgets/document-weight', counts: [1, 2, 3] },
      { ruleId: 'budgets/page-weight', counts: [0, 0, 2] },
      { ruleId: 'lighthouse/tbt', counts: [0, 0, 1] },
      { ruleId: 'titles/title-unique', counts: [2, 0, 0] },
      // The fast run checked no axe rule: not measured, not fixed.
      { ruleId: 'a11y/tap-target-size', counts: [1, null, 0] },
    ]);
    expect(ruleTrends([run('2026-05-01T08:00:00.000Z', [])])).toEqual([]);
  });

  it('is a table under the charts, newest run first, red where a rule flags more pages than the run before', () => {
    const { body } = trendsHtml(history, defaultConfig());
    const table = /<table class="compact" data-testid="rule-trends">([\s\S]*?)<\/table>/.exec(body)?.[1] ?? '';
    expect(table).toContain(
      '<th class="num" title="2026-05-03 08:00">run 3</th><th class="num" title="2026-05-02 08:00">run 2</th><th class="num" title="2026-05-01 08:00">run 1</th>',
    );
    const rows = [...table.matchAll(/<tr><td><code[^>]*>([^<]+)<\/code><\/td>(.*?)<\/tr>/g)].map((m) => [
      m[1],
      m[2].replace(/<td class="([^"]*)"[^>]*>([^<]*)<\/td>/g, '$1:$2 ').trim(),
    ]);
    expect(rows).toEqual([
      ['budgets/document-weight', 'num bad:3 num bad:2 num:1'],
      ['budgets/page-weight', 'num bad:2 num:0 num:0'],
      ['lighthouse/tbt', 'num bad:1 num:0 num:0'],
      ['titles/title-unique', 'num:0 num good:0 num:2'],
      ['a11y/tap-target-size', 'num:0 num na:– num:1'],
    ]);
    expect(table).toContain('title="No two indexable pages share a title');
  });
});
