/**
 * The report says how its pages were timed: which figures were judged on the page's own CPU time
 * because the machine was busy (with the clock's figures still shown), and which changed pages were
 * timed besides one page per template. Said alike in index.html and summary.md.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { htmlReport } from '../report/html';
import { markdownReport } from '../report/markdown';
import { fakeReport, lighthouse, scores } from './report-fixture';

const metrics = (tbtMs: number) => ({ lcpMs: 900, tbtMs, cls: 0, fcpMs: 800, siMs: 900 });
const busy = lighthouse('/refrigerator-repair', scores(1), {
  representative: true,
  metrics: metrics(0),
  clock: { performance: 0.91, metrics: metrics(222), mainThread: [{ wallMs: 813, cpuMs: 227 }] },
});
const report = fakeReport({
  pages: [
    ['/refrigerator-repair', 200],
    ['/oven-repair', 200],
  ],
  lighthouse: [busy, lighthouse('/oven-repair', scores(0.99), { representative: false })],
  findings: [
    {
      ruleId: 'lighthouse/tbt',
      family: 'lighthouse',
      severity: 'info',
      page: '/refrigerator-repair',
      template: 'service',
      message:
        "Total Blocking Time 222 ms (0 ms on the page's own CPU time) on mobile is over 50 ms: within noise, the machine was busy, not the page.",
      withinNoise: true,
    },
  ],
});
report.browser!.changed = {
  changed: ['/oven-repair', '/refrigerator-repair'],
  timed: ['/oven-repair'],
  limit: 40,
  known: true,
};

describe('how the pages were timed', () => {
  it('says which pages were judged on CPU time and shows the clock figures beside the judged ones', () => {
    const html = htmlReport(report, { config: defaultConfig(), history: [] });
    expect(html).toContain(
      "1 page missed a performance limit on the clock and was judged again on the page's own CPU time",
    );
    expect(html).toContain('/refrigerator-repair. It was within noise: the machine was busy, not the page.');
    expect(html).toMatch(/data-col="performance" title="on the clock: Performance 91, TBT 222 ms, LCP 0\.90 s"/);
    const md = markdownReport(report);
    expect(md).toMatch(/\| 100 ⁱ \|/);
    expect(md).toContain('ⁱ 1 page missed a performance limit on the clock');
  });

  it('says which changed pages were timed and why the others were not', () => {
    const words =
      '2 pages changed since the run compared with; Performance was also timed on /oven-repair (1 not timed: representatives, pages not answering 200, or past lighthouse.changedPages, 40).';
    expect(markdownReport(report)).toContain(words);
    expect(htmlReport(report, { config: defaultConfig(), history: [] })).toContain(words);
  });

  it('says a run with more changed pages than it may time timed the ones that changed most, and how much', () => {
    const capped = {
      ...report,
      pages: [...report.pages, ...['/a', '/b', '/c'].map((path) => ({ ...report.pages[1], path }))],
      browser: {
        ...report.browser!,
        representatives: { service: '/refrigerator-repair' },
        changed: {
          changed: ['/a', '/b', '/c', '/oven-repair', '/refrigerator-repair'],
          timed: ['/b', '/oven-repair'],
          limit: 2,
          known: true,
          sizes: { '/a': 12, '/b': -2_900_000, '/c': 0, '/oven-repair': 'new' as const, '/refrigerator-repair': 5 },
        },
      },
    };
    const words =
      '5 pages changed since the run compared with; Performance was also timed on the 2 that changed most (new pages first, then by bytes): /b (−2.9 MB), /oven-repair (new) (2 past lighthouse.changedPages, 2, not timed; 1 not timed as changed: representatives or pages not answering 200).';
    expect(markdownReport(capped)).toContain(words);
    expect(htmlReport(capped, { config: defaultConfig(), history: [] })).toContain(words);
  });

  it('does not claim nothing changed when the run compared with recorded no fingerprints', () => {
    const blind = {
      ...report,
      browser: { ...report.browser!, changed: { changed: [], timed: [], limit: 40, known: false } },
    };
    expect(markdownReport(blind)).toContain(
      'The run compared with recorded no page fingerprints, so Performance was timed on one page per template only.',
    );
    expect(markdownReport(blind)).not.toContain('No page changed');
  });
});
