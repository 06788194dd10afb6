/**
 * The worker threads that drive the audit's one Chromium (lighthouse-worker.mjs,
 * interaction-worker.mjs), pooled by tinypool. Each thread runs one job at a time: Lighthouse
 * keeps global timing marks, so two runs in one thread crash each other. A thread keeps its
 * DevTools connection between jobs (browser-connection.mjs) and drops it before it ends.
 */
import Tinypool from 'tinypool';

export function browserWorkers(worker: URL, threads: number): Tinypool {
  return new Tinypool({
    filename: worker.href,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: 1,
    // Between jobs the thread's event loop keeps serving its DevTools socket; atomics would block it.
    useAtomics: false,
    // Plain JavaScript workers: no TypeScript loader inherited from the audit's own process.
    execArgv: [],
    teardown: 'disconnect',
  });
}
