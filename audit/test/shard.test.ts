/**
 * `collect --shard k/n`, then `assert` over every shard's results folder: the shards split the pages
 * by expected cost, each template's timed page in exactly one shard, and the shards asserted as one
 * have the findings, counts, verdict and history line of one unsharded run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { defaultConfig } from '../config';
import type { AxePage } from '../browser/axe';
import { measureInteractions } from '../browser/interactions';
import type { InteractionSummary } from '../browser/results';
import { measurementPlan, planRecord, representatives, type BrowserPage, type PlanInputs } from '../measurement-plan';
import { EXPECTED_SECONDS, assignShards, expectedCosts, parseShard, shardPlan, type CostInputs } from '../shard';
import { collect } from '../collect';
import { judge } from '../judge';
import type { CollectedResults } from '../collected';
import { summarize } from '../history';
import type { AuditReport } from '../report-data';
import { fixtureSite, testConfig, ORIGIN, type FixtureSite } from './fixture-site';
import { lighthouse, scores } from './report-fixture';

// Each run audits the fixture build in full (crawl and every rule): about a second apiece.
vi.setConfig({ testTimeout: 60_000 });

/** The shard split's inputs: the pages and the run's one measurement plan (none when only the SEO rules run). */
const planned = (inputs: Omit<PlanInputs, 'profile'> & { profile: string | null }): CostInputs => ({
  pages: inputs.pages,
  plan: inputs.profile === null ? null : planRecord(measurementPlan({ ...inputs, profile: inputs.profile })),
});

let site: FixtureSite | null = null;
const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-shard-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  site?.cleanup();
  site = null;
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const quiet = () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

/** The fixture site and pages under two folders, some broken in page-level and site-level ways. */
function brokenSite(): FixtureSite {
  const s = fixtureSite();
  const links = [
    '/',
    '/a-page',
    '/b-page',
    ...['1', '2', '3', '4', '5'].flatMap((n) => [`/guides/g-${n}`, `/towns/t-${n}`]),
  ];
  for (const n of ['1', '2', '3', '4', '5']) {
    s.page({ path: `/guides/g-${n}`, links, title: n === '2' ? 'Short' : undefined });
    s.page({
      path: `/towns/t-${n}`,
      links: n === '3' ? [...links, '/towns/missing'] : links,
      // Two towns share a title: a site-level finding, reported on both pages.
      title: n === '4' || n === '5' ? 'Fixture Family Repair: the same town title' : undefined,
    });
  }
  s.page({ path: '/', links });
  return s;
}

const readReport = (dir: string): AuditReport => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
const sortedChecks = (r: AuditReport) => r.checks.map((c) => `${c.ruleId} ${c.page}`).sort();

