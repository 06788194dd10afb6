/**
 * The measurement plan (audit/measurement-plan.ts) is the one place that decides which pages each
 * browser tool measures and how often; the shard split weighs the plan as the results record it, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../audit/config';
import { measurementPlan, planRecord, type BrowserPage } from '../../audit/measurement-plan';
import { EXPECTED_SECONDS, expectedCosts } from '../../audit/shard';

const pages: BrowserPage[] = [
  { path: '/', status: 200, template: 'home' },
  ...Array.from({ length: 6 }, (_, i) => ({ path: `/city-${i}`, status: 200, template: 'city' })),
  { path: '/gone', status: 404, template: 'city' },
];

function config() {
  const c = defaultConfig();
  c.lighthouse.everyPageSample = 2;
  c.interactions.runs = { full: 2 };
  c.interactions.flows = [{ name: 'open the menu', template: 'home', before: [], steps: [{ click: 'summary' }] }];
  return c;
}

describe('the measurement plan', () => {
  it('times each representative in every form factor and a changed page in the first, samples the rest', () => {
    const plan = measurementPlan({ pages, config: config(), profile: 'full', foreign: false, changed: ['/city-5'] });
    expect(plan.representatives).toEqual({ home: '/', city: '/city-0' });
    expect(plan.lighthouse.get('/city-0')).toEqual([
      { formFactor: 'mobile', timed: true, runs: 3 },
      { formFactor: 'desktop', timed: true, runs: 1 },
    ]);
    expect(plan.lighthouse.get('/city-5')).toEqual([{ formFactor: 'mobile', timed: true, runs: 3 }]);
    // Sampled for the every-page runs: two pages of the template, the representative and the last in path order.
    expect([...plan.sampled].filter((p) => p !== '/').sort()).toEqual(['/city-0', '/gone']);
    expect(plan.lighthouse.has('/city-2')).toBe(false);
    expect(plan.lighthouse.has('/gone')).toBe(false);
    expect(plan.interactions.map((i) => [i.path, i.runs])).toEqual([['/', 2]]);
    expect(plan.axe.size).toBe(pages.length);
  });

  it('plans no Lighthouse and no lab INP when Lighthouse is off', () => {
    const off = config();
    off.lighthouse.enabled = false;
    const plan = measurementPlan({ pages, config: off, profile: 'full', foreign: false });
    expect(plan.lighthouse.size).toBe(0);
    expect(plan.interactions).toEqual([]);
  });

  it('is all the shard split weighs, as the results record it: a page the plan leaves alone costs the SEO rules only', () => {
    const plan = planRecord(measurementPlan({ pages, config: config(), profile: 'full', foreign: false }));
    // The record is what collect writes into results.json: plain JSON, read back the same.
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
    const before = expectedCosts({ pages, plan });
    expect(before.get('/')!).toBeGreaterThan(EXPECTED_SECONDS.timedRun);
    delete plan.lighthouse['/'];
    plan.interactions = [];
    plan.axe = plan.axe.filter((p) => p !== '/');
    expect(expectedCosts({ pages, plan }).get('/')).toBe(EXPECTED_SECONDS.rules);
    expect(expectedCosts({ pages, plan: null }).get('/city-0')).toBe(EXPECTED_SECONDS.rules);
  });
});
