/**
 * Lab INP: one scripted interaction per job, measured by a Lighthouse user flow in timespan
 * mode, in a worker thread for the same reason as lighthouse-worker.mjs (Lighthouse keeps global
 * timing marks). The page is opened with the phone's screen and user agent already set, then, once
 * the configured `ready` selector is in the page (the app has started), the timespan starts
 * with Lighthouse's mobile emulation and a CPU slowed `cpuSlowdown` times (DevTools throttling: a
 * timespan cannot be simulated), the steps run as a visitor's taps and keystrokes, and it ends.
 * Plain JavaScript so the worker starts without a TypeScript loader.
 *
 * in:  { url, port, name, ready, steps: [{ click } | { type, text } | { press }], before: the same, not measured,
 *        cpuSlowdown, fixtures: [{prefix, status, headers, body}] }
 * out: { inpMs: number | null }; a run that fails throws.
 */
import { startFlow } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { connectedBrowser } from './browser-connection.mjs';
import { routeFixtures } from './route-fixtures.mjs';

export { disconnect } from './browser-connection.mjs';

/** How long a step waits for its element: a selector that matches nothing fails the run, naming it, in this time. */
const STEP_TIMEOUT_MS = 10_000;
const TYPING_DELAY_MS = 120;
/** How long a step waits for the browser's Event Timing entry of its last input (see settle). */
const SETTLE_MS = 1_000;

/** Lighthouse's mobile settings, with DevTools throttling (a timespan cannot be simulated) and the configured CPU slowdown. */
function flowConfig(cpuSlowdown) {
  return {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      screenEmulation: constants.screenEmulationMetrics.mobile,
      emulatedUserAgent: constants.userAgents.mobile,
      throttlingMethod: 'devtools',
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      // Only INP is read: the other timespan audits would cost seconds a run for nothing.
      onlyAudits: ['interaction-to-next-paint'],
    },
  };
}

async function perform(page, step) {
  if (step.click) {
    await page.waitForSelector(step.click, { visible: true, timeout: STEP_TIMEOUT_MS });
    await page.click(step.click);
  } else if (step.type) {
    await page.waitForSelector(step.type, { visible: true, timeout: STEP_TIMEOUT_MS });
    await page.focus(step.type);
    // A key every 120 ms, as a quick typist: each keystroke is its own interaction, not queued behind the last.
    await page.keyboard.type(step.text ?? '', { delay: TYPING_DELAY_MS });
  } else if (step.press) {
    await page.keyboard.press(step.press);
  }
  await settle(page);
}

/**
 * Watches the page's inputs and the browser's Event Timing entries (installed before the timespan starts):
 * `lastInput` is the latest input event's timestamp, `lastEntry` the start of the latest entry reported.
 * (These functions run in the page, hence globalThis.)
 */
async function watchInputs(page) {
  await page.evaluate(() => {
    const watch = { lastInput: -1, lastEntry: -1 };
    globalThis.__labInp = watch;
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup']) {
      globalThis.addEventListener(type, (event) => (watch.lastInput = Math.max(watch.lastInput, event.timeStamp)), {
        capture: true,
      });
    }
    new globalThis.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.lastEntry = Math.max(watch.lastEntry, entry.startTime);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/**
 * Waits until the browser has reported the last input's Event Timing entry, which it does only once the
 * frame after the input is presented: ending the timespan sooner loses a slow click's entry from the trace
 * (a busy machine read a 150 ms click as 9 ms). An input quicker than the browser's 16 ms floor gets no
 * entry, so the wait ends after SETTLE_MS without one.
 */
async function settle(page) {
  await page.evaluate(
    (limitMs) =>
      new Promise((resolve) => {
        const watch = globalThis.__labInp;
        const started = globalThis.performance.now();
        const check = () => {
          // (No watch after a step that loaded another page: nothing to wait for.)
          const reported = !watch || watch.lastEntry >= watch.lastInput;
          if (reported || globalThis.performance.now() - started > limitMs) resolve(undefined);
          else globalThis.requestAnimationFrame(check);
        };
        globalThis.requestAnimationFrame(check);
      }),
    SETTLE_MS,
  );
}

/** INP as Lighthouse computed it over the timespan: the slowest interaction's latency, ms. */
function interactionsOf(lhr) {
  const inp = lhr.audits['interaction-to-next-paint'];
  const value = inp?.numericValue;
  // No figure when Lighthouse found no interaction in the trace (a quick one under the browser's event-timing
  // floor, and now and then a slow one it missed): "not measured", never "fast", so a miss cannot hide a slow page.
  return { inpMs: typeof value === 'number' ? Math.round(value) : null };
}

export default async function run(job) {
  const browser = await connectedBrowser(job.port);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const screen = constants.screenEmulationMetrics.mobile;
    await page.setUserAgent(constants.userAgents.mobile);
    await page.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await routeFixtures(page, job.fixtures);
    await page.goto(job.url, { waitUntil: 'load' });
    if (job.ready) await page.waitForSelector(job.ready, { timeout: 20_000 });
    await watchInputs(page);
    for (const step of job.before ?? []) await perform(page, step);
    const flow = await startFlow(page, { config: flowConfig(job.cpuSlowdown), flags: { logLevel: 'error' } });
    await flow.startTimespan({ name: job.name });
    for (const step of job.steps) await perform(page, step);
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no timespan for ${job.url}`);
    if (lhr.runtimeError) throw new Error(`${job.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return interactionsOf(lhr);
  } finally {
    await context.close().catch(() => undefined);
  }
}
