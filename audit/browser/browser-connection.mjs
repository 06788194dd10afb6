/**
 * The one DevTools connection each browser worker thread (lighthouse-worker.mjs,
 * interaction-worker.mjs) keeps to the audit's shared Chromium, opened on the thread's first job
 * and kept between jobs. `disconnect` is the pool's teardown (browser-workers.ts): it drops the
 * connection, never closing Chromium (the audit owns it), and gives up after 5 s so a hung
 * socket cannot hold the audit's end.
 */
import puppeteer from 'puppeteer-core';

let browser = null;

/** @param {number} port the Chromium's DevTools port */
export async function connectedBrowser(port) {
  browser ??= await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return browser;
}

export async function disconnect() {
  if (!browser) return;
  const connection = browser;
  browser = null;
  await Promise.race([connection.disconnect(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
}
