/** Content-Security-Policy violations a page reports, and the headers the build asks for, for the tests that serve the real headers. */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { headersFor, readHeadersFile } from '../../serve/cdn';

/** Collects `securitypolicyviolation` events and any console line about the CSP. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) fromConsole.push(`console.${msg.type()}: ${msg.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

/**
 * The rules of the build's own `_headers`, the file the CDN applies. `dist` is the folder the test's
 * server serves (the `distDir` fixture, tests/e2e/fixtures.ts): no default, so a spec run on the sample
 * build never compares its pages with the default build's file.
 */
export const builtHeaderRules = async (dist: string) => (await readHeadersFile(join(dist, '_headers'))).rules;

/** The headers `_headers` gives a page (every HTML page gets the same ones as `/`). */
export const builtPageHeaders = async (dist: string) => headersFor('/', await builtHeaderRules(dist));
