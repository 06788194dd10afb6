/**
 * One Lighthouse run per message, in a worker thread: Lighthouse keeps global
 * timing marks, so two runs in one thread crash each other; workers let the
 * every-page runs go in parallel against the one shared Chromium.
 * Plain JavaScript so the worker starts without a TypeScript loader.
 *
 * in:  { id, url, port, formFactor, categories, flags, fixtures: [{prefix, status, headers, body}] }
 * out: { id, lhr, requests: string[] } or { id, error }
 */
import { parentPort } from 'node:worker_threads';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

let browser = null;

async function run(job) {
  browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${job.port}`, defaultViewport: null });
  // A fresh context per run: empty cache and storage; parallel runs cannot disturb each other.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (job.fixtures.length) {
      const session = await page.createCDPSession();
      session.on('Fetch.requestPaused', (event) => {
        const hit = job.fixtures.find((f) => event.request.url.startsWith(f.prefix));
        const reply = hit
          ? session.send('Fetch.fulfillRequest', {
              requestId: event.requestId, responseCode: hit.status,
              responseHeaders: Object.entries(hit.headers).map(([name, value]) => ({ name, value })),
              body: Buffer.from(hit.body).toString('base64'),
            })
          : session.send('Fetch.continueRequest', { requestId: event.requestId });
        reply.catch(() => undefined); // the page may already be gone
      });
      await session.send('Fetch.enable', { patterns: job.fixtures.map((f) => ({ urlPattern: `${f.prefix}*`, requestStage: 'Request' })) });
    }
    const flags = { port: job.port, output: 'json', logLevel: 'error', onlyCategories: job.categories, ...job.flags };
    const result = await lighthouse(job.url, flags, job.formFactor === 'desktop' ? desktopConfig : undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${job.url}`);
    const requests = (result.artifacts.DevtoolsLog ?? [])
      .filter((e) => e.method === 'Network.requestWillBeSent')
      .map((e) => e.params.request.url);
    return { lhr: result.lhr, requests };
  } finally {
    await context.close().catch(() => undefined);
  }
}

parentPort.on('message', (job) => {
  if (job === 'close') {
    void (browser ? browser.disconnect() : Promise.resolve()).finally(() => process.exit(0));
    return;
  }
  run(job).then(
    (result) => parentPort.postMessage({ id: job.id, ...result }),
    (error) => parentPort.postMessage({ id: job.id, error: error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error) }),
  );
});
