/** Which rules a run measured on a page (audit/measured-rules.ts), per tool. */
import { describe, expect, it } from 'vitest';
import { ruleMeasured } from '../measured-rules';
import type { RunSummary } from '../report-data';

const run: RunSummary = {
  generatedAt: '2026-05-01T10:00:00.000Z',
  profile: 'fast',
  passed: true,
  totals: { pages: 3, errors: 0, warnings: 0 },
  categories: {},
  pages: {
    '/timed': {
      template: 'service',
      scores: { mobile: { performance: 0.9, seo: 1 } },
      metrics: { lcpMs: 1, tbtMs: 1, cls: 0 },
      inpMs: 40,
    },
    '/scored': { template: 'service', scores: { mobile: { seo: 1 } } },
  },
  findings: [],
  checked: { axe: true, lighthouse: ['/timed', '/scored'], axePages: ['/scored'] },
  audited: ['/scored', '/timed', '/other'],
  titles: { 'lighthouse/unused-javascript': 'Reduce unused JavaScript (Lighthouse Performance).' },
};

describe('ruleMeasured', () => {
  it.each([
    ['lighthouse/app-cost', '/timed', true],
    ['lighthouse/app-cost', '/scored', false],
    ['lighthouse/lcp', '/scored', false],
    ['lighthouse/performance', '/scored', false],
    ['lighthouse/unused-javascript', '/scored', false],
    ['lighthouse/unused-javascript', '/timed', true],
    ['lighthouse/interaction-to-next-paint', '/timed', true],
    ['lighthouse/interaction-to-next-paint', '/scored', false],
    ['lighthouse/seo', '/scored', true],
    ['lighthouse/accessibility', '/scored', false],
    ['lighthouse/bf-cache', '/scored', true],
    ['lighthouse/bf-cache', '/other', false],
    ['axe/image-alt', '/scored', true],
    ['axe/image-alt', '/timed', false],
    ['a11y/tap-target-size', '/timed', false],
    ['titles/title-unique', '/other', true],
    ['titles/title-unique', '/gone', false],
    ['robots/robots-txt', '/robots.txt', true],
  ] as const)('%s on %s: %s', (rule, page, expected) => {
    expect(ruleMeasured(run, rule, page)).toBe(expected);
  });

  it('falls back to whether axe ran at all, and to "cannot say" for SEO rules, in older lines', () => {
    const old: RunSummary = { ...run, checked: { axe: true, lighthouse: [] }, audited: undefined };
    expect(ruleMeasured(old, 'axe/image-alt', '/timed')).toBe(true);
    expect(ruleMeasured(old, 'titles/title-unique', '/timed')).toBeUndefined();
  });
});