describe('collect --shard, then assert every shard', () => {
  it('asserts three shards as the findings, counts and verdict of one run', async () => {
    site = brokenSite();
    quiet();
    const whole = temp();
    const measuring = ['--dist', site.dist, '--no-manifest', '--skip-browser', '--no-history'];
    const code = await cli([...measuring, '--format', 'json', '--out', whole]);
    const shards = [1, 2, 3].map(() => temp());
    for (const [i, out] of shards.entries())
      expect(await cli(['collect', ...measuring, '--shard', `${i + 1}/3`, '--out', out])).toBe(0);
    const merged = temp();
    // Any order, and a folder of shard folders as well as the folders themselves.
    expect(
      await cli(['assert', shards[2], shards[0], shards[1], '--no-history', '--format', 'json', '--out', merged]),
    ).toBe(code);
    const one = readReport(whole);
    const many = readReport(merged);
    expect(code).toBe(1);
    expect(one.findings.length).toBeGreaterThan(5);
    // Page-level and site-level findings both.
    expect([...new Set(one.findings.map((f) => f.ruleId))]).toEqual(
      expect.arrayContaining([
        'titles/title-length',
        'titles/title-unique',
        'links/broken-links',
        'content/word-count',
      ]),
    );
    expect(many.findings).toEqual(one.findings);
    expect(many.summary).toEqual(one.summary);
    expect(many.thresholds).toEqual(one.thresholds);
    expect(many.pages).toEqual(one.pages);
    expect(sortedChecks(many)).toEqual(sortedChecks(one));
    expect(many.toolErrors).toEqual([]);
    expect(many.shards?.map((s) => s.index)).toEqual([1, 2, 3]);
    expect(many.shards?.reduce((n, s) => n + s.pages, 0)).toBe(one.pages.length);
  });

  it('refuses a missing or repeated shard and shards of different builds, in one line', async () => {
    site = brokenSite();
    const logs: string[] = [];
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    const args = ['--dist', site.dist, '--no-manifest', '--only', 'titles', '--no-history'];
    const judging = ['--no-history', '--format', 'json', '--out'];
    const [a, b] = [temp(), temp()];
    await cli(['collect', ...args, '--shard', '1/2', '--out', a]);
    expect(await cli(['assert', a, ...judging, temp()])).toBe(2);
    expect(logs.at(-1)).toMatch(/^assert: shard 2\/2 is missing; /);
    expect(await cli(['assert', a, a, ...judging, temp()])).toBe(2);
    expect(logs.at(-1)).toMatch(/shard 1\/2 is given twice/);
    site.page({ path: '/guides/g-1', title: 'Fixture Family Repair: a page that changed between the shards' });
    await cli(['collect', ...args, '--shard', '2/2', '--out', b]);
    expect(await cli(['assert', a, b, ...judging, temp()])).toBe(2);
    expect(logs.at(-1)).toMatch(/audited different builds/);
    expect(await cli(['collect', ...args, '--shard', '3/2'])).toBe(2);
    expect(logs.at(-1)).toMatch(/^--shard 3\/2: expected k\/n/);
  });

  it('joins browser results before they become findings, so counts across pages are one run’s', async () => {
    site = brokenSite();
    const config = testConfig();
    const run = (shard?: { index: number; count: number }) =>
      collect({
        dist: site!.dist,
        config,
        only: ['titles', 'links', 'content'],
        manifest: null,
        origin: ORIGIN,
        redirects: [],
        foreign: true,
        shard,
      });
    const whole = await run();
    const paths = whole.pages.filter((p) => p.status === 200).map((p) => p.path);
    // Stand-ins for axe and Lighthouse: a violation on two pages, a low score and a slow LCP on one each.
    const axe: AxePage[] = paths.map((path, i) => ({
      path,
      template: path.split('/')[1] ? `/${path.split('/')[1]}/*` : '/',
      status: 200,
      violations:
        i % 4 === 1
          ? [
              {
                id: 'color-contrast',
                impact: 'serious',
                help: 'Contrast',
                description: 'd',
                helpUrl: 'u',
                nodes: [{ target: 'p', html: '<p>', summary: '' }],
              },
            ]
          : [],
      smallTargets: [],
      targetsChecked: 1,
      hiddenFocus: [],
      focusablesChecked: 1,
      outside: [],
      errors: [],
      durationMs: 1,
    }));
    const lh = [
      lighthouse(paths[0], scores(0.8), { template: '/', representative: true }),
      lighthouse(paths[3], scores(0.99), {
        metrics: { lcpMs: 4000, tbtMs: 0, cls: 0, fcpMs: 1, siMs: 1 },
        performanceRuns: [0.99, 0.99, 0.99],
      }),
      lighthouse(paths[3], scores(0.7), { formFactor: 'desktop' }),
    ];
    // Lab INP: two scripted interactions on pages of different shards, one past the limit.
    config.interactions.flows = [
      { name: 'open the menu', template: '/', before: [], steps: [{ click: 'summary' }] },
      { name: 'filter', template: 'other', path: paths[3], before: [], steps: [{ click: 'button' }] },
    ];
    const result = (name: string, template: string, path: string, inpMs: number) => ({
      name,
      template,
      path,
      runs: [inpMs, inpMs, inpMs],
      inpMs,
      bestMs: inpMs,
    });
    const interactions: InteractionSummary = {
      cpuSlowdown: 4,
      maxInpMs: 50,
      results: [result('open the menu', '/', paths[0], 120), result('filter', 'other', paths[3], 30)],
      durationMs: 9,
    };
    const raw = { profile: 'full', representatives: { '/': paths[0] }, durationMs: { axe: 5, lighthouse: 7 } };
    // The stand-ins' share of a part's pages, as if its browser had measured them, under the full profile's plan.
    const plan = planRecord(
      measurementPlan({ pages: whole.pages, config, profile: 'full', foreign: true, manifestOrder: [] }),
    );
    const measured = (results: CollectedResults): CollectedResults => {
      const mine = new Set(results.shard?.pages ?? paths);
      return {
        ...results,
        measuring: { ...results.measuring, profile: 'full' },
        plan,
        browser: {
          ...raw,
          axe: axe.filter((p) => mine.has(p.path)),
          lighthouse: lh.filter((p) => mine.has(p.path)),
          interactions: { ...interactions, results: interactions.results.filter((r) => mine.has(r.path)) },
        },
      };
    };
    const shards = [];
    for (const index of [3, 1, 2]) shards.push(measured(await run({ index, count: 3 })));
    const merged = judge(shards, config, { configPath: null });
    // Collected again: the flows are the measuring part of the configuration, and assert checks it is the one measured with.
    const expected = judge([measured(await run())], config, { configPath: null });
    expect(merged.findings).toEqual(expected.findings);
    expect(merged.thresholds).toEqual(expected.thresholds);
    expect(merged.summary).toEqual(expected.summary);
    expect(merged.findings.filter((f) => f.ruleId.startsWith('axe/'))).not.toEqual([]);
    expect(merged.thresholds.find((t) => t.name === 'axe violations (elements)')?.actual).toBe(
      axe.filter((p) => p.violations.length).length,
    );
    expect(merged.findings.filter((f) => f.ruleId === 'lighthouse/interaction-to-next-paint')).toHaveLength(1);
    expect(merged.browser?.interactions?.results).toEqual(interactions.results);
    const line = (r: AuditReport) => ({ ...summarize(r), generatedAt: '' });
    expect(line(merged)).toEqual(line(expected));
  });

  it('times each interaction in the shard that holds its page, never in every shard', async () => {
    const config = testConfig().interactions;
    config.flows = [
      { name: 'open the menu', template: 'home', before: [], steps: [{ click: 'summary' }] },
      { name: 'filter', template: 'library', before: [], steps: [{ click: 'button' }] },
    ];
    const timed: string[] = [];
    const runner = { measure: async (job: { url: string }) => (timed.push(new URL(job.url).pathname), 20) };
    const reps: Record<string, string> = { home: '/', library: '/blog-faq' };
    const options = { serverUrl: 'http://127.0.0.1:1', runs: 1, pathOf: (t: string) => reps[t], fixtures: [] };
    const shard = await measureInteractions(runner, config, { ...options, only: new Set(['/blog-faq', '/about']) });
    expect(shard.results.map((r) => r.path)).toEqual(['/blog-faq']);
    expect(timed).toEqual(['/blog-faq']);
    const whole = await measureInteractions(runner, config, options);
    expect(whole.results.map((r) => r.path)).toEqual(['/', '/blog-faq']);
  });
});

