/**
 * A Lighthouse trace with the machine's share taken out: every task of the page's main thread
 * shortened to the time the thread actually ran on a CPU.
 *
 * Why: Lighthouse times a page by the wall clock. On a machine where other browsers or builds
 * share the cores, the operating system takes the CPU away from the page in the middle of its
 * tasks, and each task's wall time (`dur`) grows while the work it does does not. Chrome records
 * both for every task: `dur` (wall) and `tdur` (the thread's CPU time). On 24 November the same
 * unchanged page read TBT 8–42 ms alone and 122–742 ms beside two browsers loading pages in a loop,
 * while the main thread's CPU time stayed at 146–167 ms in every one of those runs. Auditing the
 * same run again on this trace gives the figures the page itself is responsible for: TBT 0 ms in
 * all of them, and a 300 ms busy loop planted in the page's start-up still reads over 1,000 ms.
 *
 * How: within each top-level task (`RunTask`) of a renderer main thread, every event is moved
 * towards the task's start by the task's CPU ÷ wall ratio, and its duration scaled by it. Tasks
 * start when they started (the wait for a busy CPU between tasks is not the page's either, and
 * Lighthouse's simulation ignores it). What the thread spends waiting inside a task for I/O is
 * removed too; a page's start-up is JavaScript and layout, which is CPU work.
 *
 * Plain JavaScript, shared by the Lighthouse worker (which starts without a TypeScript loader)
 * and the audit; types in cpu-time.d.mts.
 */

const isMainThread = (event, mains) => mains.has(`${event.pid}:${event.tid}`);

/** The renderer main threads of a trace, as `pid:tid`. */
const mainThreads = (events) =>
  new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );

/** @param {{traceEvents: object[]}} trace */
export function onCpuTime(trace) {
  const events = trace.traceEvents;
  const mains = mainThreads(events);
  const byThread = new Map();
  for (const e of events) {
    if (!isMainThread(e, mains)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const moved = new Map();
  for (const list of byThread.values()) {
    const tasks = list
      .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 0 && typeof e.tdur === 'number')
      .sort((a, b) => a.ts - b.ts);
    let i = 0;
    for (const e of [...list].sort((a, b) => a.ts - b.ts)) {
      while (i < tasks.length && tasks[i].ts + tasks[i].dur < e.ts) i++;
      const task = tasks[i];
      if (!task || e.ts < task.ts) continue;
      const ratio = Math.min(1, task.tdur / task.dur);
      const copy = { ...e, ts: task.ts + (e.ts - task.ts) * ratio };
      if (typeof e.dur === 'number') copy.dur = e.dur * ratio;
      moved.set(e, copy);
    }
  }
  return { ...trace, traceEvents: events.map((e) => moved.get(e) ?? e) };
}

/**
 * How busy the machine kept the page: the wall time of its main thread's tasks ÷ their CPU time
 * (about 2 on an idle machine, whose tasks also wait on I/O; 3 to 5 beside two busy browsers).
 * @param {{traceEvents: object[]}} trace
 */
export function mainThreadTimes(trace) {
  const events = trace.traceEvents;
  const mains = mainThreads(events);
  let wallMs = 0;
  let cpuMs = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || typeof e.tdur !== 'number' || !isMainThread(e, mains)) continue;
    wallMs += e.dur / 1000;
    cpuMs += e.tdur / 1000;
  }
  return { wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}
