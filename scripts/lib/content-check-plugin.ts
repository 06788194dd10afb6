/**
 * `npm run dev`: the content check of `npm run validate`, on start and after every change under
 * `content/`, shown in the browser's error overlay (one line per problem, naming file and field)
 * and in the terminal. While the content has problems, a page request gets a page listing them
 * (with the overlay) instead of a page built from bad content or a bare 500; once fixed, open
 * pages reload.
 *
 * The check runs in a child process, exactly as `npm run validate` runs it: content modules are
 * imported by Node, whose module cache cannot forget a file, so a fresh process is the only way
 * to see an edited file (and the dev server never holds stale or half-edited content). About
 * 2–4 s per run, in the background; edits made during a run start one more run after it.
 */
import { execFile } from 'node:child_process';
import { relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/** The validation script and the Node setup every script runs with (package.json `validate`). */
const VALIDATE = ['--import', 'tsx/esm', '--import', './scripts/lib/node-setup.mjs', 'scripts/validate-content.ts'];

/**
 * The problems `npm run validate` reports in `root`, one line each; empty when the content is
 * valid. Its own lines (after "Content validation failed") are two-space indented; anything else
 * it prints on failure (a crash) is passed on whole.
 */
function runContentCheck(root: string, signal?: AbortSignal): Promise<string[]> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      VALIDATE,
      { cwd: root, env: process.env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, signal },
      (error, _stdout, stderr) => {
        if (!error) return resolve([]);
        const listed = stderr
          .split('\n')
          .filter((line) => line.startsWith('  '))
          .map((line) => line.trim());
        resolve(listed.length ? listed : [stderr.trim() || `content check failed: ${error.message}`]);
      },
    );
  });
}

/** The overlay's text: the count, then one problem a line. */
function overlayMessage(problems: readonly string[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return `Content validation failed (${count}), see docs/editing-content.md:\n${problems.join('\n')}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The page served instead of the site while the content has problems; the Vite client shows the overlay and reloads it once fixed. */
function problemsPage(problems: readonly string[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content validation failed</title><script type="module" src="/@vite/client"></script></head><body><pre>${escapeHtml(overlayMessage(problems))}</pre></body></html>`;
}

/** True for a file the content check reads (anything under `content/`). */
const isContent = (root: string, file: string) => relative(root, file).split(sep)[0] === 'content';

/** True for a city page's file (content/cities/{slug}.ts), whose number the build counts. */
const isCityPage = (root: string, file: string) =>
  /^content\/cities\/(?!index\.ts$)[^/]+\.ts$/.test(relative(root, file).split(sep).join('/'));

export function contentCheckPlugin(
  check: (root: string, signal?: AbortSignal) => Promise<string[]> = runContentCheck,
): Plugin {
  let problems: string[] = [];
  /** Ends a check still running when the server closes (or restarts): a server closed by a script, not Ctrl-C, left it running. */
  const closing = new AbortController();
  /** The run in progress (or the last one): page requests wait for it. */
  let current: Promise<void> = Promise.resolve();
  let running = false;
  let again = false;

  function report(server: ViteDevServer, found: string[]): void {
    const wasBroken = problems.length > 0;
    problems = found;
    const hot = server.environments.client.hot;
    if (found.length) {
      server.config.logger.error(overlayMessage(found), { timestamp: true });
      hot.send({ type: 'error', err: { message: overlayMessage(found), stack: '' } });
    } else if (wasBroken) {
      server.config.logger.info('Content OK again', { timestamp: true });
      hot.send({ type: 'full-reload', path: '*' });
    }
  }

  /** Starts a run, or asks for one more after the run in progress (an edit made during it). */
  function schedule(server: ViteDevServer): void {
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = (async () => {
      do {
        again = false;
        const found = await check(server.config.root, closing.signal);
        if (closing.signal.aborted) break;
        if (!again) report(server, found);
      } while (again);
      running = false;
    })();
  }

  return {
    name: 'content-check',
    apply: 'serve',
    configureServer(server) {
      server.httpServer?.once('close', () => closing.abort());
      schedule(server);
      server.watcher.on('all', (event, file) => {
        if (!isContent(server.config.root, file)) return;
        // A city file added or removed changes the number of cities, which Vite's define holds
        // (vite.config.ts `__CITY_COUNT__`): restart to count again (the restart checks content too).
        if ((event === 'add' || event === 'unlink') && isCityPage(server.config.root, file)) void server.restart();
        else schedule(server);
      });
      // A browser that connects (or reconnects) while the content is broken is shown the overlay too.
      server.ws.on('connection', () => {
        if (problems.length)
          server.environments.client.hot.send({ type: 'error', err: { message: overlayMessage(problems), stack: '' } });
      });
      server.middlewares.use((req, res, next) => {
        if (!req.headers.accept?.includes('text/html')) return next();
        current.then(
          () => {
            if (!problems.length) return next();
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(problemsPage(problems));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
