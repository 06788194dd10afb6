/**
 * "Fix these first" as data (audit/report/fix-first.ts): one item per cause whichever tools saw it,
 * consequences folded into their cause, and the ranking of a planted regression above old noise.
 */
import { describe, expect, it } from 'vitest';
import { fixFirst, topFixes } from '../report/fix-first';
import { finding, longStanding, marketer, oldContrast, report } from './fix-first-fixtures';

const causes = (r: ReturnType<typeof report>) => topFixes(r).map((i) => i.cause);

describe('grouping by cause', () => {
  it('makes one item of a missing alt text seen by axe, the audit, Lighthouse and the Accessibility score', () => {
    const items = fixFirst(report(marketer));
    const alt = items.filter((i) =>
      [...i.findings, ...i.consequences].some((f) => /alt/i.test(f.message) || f.ruleId === 'lighthouse/accessibility'),
    );
    expect(alt).toHaveLength(1);
    expect(alt[0].findings.map((f) => f.ruleId).sort()).toEqual([
      'axe/image-alt',
      'images/image-alt',
      'lighthouse/image-alt',
    ]);
    expect(alt[0].consequences.map((f) => f.ruleId)).toEqual(['lighthouse/accessibility']);
    expect(alt[0].title).toMatch(/^Every image has alternative text/); // the audit's own rule names it
    expect(alt[0].pages).toEqual(['/about']);
  });

  it('folds a slow LCP and the Performance score into the over-budget image on the same page', () => {
    const items = fixFirst(report(marketer));
    const weight = items.find((i) => i.cause === 'budgets/page-weight')!;
    expect(weight.consequences.map((f) => f.ruleId).sort()).toEqual(['lighthouse/lcp', 'lighthouse/performance']);
    expect(items.some((i) => i.cause === 'lighthouse/lcp' || i.cause === 'lighthouse/performance')).toBe(false);
  });

  it('keeps an LCP on a page within its budget, and a score nothing explains, as items of their own', () => {
    const items = fixFirst(
      report([
        finding('budgets/page-weight', '/', 'error', 'Image /images/hero.jpg is 3.3 MB.', { over: 10 }),
        finding('lighthouse/lcp', '/blog/a', 'error', 'Largest Contentful Paint 3.10 s on mobile is over 2.5 s.', {
          over: 1.24,
        }),
        finding('lighthouse/seo', '/blog/a', 'error', 'SEO 0.85 on mobile is below 0.95.'),
      ]),
    );
    expect(items.map((i) => i.cause).sort()).toEqual(['budgets/page-weight', 'lighthouse/lcp', 'lighthouse/seo']);
  });

  it('does not merge causes that only look alike: a broken link and an uncrawlable anchor', () => {
    const items = fixFirst(
      report([
        finding('links/broken-links', '/blog/a', 'error', 'The link to /prices answers 404.'),
        finding('lighthouse/crawlable-anchors', '/blog/a', 'warning', 'Links are crawlable on mobile: <a onclick>.'),
      ]),
    );
    expect(items.map((i) => i.cause).sort()).toEqual(['lighthouse/crawlable-anchors', 'links/broken-links']);
  });

  it('folds the Performance score into a missed metric, not into every piece of Lighthouse advice on the page', () => {
    const items = fixFirst(
      report([
        finding(
          'lighthouse/tbt',
          '/brands/whirlpool',
          'error',
          'Total Blocking Time 1000 ms on mobile is over 50 ms.',
          { over: 20 },
        ),
        finding('lighthouse/performance', '/brands/whirlpool', 'error', 'Performance 0.62 on mobile is below 0.90.'),
        finding(
          'lighthouse/bootup-time',
          '/brands/whirlpool',
          'warning',
          'Reduce JavaScript execution time (1.2 s) on mobile.',
        ),
      ]),
    );
    expect(items.find((i) => i.cause === 'lighthouse/tbt')!.consequences.map((f) => f.ruleId)).toEqual([
      'lighthouse/performance',
    ]);
    expect(items.find((i) => i.cause === 'lighthouse/bootup-time')!.consequences).toEqual([]);
  });
});

describe('ranking by impact', () => {
  it('puts a new 300 ms long task first, ahead of old errors on three pages and a warning on 40', () => {
    const r = report(
      [
        ...oldContrast,
        ...longStanding,
        finding(
          'lighthouse/tbt',
          '/brands/whirlpool',
          'error',
          'Total Blocking Time 1000 ms on mobile is over 50 ms.',
          { over: 20 },
        ),
        finding('lighthouse/performance', '/brands/whirlpool', 'error', 'Performance 0.62 on mobile is below 0.90.', {
          over: 1.45,
        }),
      ],
      ['lighthouse/tbt /brands/whirlpool', 'lighthouse/performance /brands/whirlpool'],
    );
    const [first] = topFixes(r);
    expect(first.cause).toBe('lighthouse/tbt');
    expect(first.isNew).toBe(true);
    expect(causes(r).indexOf('descriptions/description-length')).toBeGreaterThan(0);
  });

  it('puts a 3 MB image first, with the LCP it slows', () => {
    const r = report([
      ...oldContrast,
      ...longStanding,
      finding('budgets/page-weight', '/', 'error', 'Image /images/hero.jpg is 3.0 MB; the budget is 300 KB.', {
        over: 10,
      }),
      finding('lighthouse/lcp', '/', 'error', 'Largest Contentful Paint 19.00 s on mobile is over 2.5 s.', {
        over: 7.6,
      }),
    ]);
    expect(causes(r)[0]).toBe('budgets/page-weight');
  });

  it("lists the marketer's broken link and 89-character title, and the noisy TBT last", () => {
    const list = causes(report(marketer));
    expect(list).toEqual(expect.arrayContaining(['links/broken-links', 'titles/title-length']));
    expect(list[0]).toBe('budgets/page-weight');
    expect(list.at(-1)).toBe('lighthouse/tbt');
    expect(topFixes(report(marketer)).at(-1)!.withinNoise).toBe(true);
  });

  it('ranks a missing image’s "answers 404" above its "no width or height" (issue 61)', () => {
    const items = fixFirst(
      report([
        finding(
          'images/image-dimensions',
          '/blog/a',
          'error',
          'Image /images/blog/filter.jpg has no valid width or height.',
        ),
        finding('links/broken-images', '/blog/a', 'error', 'Image /images/blog/filter.jpg answers 404.'),
      ]),
    );
    expect(items.map((i) => i.cause)).toEqual(['links/broken-images', 'images/image-dimensions']);
    expect(items[0].impact).toBe(items[1].impact);
  });

  it('ranks a figure within noise after everything else, however far over its limit', () => {
    const items = fixFirst(
      report(
        [
          finding('lighthouse/tbt', '/services', 'info', 'Total Blocking Time 2000 ms on mobile is over 50 ms.', {
            over: 40,
            withinNoise: true,
          }),
          finding('titles/title-length', '/contact', 'warning', 'Title has 61 characters; at most 60 expected.', {
            over: 1.02,
          }),
        ],
        ['lighthouse/tbt /services'],
      ),
    );
    expect(items.map((i) => i.cause)).toEqual(['titles/title-length', 'lighthouse/tbt']);
    expect(items[1].severity).toBe('info');
  });
});
