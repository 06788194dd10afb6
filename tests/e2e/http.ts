/** Plain HTTP checks for the browser specs: byte-exact requests and where a redirect may point. */
import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';

/** A byte-exact GET (browsers and Playwright normalise `\` and `..` before sending). */
export function rawGet(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A Location stays on this host: a path with one leading slash, or this very origin. */
export function expectOnSite(location: string | undefined, baseURL: string, what: string) {
  if (location === undefined) return;
  expect(location, `${what}: Location ${location}`).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, baseURL).origin, what).toBe(new URL(baseURL).origin);
}
