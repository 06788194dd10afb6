/**
 * Lab INP: each interaction the configuration scripts (interactions-config.ts) replayed on its
 * template's page in a Lighthouse user flow, timespan mode, phone emulation and a slowed CPU
 * (interaction-worker.mjs, in a worker thread), `runs` times on a fresh page each. The figure reported is the median
 * of the runs; the gate judges the lowest (like TBT in lighthouse.ts: a busy machine only adds
 * time, so the fastest run says what the page itself costs), and a single run over the limit is
 * measured again, up to three runs, before it can fail the audit. Runs one at a time, alone on the machine.
 */
import type Tinypool from 'tinypool';
import { browserWorkers } from './browser-workers';
import { median } from '../median';
import type { Interaction, InteractionsConfig } from '../interactions-config';
import type { FixtureAnswer } from './offline';
import type { InteractionResult, InteractionSummary } from './results';

export interface InteractionJob {
  url: string;
  name: string;
  ready?: string;
  before: Interaction['before'];
  steps: Interaction['steps'];
  cpuSlowdown: number;
  fixtures: { prefix: string; status: number; headers: Record<string, string>; body: string }[];
}

/** The worker that replays interactions in the Chromium listening on `port`: one thread, one run at a time. */
export class InteractionRunner {
  private constructor(
    private readonly pool: Tinypool,
    private readonly port: number,
  ) {}

  static start(port: number): InteractionRunner {
    return new InteractionRunner(browserWorkers(new URL('./interaction-worker.mjs', import.meta.url), 1), port);
  }

  /** One run: INP in ms, or null when Lighthouse recorded no interaction. */
  async measure(job: InteractionJob): Promise<number | null> {
    const answer = (await this.pool.run({ port: this.port, ...job })) as { inpMs?: number | null };
    return answer.inpMs ?? null;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** Fixtures as the worker takes them (the same answers Lighthouse's runs get). */
export const workerFixtures = (prefixes: string[], answer: (url: string) => FixtureAnswer | null) =>
  prefixes.flatMap((prefix) => {
    const hit = answer(prefix);
    return hit ? [{ prefix, status: hit.status, headers: hit.headers, body: hit.body }] : [];
  });

/** Runs an interaction may take while it is over the limit: the lowest of this many is judged. */
export const MAX_INTERACTION_RUNS = 3;

export const runsFor = (config: InteractionsConfig, profile: string): number =>
  config.runs[profile] ?? config.runs.full ?? 3;

const measured = (runs: (number | null)[]) => runs.filter((r): r is number => r !== null);

/** The page an interaction is timed on: its own `path`, or its template's representative. */
export const interactionPage = (flow: Interaction, pathOf: (template: string) => string | undefined) =>
  flow.path ?? pathOf(flow.template);

/** Measures every configured interaction; `pathOf` gives a template's representative page. */
export async function measureInteractions(
  runner: Pick<InteractionRunner, 'measure'>,
  config: InteractionsConfig,
  options: {
    serverUrl: string;
    runs: number;
    pathOf: (template: string) => string | undefined;
    /** A shard's pages (`collect --shard`): only interactions on them are measured here; `assert` joins the shards. */
    only?: ReadonlySet<string>;
    /**
     * Whether lab INP fails the gate on a template (its rule is an error there). Only then is a run
     * over the limit timed again: where the rule warns, no verdict waits on the extra runs. Default: always.
     */
    gates?: (template: string) => boolean;
    fixtures: InteractionJob['fixtures'];
    onProgress?: (done: number, total: number, label: string) => void;
  },
): Promise<InteractionSummary> {
  const started = performance.now();
  const results: InteractionResult[] = [];
  const flows = config.flows
    .map((flow) => ({ flow, path: interactionPage(flow, options.pathOf) }))
    .filter((f): f is { flow: Interaction; path: string } => f.path !== undefined)
    .filter(({ path }) => !options.only || options.only.has(path));
  for (const [i, { flow, path }] of flows.entries()) {
    options.onProgress?.(i, flows.length, `${flow.template}: ${flow.name}`);
    const job: InteractionJob = {
      url: new URL(path, options.serverUrl).href,
      name: flow.name,
      ready: config.ready,
      before: flow.before,
      steps: flow.steps,
      cpuSlowdown: config.cpuSlowdown,
      fixtures: options.fixtures,
    };
    const runs: (number | null)[] = [];
    let error: string | undefined;
    try {
      for (let r = 0; r < options.runs; r++) runs.push(await runner.measure(job));
      // One run over the limit is not yet a verdict: more, until one is within it (the lowest of MAX_INTERACTION_RUNS is judged).
      const gates = options.gates?.(flow.template) ?? true;
      while (gates && runs.length < MAX_INTERACTION_RUNS && Math.min(...measured(runs)) > config.maxInpMs)
        runs.push(await runner.measure(job));
    } catch (e) {
      error = e instanceof Error ? e.message.split('\n')[0] : String(e);
    }
    const ok = measured(runs);
    results.push({
      name: flow.name,
      template: flow.template,
      path,
      runs,
      inpMs: ok.length ? Math.round(median(ok)) : null,
      bestMs: ok.length ? Math.min(...ok) : null,
      ...(error ? { error } : {}),
    });
  }
  options.onProgress?.(flows.length, flows.length, 'done');
  return {
    cpuSlowdown: config.cpuSlowdown,
    maxInpMs: config.maxInpMs,
    results,
    durationMs: Math.round(performance.now() - started),
  };
}
