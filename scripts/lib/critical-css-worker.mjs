/**
 * Worker thread for scripts/lib/critical-css.ts: inlines each page's critical
 * CSS with one Beasties instance, the same work vite-react-ssg would do on
 * its render thread. Pages go through one at a time, as in vite-react-ssg:
 * Beasties keeps the current page's class and id index in module state, so
 * two pages in flight would match selectors against each other's elements.
 * Plain JavaScript because the prerender process runs without tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { FirstScreenBeasties } from './first-paint-css.mjs';

/** Beasties that inlines only the rules of each page's first screen (scripts/lib/first-paint-css.mjs). */
const beasties = new FirstScreenBeasties(workerData);
let queue = Promise.resolve();

async function processPage({ id, html }) {
  try {
    parentPort.postMessage({ id, html: await beasties.process(html) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

parentPort.on('message', (page) => {
  queue = queue.then(() => processPage(page));
});
