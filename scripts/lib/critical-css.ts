/**
 * Critical CSS for prerendered pages, on a worker thread. vite-react-ssg runs
 * Beasties on its single render thread, one page at a time, after the page's
 * React render and a jsdom pass; at 1,000 pages that was about a fifth of the
 * prerender. vite.config.ts turns vite-react-ssg's own Beasties off and calls
 * `inlineCriticalCss` from `onPageRendered` instead, so the next pages render
 * while this one is processed on the machine's other core. Same options and
 * same post-processing as vite-react-ssg 0.9.2; what is inlined is the page's
 * first screen only (scripts/lib/first-paint-css.mjs).
 */
import { Worker } from 'node:worker_threads';
import type { Options } from 'beasties';

interface Reply {
  id: number;
  html?: string;
  error?: string;
}

/** What vite-react-ssg passes to Beasties before the site's own `beastiesOptions`. */
const SSG_DEFAULTS: Options = { logLevel: 'warn', external: true, inlineFonts: true, preloadFonts: true };

export function criticalCssProcessor(
  outDir: string,
  base: string,
  options: Options,
): (html: string) => Promise<string> {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();

  function start(): Worker {
    const created = new Worker(new URL('./critical-css-worker.mjs', import.meta.url), {
      workerData: { ...SSG_DEFAULTS, path: outDir, publicPath: base, ...options },
    });
    created.on('message', ({ id, html, error }: Reply) => {
      const job = pending.get(id);
      pending.delete(id);
      // An idle worker must not keep the prerender process alive.
      if (!pending.size) created.unref();
      if (error !== undefined || html === undefined) job?.reject(new Error(`critical CSS failed: ${error}`));
      else job?.resolve(html);
    });
    // A worker that dies fails the pages it held (and so the build) instead of leaving them waiting.
    const fail = (error: Error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
      worker = undefined;
    };
    created.on('error', fail);
    created.on('exit', (code) => fail(new Error(`critical CSS worker exited (code ${code})`)));
    return created;
  }

  return (html) => {
    worker ??= start();
    worker.ref();
    const id = nextId++;
    const promise = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, html });
    // vite-react-ssg marks the stylesheet links Beasties leaves as crossorigin.
    return promise.then((out) => out.replace(/<link\srel="stylesheet"/g, '<link rel="stylesheet" crossorigin'));
  };
}
