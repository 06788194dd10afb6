/**
 * A passing run reads as passing: the verdict, then what moved since the run compared with; a note
 * within the machine's noise never leads "Fix these first" nor stands as its only item.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { defaultConfig } from '../config';
import { summarize } from '../history';
import { compare } from '../compare-runs';
import { htmlReport } from '../report/html';
import { markdownReport } from '../report/markdown';
import type { AuditReport } from '../report-data';
import { fakeReport, finding, lighthouse, scores } from './report-fixture';

const config = defaultConfig();
const noise = {
  ...finding('lighthouse/tbt', '/a', 'warning', 'TBT 60 ms, within the page’s own CPU time.'),
  withinNoise: true,
};
const warn = finding('titles/title-length', '/b', 'warning', 'Title is 8 characters.');
const passing = (findings: AuditReport['findings']) => {
  const pages: [string, number][] = [
    ['/a', 200],
    ['/b', 200],
  ];
  const lh = [lighthouse('/a', scores(0.95))];
  const before = summarize(fakeReport({ pages, lighthouse: lh, at: '2026-05-01T10:00:00.000Z' }));
  const report = fakeReport({ pages, lighthouse: lh, findings, at: '2026-05-02T10:00:00.000Z' });
  report.comparison = compare(summarize(report), before, config, 'test');
  return report;
};

describe('a passing report', () => {
  it('opens with its verdict and what moved since the run compared with', () => {
    const md = markdownReport(passing([warn])).split('\n');
    expect(md[0]).toBe('# SEO audit: passed ✅');
    expect(md[2]).toBe('Since the full run of 2026-05-01 10:00 UTC: 1 new.');
    const html = parse(htmlReport(passing([warn]), { config, history: [] }));
    expect(html.querySelector('[data-testid="since"]')!.text).toBe(
      'Since the full run of 2026-05-01 10:00 UTC: 1 new.',
    );
  });

  it('puts a note within noise after the findings to act on, under its own heading', () => {
    const md = markdownReport(passing([noise, warn]));
    const fix = md.slice(md.indexOf('## Fix these first'), md.indexOf('| | count |'));
    expect(fix).toMatch(/^## Fix these first\n\n1\. ⚠️ warning: \*\*[^\n]*title/i);
    expect(fix.indexOf('### Notes within noise (no action)')).toBeGreaterThan(fix.indexOf('1. '));
    expect(fix).not.toMatch(/^2\. /m);
    const section = parse(htmlReport(passing([noise, warn]), { config, history: [] })).querySelector(
      '#h-fix',
    )!.parentNode!;
    expect(section.querySelectorAll('ol.fixes > li')).toHaveLength(1);
    expect(section.querySelector('h3')!.text).toBe('Notes within noise (no action)');
    expect(section.querySelectorAll('ul.fixes.noise > li')).toHaveLength(1);
  });

  it('whose only item is within noise says there is nothing to fix, then the note', () => {
    const md = markdownReport(passing([noise]));
    const fix = md.slice(md.indexOf('## Fix these first'), md.indexOf('| | count |'));
    expect(fix).toMatch(/^## Fix these first\n\nNothing to fix[^\n]*\n\n### Notes within noise \(no action\)\n\n- /);
    const section = parse(htmlReport(passing([noise]), { config, history: [] })).querySelector('#h-fix')!.parentNode!;
    expect(section.querySelector('ol')).toBeNull();
    expect(section.text).toMatch(/^Fix these firstNothing to fix/);
  });

  it('lists a timing finding the machine could not resolve (a warning) with the notes, not as a fix', () => {
    const unresolved = {
      ...finding(
        'lighthouse/app-cost',
        '/a',
        'warning',
        'The scripts add +61 ms … Measured again in this run (3 runs of each): +12 ms, within the limit: not resolved on this machine: measure on a quieter one (load 8.2 → 9.1).',
      ),
      unresolved: true,
    };
    const md = markdownReport(passing([unresolved, warn]));
    const fix = md.slice(md.indexOf('## Fix these first'), md.indexOf('| | count |'));
    expect(fix).toMatch(/^## Fix these first\n\n1\. ⚠️ warning: \*\*[^\n]*title/i);
    expect(fix).not.toMatch(/^2\. /m);
    expect(fix.slice(fix.indexOf('### Notes within noise'))).toContain('not resolved on this machine');
  });
});
