/** Types of cpu-time.mjs (plain JavaScript so the Lighthouse worker can import it). */
export interface TraceLike {
  traceEvents: Record<string, unknown>[];
}
/** The trace with each main-thread task shortened to its CPU time. */
export function onCpuTime<T extends TraceLike>(trace: T): T;
/** Wall and CPU milliseconds of the page's main-thread tasks. */
export function mainThreadTimes(trace: TraceLike): { wallMs: number; cpuMs: number };
