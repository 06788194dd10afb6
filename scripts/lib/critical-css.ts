/**
 * Critical CSS for prerendered pages, on a worker thread. vite-react-ssg runs
 * Beasties on its single render thread, one page at a time, after the page's
 * React render and a jsdom pass; at 1,000 pages that was about a fifth of the
 * prerender. vite.config.ts turns vite-react-ssg's own Beasties off and calls
 * `inlineCriticalCss` from `onPageRendered` instead, so the next pages render
 * while this one is processed on the machine's other cores (two workers: at 1,000 pages one
 * worker was the slower half of the prerender). Same options and
 * same post-processing as vite-react-ssg 0.9.2; what is inlined is the page's
 * first screen only (scripts/lib/first-paint-css.mjs).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Options } from 'beasties';

interface Reply {
  id: number;
  html?: string;
  error?: string;
}

/** What vite-react-ssg passes to Beasties before the site's own `beastiesOptions`. */
const SSG_DEFAULTS: Options = { logLevel: 'warn', external: true, inlineFonts: true, preloadFonts: true };

/** How many workers share the pages: the render thread keeps one core busy, each worker about another. */
const WORKERS = Math.max(1, Math.min(2, availableParallelism()));
/** Pages waiting in every worker before another starts. */
const BACKLOG = 4;

/** One worker and the pages it holds; a worker that dies fails them (and so the build) instead of leaving them waiting. */
function startWorker(workerData: Options & { path: string; publicPath: string }) {
  let nextId = 0;
  const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();
  const worker = new Worker(new URL('./critical-css-worker.mjs', import.meta.url), { workerData });
  let dead: Error | undefined;
  worker.on('message', ({ id, html, error }: Reply) => {
    const job = pending.get(id);
    pending.delete(id);
    // An idle worker must not keep the prerender process alive.
    if (!pending.size) worker.unref();
    if (error !== undefined || html === undefined) job?.reject(new Error(`critical CSS failed: ${error}`));
    else job?.resolve(html);
  });
  const fail = (error: Error) => {
    dead = error;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`critical CSS worker exited (code ${code})`)));
  return {
    get load() {
      return pending.size;
    },
    process(html: string): Promise<string> {
      if (dead) return Promise.reject(dead);
      worker.ref();
      const id = nextId++;
      const promise = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, html });
      return promise;
    },
  };
}

export function criticalCssProcessor(
  outDir: string,
  base: string,
  options: Options,
): (html: string) => Promise<string> {
  const workers: ReturnType<typeof startWorker>[] = [];
  const start = () => startWorker({ ...SSG_DEFAULTS, path: outDir, publicPath: base, ...options });
  return (html) => {
    // Each page to the worker holding fewest (a page's CSS depends only on that page); another worker
    // starts only once every worker has a queue, as starting one costs about a second: a small site never needs it.
    let worker = workers.reduce<ReturnType<typeof startWorker> | undefined>(
      (least, w) => (!least || w.load < least.load ? w : least),
      undefined,
    );
    if (!worker || (worker.load >= BACKLOG && workers.length < WORKERS)) workers.push((worker = start()));
    // vite-react-ssg marks the stylesheet links Beasties leaves as crossorigin.
    return worker
      .process(html)
      .then((out) => out.replace(/<link\srel="stylesheet"/g, '<link rel="stylesheet" crossorigin'));
  };
}