describe('the split', () => {
  const config = defaultConfig();
  // As this site's audit.config.json: Lighthouse's every-page categories on 4 pages per template.
  config.lighthouse.everyPageSample = 4;
  const pages: BrowserPage[] = [
    ...Array.from({ length: 60 }, (_, i) => ({
      path: `/city-${String(i).padStart(2, '0')}`,
      status: 200,
      template: 'city',
    })),
    ...Array.from({ length: 9 }, (_, i) => ({ path: `/brand-${i}`, status: 200, template: 'brand' })),
    ...Array.from({ length: 10 }, (_, i) => ({ path: `/service-${i}`, status: 200, template: 'service' })),
    { path: '/', status: 200, template: 'home' },
    { path: '/404', status: 404, template: 'not-found' },
  ];

  it('reads k/n and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '2', 'a/b', '1/0']) expect(() => parseShard(bad)).toThrow(/expected k\/n/);
  });

  it('times every template once overall, each page in exactly one shard, deterministically', () => {
    const inputs = { pages, config, profile: 'full', foreign: false };
    const plans = [1, 2, 3, 4].map((index) => shardPlan(planned(inputs), { index, count: 4 }));
    const all = plans.flatMap((p) => p.pages);
    expect(all.sort()).toEqual(pages.map((p) => p.path).sort());
    const reps = Object.values(representatives(pages, config));
    for (const rep of reps) expect(plans.filter((p) => p.pages.includes(rep))).toHaveLength(1);
    const shuffled = shardPlan(planned({ ...inputs, pages: [...pages].reverse() }), { index: 2, count: 4 });
    expect(shuffled.pages).toEqual(plans[1].pages);
    // Something that is no page (robots.txt, the sitemap, the site) is shard 1's alone.
    expect(plans.map((p) => p.owns('/sitemap.xml'))).toEqual([true, false, false, false]);
    expect(plans.map((p) => p.owns(null))).toEqual([true, false, false, false]);
  });

  it('balances by expected cost: a timed page weighs many untimed ones', () => {
    const costs = expectedCosts(planned({ pages, config, profile: 'full', foreign: false }));
    const rep = representatives(pages, config).city;
    expect(costs.get(rep)!).toBeGreaterThan(10 * costs.get('/city-10')!);
    for (const count of [2, 3, 4]) {
      const assigned = assignShards(costs, count);
      const loads = Array.from({ length: count }, () => 0);
      for (const [path, shard] of assigned) loads[shard - 1] += costs.get(path)!;
      const ideal = loads.reduce((a, b) => a + b) / count;
      expect(Math.max(...loads)).toBeLessThanOrEqual(ideal + Math.max(...costs.values()));
    }
    // The SEO rules alone: every page costs the same, so the shards hold a quarter of the pages each.
    const seoOnly = assignShards(expectedCosts(planned({ pages, config, profile: null, foreign: false })), 4);
    const sizes = [1, 2, 3, 4].map((k) => [...seoOnly.values()].filter((s) => s === k).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it("weighs axe only on the pages a profile samples, and times changed pages up to the profile's own limit", () => {
    const sampled = defaultConfig();
    sampled.profiles.gate = { lighthouse: { everyPage: false, changedPages: 0 }, axe: { pagesPerTemplate: 1 } };
    const rep = representatives(pages, sampled).city;
    const costOf = (profile: string, changed: string[]) =>
      expectedCosts(planned({ pages, config: sampled, profile, foreign: false, changed }));
    // Full: axe on every page, and a changed page timed. The sampling profile: neither on a changed non-representative.
    expect(costOf('full', ['/city-10']).get('/city-10')!).toBeGreaterThan(EXPECTED_SECONDS.timedRun);
    expect(costOf('gate', ['/city-10']).get('/city-10')).toBe(EXPECTED_SECONDS.rules);
    expect(costOf('gate', []).get(rep)!).toBeGreaterThan(EXPECTED_SECONDS.axe);
  });

  it('weighs lab INP on the page each interaction is timed on, three runs each while it may be over the limit', () => {
    const withFlows = defaultConfig();
    withFlows.lighthouse.everyPageSample = 4;
    withFlows.interactions.runs = { full: 3, fast: 1 };
    const home = representatives(pages, withFlows).home;
    const homeCost = (profile: string) =>
      expectedCosts(planned({ pages, config: withFlows, profile, foreign: false })).get(home)!;
    const before = { full: homeCost('full'), fast: homeCost('fast') };
    withFlows.interactions.flows = [
      { name: 'open the menu', template: 'home', before: [], steps: [{ click: 'summary' }] },
      { name: 'next slide', template: 'home', before: [], steps: [{ click: 'button' }] },
    ];
    // A fast run measures once, and twice more while the interaction is over the limit: the split expects the slow case.
    for (const profile of ['full', 'fast'] as const)
      expect(homeCost(profile) - before[profile]).toBeCloseTo(2 * 3 * EXPECTED_SECONDS.interactionRun);
  });
});
