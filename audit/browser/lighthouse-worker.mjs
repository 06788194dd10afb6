/**
 * One Lighthouse run per job, in a worker thread of the pool (browser-workers.ts): Lighthouse
 * keeps global timing marks, so two runs in one thread crash each other; workers let the
 * every-page runs go in parallel against the one shared Chromium.
 * Plain JavaScript so the worker starts without a TypeScript loader.
 * Each run starts with Lighthouse rating the machine (BenchmarkIndex: two 500 ms busy loops in the
 * page). Lighthouse 12 has no setting to skip or reuse it, and patching its internals breaks
 * silently on an upgrade, so every run pays that second (audit/README.md, "Libraries where they are kept").
 *
 * in:  { url, port, formFactor, categories, flags, fixtures: [{prefix, status, headers, body}],
 *        cpuTime?: { performance, lcpMs, tbtMs, cls } (limits: past any of them, the run is audited again on CPU time),
 *        alwaysOnCpu?: boolean (audit every run again on CPU time: the app cost compares two variants, and the
 *        machine stretches the one with more work more, within the limits or not) }
 * out: { lhr, requests: string[], onCpu?: { score, metrics: { lcpMs, tbtMs, cls, fcpMs, siMs }, wallMs, cpuMs, missed } };
 *      a run that fails throws.
 */
import lighthouse, { auditFlowArtifacts, desktopConfig } from 'lighthouse';
import { mainThreadTimes, onCpuTime } from './cpu-time.mjs';
import { connectedBrowser } from './browser-connection.mjs';
import { routeFixtures } from './route-fixtures.mjs';

export { disconnect } from './browser-connection.mjs';

const numeric = (lhr, id) => lhr.audits[id]?.numericValue;

/** Whether a performance run missed a limit on the clock (only then is it worth auditing again). */
function missesLimits(lhr, limits) {
  const score = lhr.categories.performance?.score;
  if (score === undefined || lhr.runtimeError) return false;
  return (
    score === null ||
    score < limits.performance ||
    numeric(lhr, 'largest-contentful-paint') > limits.lcpMs ||
    numeric(lhr, 'total-blocking-time') > limits.tbtMs ||
    numeric(lhr, 'cumulative-layout-shift') > limits.cls
  );
}

/**
 * The same run audited again with the page's main-thread tasks shortened to their CPU time
 * (cpu-time.mjs): nothing is loaded again, Lighthouse only recomputes its figures. Returns null
 * when Lighthouse cannot read the changed trace; the run is then judged on the clock alone.
 */
async function reaudit(result, flags, formFactor) {
  try {
    const artifacts = { ...result.artifacts, Trace: onCpuTime(result.artifacts.Trace) };
    const flow = await auditFlowArtifacts(
      { gatherSteps: [{ artifacts, flags }], name: 'on CPU time' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = flow.steps[0]?.lhr;
    if (!lhr || lhr.runtimeError) return null;
    const metrics = {
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time') ?? 0,
      cls: numeric(lhr, 'cumulative-layout-shift') ?? 0,
      fcpMs: numeric(lhr, 'first-contentful-paint') ?? 0,
      siMs: numeric(lhr, 'speed-index') ?? 0,
    };
    return {
      score: lhr.categories.performance?.score ?? null,
      metrics: metrics.lcpMs === undefined ? null : metrics,
      ...mainThreadTimes(result.artifacts.Trace),
    };
  } catch {
    return null;
  }
}

export default async function run(job) {
  const browser = await connectedBrowser(job.port);
  // A fresh context per run: empty cache and storage; parallel runs cannot disturb each other.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await routeFixtures(page, job.fixtures);
    const flags = { port: job.port, output: 'json', logLevel: 'error', onlyCategories: job.categories, ...job.flags };
    const result = await lighthouse(job.url, flags, job.formFactor === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${job.url}`);
    const requests = (result.artifacts.DevtoolsLog ?? [])
      .filter((e) => e.method === 'Network.requestWillBeSent')
      .map((e) => e.params.request.url);
    const missed = Boolean(job.cpuTime) && missesLimits(result.lhr, job.cpuTime);
    const onCpu = missed || (job.cpuTime && job.alwaysOnCpu) ? await reaudit(result, flags, job.formFactor) : undefined;
    // `missed`: the run missed a limit on the clock, so its vitals are judged on CPU time too; otherwise only the app cost reads it.
    return { lhr: result.lhr, requests, ...(onCpu ? { onCpu: { ...onCpu, missed } } : {}) };
  } finally {
    await context.close().catch(() => undefined);
  }
}
