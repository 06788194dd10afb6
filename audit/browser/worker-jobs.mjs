/**
 * The message loop both Lighthouse workers run (lighthouse-worker.mjs, interaction-worker.mjs):
 * each job message is answered with `{ id, ...result }` or `{ id, error }`, and "close" drops the
 * connection to the shared Chromium (never closing it: the audit owns it) and ends the thread.
 */
import { parentPort } from 'node:worker_threads';

/**
 * @param {(job: { id: number }) => Promise<object>} run
 * @param {() => Promise<void>} disconnect
 */
export function serveJobs(run, disconnect) {
  parentPort.on('message', (job) => {
    if (job === 'close') {
      void disconnect().finally(() => process.exit(0));
      return;
    }
    run(job).then(
      (result) => parentPort.postMessage({ id: job.id, ...result }),
      (error) =>
        parentPort.postMessage({
          id: job.id,
          error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error),
        }),
    );
  });
}
