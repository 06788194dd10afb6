/**
 * `npm run dev` checks content as `npm run validate` does (scripts/lib/content-check-plugin.ts):
 * a Vite dev server on a copy of the repository, a field broken while it runs, the problem in
 * the error overlay's payload and on the page instead of the site, and a reload once fixed; a city
 * file added restarts it, so the number of cities (a define) is counted again.
 * Every wait is on an event the server sends (or a request it answers after its check).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type HotPayload, type ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { repoCopy } from './repo-copy';

const copy = repoCopy('dev-check-');
let server: ViteDevServer | undefined;
afterAll(() => server?.close());

/** Payloads the server sends to browsers; `next(type)` resolves with the next one of that type. */
function recordPayloads(dev: ViteDevServer) {
  const waiting: { type: string; resolve: (p: HotPayload) => void }[] = [];
  const hot = dev.environments.client.hot;
  const send = hot.send.bind(hot);
  hot.send = ((payload: HotPayload) => {
    const i = waiting.findIndex((w) => w.type === payload.type);
    if (i >= 0) waiting.splice(i, 1)[0].resolve(payload);
    send(payload);
  }) as typeof hot.send;
  return { next: (type: string) => new Promise<HotPayload>((resolve) => waiting.push({ type, resolve })) };
}

async function page(): Promise<{ status: number; body: string }> {
  const url = dev().resolvedUrls?.local[0] ?? '';
  const response = await fetch(new URL('/appliance-repair-oakland', url), { headers: { accept: 'text/html' } });
  return { status: response.status, body: await response.text() };
}
const dev = () => server as ViteDevServer;

describe('npm run dev checks content', () => {
  it('shows a problem found while it runs in the overlay and on the page, and reloads when fixed', async () => {
    server = await createServer({
      root: copy,
      configFile: join(copy, 'vite.config.ts'),
      mode: 'development',
      logLevel: 'silent',
      server: { port: 0, host: '127.0.0.1' },
      optimizeDeps: { noDiscovery: true },
    });
    await server.listen();
    const payloads = recordPayloads(server);
    // A page request is answered after the start-up check: valid content serves the site.
    expect((await page()).status).toBe(200);

    const file = join(copy, 'content/cities/oakland.ts');
    const original = readFileSync(file, 'utf8');
    const error = payloads.next('error');
    writeFileSync(file, original.replace(/title: '[^']*'/, "title: 'Oakland'"));
    const payload = (await error) as Extract<HotPayload, { type: 'error' }>;
    const problem =
      'content/cities/oakland.ts: meta.title: title must be 30–60 characters (has 7 characters, 23 too few, lengthen it)';
    expect(payload.err.message.split('\n').slice(1)).toEqual([problem]);
    const broken = await page();
    expect(broken.status).toBe(500);
    expect(broken.body).toContain(problem);
    expect(broken.body).toContain('/@vite/client');

    const reload = payloads.next('full-reload');
    writeFileSync(file, original);
    await reload;
    expect((await page()).status).toBe(200);
  }, 90_000);

  it('counts the cities again when a city file is added (a restart, as the count is a define)', async () => {
    const restarted = new Promise<void>((resolve) => {
      const restart = dev().restart.bind(dev());
      dev().restart = async (forceOptimize?: boolean) => {
        await restart(forceOptimize);
        resolve();
      };
    });
    const before = Number(dev().config.define?.__CITY_COUNT__);
    copyFileSync(join(copy, 'content/cities/oakland.ts'), join(copy, 'content/cities/fixtureville.ts'));
    await restarted;
    expect(Number(dev().config.define?.__CITY_COUNT__)).toBe(before + 1);
  }, 90_000);
});
