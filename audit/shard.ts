/**
 * `collect --shard k/n`: which pages shard k of n measures. Lighthouse advises scaling out across machines,
 * never running it concurrently on one, so a large site is split across CI runners: every shard
 * crawls the whole build (site rules need every page) and keeps the results of its own pages, and
 * `assert` (judge.ts) judges the shards' results folders as one run.
 *
 * The split is decided by each shard alone, from what every shard sees alike (the crawled pages and
 * the run's measurement plan as the results record it, measurement-plan.ts: the same for every shard), so the shards agree
 * without talking to each other. It is balanced by expected cost rather than by page count: pages
 * of a template cost about the same (axe and the SEO rules), while the page that represents its
 * template also carries Lighthouse's timed runs, and sampled pages its every-page runs. Each
 * representative lives in exactly one shard, so every template is timed exactly once overall.
 */
import type { BrowserPage, PlanRecord } from './measurement-plan';

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

/** "2/4" → { index: 2, count: 4 }; anything else is a usage error naming the form. */
export function parseShard(text: string): ShardSpec {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`--shard ${text}: expected k/n with 1 ≤ k ≤ n, e.g. --shard 2/4 (argument).`);
  return { index, count };
}

/**
 * Expected seconds of each part of a page's audit on a 2-core machine, measured on the fast-profile
 * gate of the 121-page site (26 November; `scripts/bench/shard-costs.ts` reads them off any report):
 * axe 1.1 s a page (two at a time), a timed Lighthouse run 9 s, a lab INP run of one scripted
 * interaction 4.5 s (a fresh load at 4× CPU, then the timespan), the SEO rules 0.05 s. An
 * every-page Lighthouse run (Accessibility, Best Practices and SEO) keeps its measured ratio to a
 * timed run from the 1,081-page run, 4 : 3. Only the ratios matter: they decide which shard a page
 * goes to, and the merged report sets each shard's expected share beside its measured time.
 */
export const EXPECTED_SECONDS = { rules: 0.05, axe: 1.1, timedRun: 9, everyPageRun: 12, interactionRun: 4.5 } as const;

export interface CostInputs {
  pages: BrowserPage[];
  /** The run's measurement plan, as the results record it; null when only the SEO rules run (`--skip-browser`, `--only`). */
  plan: PlanRecord | null;
}

/** Each page's expected cost in seconds: the SEO rules, and what the measurement plan has the browser do on it. */
export function expectedCosts({ pages, plan }: CostInputs): Map<string, number> {
  const costs = new Map<string, number>(pages.map((p) => [p.path, EXPECTED_SECONDS.rules]));
  if (plan === null) return costs;
  const add = (path: string, seconds: number) => costs.set(path, costs.get(path)! + seconds);
  const axe = new Set(plan.axeEnabled ? plan.axe : []);
  for (const page of pages) {
    if (axe.has(page.path)) add(page.path, EXPECTED_SECONDS.axe);
    for (const pass of plan.lighthouse[page.path] ?? [])
      add(page.path, pass.timed ? pass.runs * EXPECTED_SECONDS.timedRun : EXPECTED_SECONDS.everyPageRun);
  }
  // Lab INP: each interaction is timed on its page, in the shard that holds it (browser/interactions.ts).
  for (const { path, expectedRuns } of plan.interactions)
    if (costs.has(path)) add(path, expectedRuns * EXPECTED_SECONDS.interactionRun);
  return costs;
}

/**
 * Pages to shards (1..count), deterministically: the costliest page first (then by path), each to
 * the shard with the least expected cost so far (then the lowest number). Greedy longest-first keeps
 * the heaviest shard within the cost of one page of the ideal share.
 */
export function assignShards(costs: Map<string, number>, count: number): Map<string, number> {
  const loads = Array.from({ length: count }, () => 0);
  const out = new Map<string, number>();
  const order = [...costs].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [path, cost] of order) {
    let least = 0;
    for (let i = 1; i < count; i++) if (loads[i] < loads[least] - 1e-9) least = i;
    loads[least] += cost;
    out.set(path, least + 1);
  }
  return out;
}

export interface ShardPlan {
  spec: ShardSpec;
  /** This shard's pages, in path order. */
  pages: string[];
  /** Whether this shard keeps a finding, check or tool error about `page` (null: the site as a whole). */
  owns: (page: string | null) => boolean;
  /** Expected seconds of this shard and of the whole audit. */
  expectedSeconds: number;
  totalExpectedSeconds: number;
}

/** This shard's share. A finding about something that is no page (`/robots.txt`, `/sitemap.xml`, the site) belongs to shard 1. */
export function shardPlan(inputs: CostInputs, spec: ShardSpec): ShardPlan {
  const costs = expectedCosts(inputs);
  const assigned = assignShards(costs, spec.count);
  const pages = [...assigned]
    .filter(([, shard]) => shard === spec.index)
    .map(([path]) => path)
    .sort();
  const sum = (paths: string[]) => paths.reduce((n, p) => n + costs.get(p)!, 0);
  return {
    spec,
    pages,
    owns: (page) => (page === null ? 1 : (assigned.get(page) ?? 1)) === spec.index,
    expectedSeconds: Math.round(sum(pages) * 10) / 10,
    totalExpectedSeconds: Math.round(sum([...costs.keys()]) * 10) / 10,
  };
}
