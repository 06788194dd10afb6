/**
 * The second measurement of a page whose first one missed a timing limit (reproduce.ts): the page
 * and its script-free copy again, and a control run of the copy right beside the copy's, in
 * triples that take turns opening (each variant opens one triple of three), so that no variant has
 * the first place throughout. Without a script-free copy the control is the page timed twice.
 * Only pages that missed are measured again, so a quiet run of a clean build costs nothing more.
 */
import { loadavg } from 'node:os';
import type { Confirmation, VariantFigures } from '../schema/measured';
import type { TimingLimit } from '../reproduce';

/** One Lighthouse run as the confirmation keeps it. */
export interface TimedRun {
  /** As Lighthouse reported it, on the clock. */
  clock: VariantFigures;
  /** As the gate judges vitals: on the page's own CPU time where the run missed a limit on the clock. */
  judged: VariantFigures;
  /** On its own CPU time whatever it read, when the app cost is judged so. */
  cpu: VariantFigures | null;
  benchmarkIndex: number | null;
}

export interface ConfirmOptions {
  missed: TimingLimit[];
  /** Triples to time: the first measurement's runs of the form factor. */
  runs: number;
  page: () => Promise<TimedRun>;
  /** The script-free copy; absent without `lighthouse.appCost`. */
  copy?: () => Promise<TimedRun>;
}

const load = () => Math.round(loadavg()[0] * 100) / 100;

/** Times the triples (pairs without a copy) and returns them as report.json keeps them. */
export async function confirmTiming(options: ConfirmOptions): Promise<Confirmation> {
  const result: Confirmation = {
    missed: options.missed,
    page: [],
    judged: [],
    scriptFree: [],
    control: [],
    controlJudged: [],
    load: [load()],
    benchmarkIndex: null,
  };
  const indexes: number[] = [];
  const pages: TimedRun[] = [];
  const copies: TimedRun[] = [];
  const all: TimedRun[] = [];
  const keep = (run: TimedRun) => {
    if (run.benchmarkIndex !== null) indexes.push(run.benchmarkIndex);
    return run;
  };
  for (let i = 0; i < options.runs; i++) {
    const pair: { a?: TimedRun; b?: TimedRun } = {};
    const page = async () => {
      const run = keep(await options.page());
      result.page.push(run.clock);
      result.judged.push(run.judged);
      pages.push(run);
      if (!options.copy) pair.a = run;
    };
    const copy = async () => {
      const run = keep(await options.copy!());
      result.scriptFree.push(run.clock);
      copies.push(run);
      pair.a = run;
    };
    const control = async () => {
      pair.b = keep(await (options.copy ?? options.page)());
    };
    // The copy and its control stay side by side, so the pair reads the machine of one moment.
    // The first triple opens with the copy: the first measurement's first pair opened with the page.
    const order = options.copy
      ? [
          [copy, control, page],
          [page, copy, control],
          [control, copy, page],
        ][i % 3]
      : i % 2
        ? [page, control]
        : [control, page];
    for (const step of order) await step();
    result.control.push({ a: pair.a!.clock, b: pair.b!.clock });
    result.controlJudged!.push({ a: pair.a!.judged, b: pair.b!.judged });
    all.push(pair.a!, pair.b!);
  }
  // The app cost on CPU time needs every run of both variants re-timed; a run Lighthouse could not re-time leaves it on the clock.
  if (options.copy && all.concat(pages, copies).every((r) => r.cpu)) {
    const cpu = (r: TimedRun) => r.cpu!;
    result.onCpu = {
      page: pages.map(cpu),
      scriptFree: copies.map(cpu),
      control: result.controlJudged!.map((_, i) => ({ a: cpu(all[2 * i]), b: cpu(all[2 * i + 1]) })),
    };
  }
  result.load.push(load());
  result.benchmarkIndex = indexes.length ? Math.min(...indexes) : null;
  return result;
}
