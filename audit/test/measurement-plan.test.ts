/**
 * The measurement plan (audit/measurement-plan.ts) is the one place that decides which pages each
 * browser tool measures and how often; the shard split weighs the plan as the results record it, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_PAGE_CATEGORIES, defaultConfig, loadConfig } from '../config';
import { measurementPlan, planRecord, type BrowserPage } from '../measurement-plan';
import { EXPECTED_SECONDS, expectedCosts } from '../shard';

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

describe('the committed configuration', () => {
  // A site shaped like this one: a home page, 40 city pages, 8 services, 3 posts, an about page and the 404 page.
  const site: BrowserPage[] = [
    { path: '/', status: 200, template: 'home' },
    ...Array.from({ length: 40 }, (_, i) => ({ path: `/appliance-repair-city-${i}`, status: 200, template: 'city' })),
    ...Array.from({ length: 8 }, (_, i) => ({ path: `/service-${i}`, status: 200, template: 'service' })),
    ...Array.from({ length: 3 }, (_, i) => ({ path: `/blog/post-${i}`, status: 200, template: 'blog-post' })),
    { path: '/about', status: 200, template: 'about' },
    { path: '/404', status: 404, template: 'not-found' },
  ];
  const answering = site.filter((p) => p.status === 200).map((p) => p.path);

  it('full profile: Accessibility, Best Practices and SEO on every page answering 200, Performance timed one page a template', async () => {
    const { config } = await loadConfig('audit.config.json');
    const plan = measurementPlan({ pages: site, config, profile: 'full', foreign: false, changed: [] });
    expect(plan.sampleSize).toBeNull();
    // Every page gets a mobile pass: the timed page's first run gathers every category, any other page one
    // every-page run of the three untimed ones (browser/lighthouse.ts).
    expect(EVERY_PAGE_CATEGORIES).toEqual(['accessibility', 'best-practices', 'seo']);
    const scored = answering.filter((path) =>
      plan.lighthouse.get(path)?.some((pass) => pass.formFactor === config.lighthouse.metricsFormFactor),
    );
    expect(scored).toEqual(answering);
    expect(plan.lighthouse.has('/404')).toBe(false);
    // Performance stays where it was: the representatives (and changed pages), three mobile runs and one desktop.
    const timed = [...plan.lighthouse].filter(([, passes]) => passes.some((p) => p.timed)).map(([path]) => path);
    expect(timed.sort()).toEqual(['/', '/about', '/appliance-repair-city-0', '/blog/post-0', '/service-0']);
    expect(plan.lighthouse.get('/appliance-repair-city-7')).toEqual([{ formFactor: 'mobile', timed: false, runs: 1 }]);
    expect(plan.lighthouse.get('/service-0')).toEqual([
      { formFactor: 'mobile', timed: true, runs: 3 },
      { formFactor: 'desktop', timed: true, runs: 1 },
    ]);
  });

  it('fast profile (npm test) as before: Lighthouse on the timed page of each template only, axe on one a template', async () => {
    const { config } = await loadConfig('audit.config.json');
    const plan = measurementPlan({ pages: site, config, profile: 'fast', foreign: false, changed: [] });
    expect([...plan.lighthouse.keys()].sort()).toEqual([
      '/',
      '/about',
      '/appliance-repair-city-0',
      '/blog/post-0',
      '/service-0',
    ]);
    expect([...plan.lighthouse.values()].flat()).toEqual(
      Array.from({ length: 5 }, () => ({ formFactor: 'mobile', timed: true, runs: 1 })),
    );
    expect(plan.axe.size).toBe(6);
  });
});
