/**
 * Accessibility in Chromium on every page: axe-core at the configured WCAG
 * tags, plus two checks axe leaves out: call and book buttons are at least
 * 24×24 px (WCAG 2.5.8), and a focused element is never hidden under the
 * sticky header or the fixed call bar (WCAG 2.4.11). Outside requests are
 * blocked and recorded; fixtures answer the ones the site makes by design.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { AuditConfig } from '../config';
import type { AxePage, AxeViolation } from '../schema/measured';
import type { OfflinePolicy } from './offline';

/** The shapes of what axe measured are defined once, with report.json's (schema/measured.ts). */
export type { AxePage } from '../schema/measured';

export interface AxeOptions {
  serverUrl: string;
  config: AuditConfig;
  offline: OfflinePolicy;
  tapSelectors: string[];
  onProgress?: (done: number, total: number, label: string) => void;
}

/** The browser's own line for a document answered with 404 is expected on not-found pages. */
const EXPECTED_CONSOLE = [/Failed to load resource: the server responded with a status of 404/];

async function routeOffline(
  context: BrowserContext,
  offline: OfflinePolicy,
  record: (url: string) => void,
): Promise<void> {
  await context.route(
    (url) => !offline.isLocal(url.href),
    async (route) => {
      const url = route.request().url();
      const answer = offline.fixtureFor(url);
      if (answer) return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
      record(url);
      return route.abort('blockedbyclient');
    },
  );
}

/** Runs in the page: measures the call/book buttons. */
function measureTargets({ selectors, minPx }: { selectors: string[]; minPx: number }) {
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')}[href="${el.getAttribute('href') ?? ''}"]`;
  const seen = new Set<Element>();
  const small: { selector: string; text: string; width: number; height: number }[] = [];
  let checked = 0;
  for (const selector of selectors) {
    for (const el of document.querySelectorAll(selector)) {
      if (seen.has(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || el.getClientRects().length === 0 || rect.width === 0) continue;
      // WCAG 2.5.8 "inline" exception: a link inside a sentence is sized by the line of text.
      const parent = el.parentElement;
      const ownText = parent
        ? [...parent.childNodes].some(
            (n) => n !== el && n.nodeType === Node.TEXT_NODE && n.textContent!.trim().length > 0,
          )
        : false;
      if (style.display === 'inline' && ownText) continue;
      checked++;
      if (rect.width + 0.5 < minPx || rect.height + 0.5 < minPx)
        small.push({
          selector: describe(el),
          text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
          width: Math.round(rect.width * 10) / 10,
          height: Math.round(rect.height * 10) / 10,
        });
    }
  }
  return { small, checked };
}

/**
 * Runs in the page: scrolls to the middle, then moves focus through every
 * focusable element in tab order with focus(), which in Chromium scrolls
 * exactly as the Tab key does, and checks the focused element's box against
 * every sticky or fixed bar. One round trip instead of hundreds of key presses.
 */
function focusCheck({ stickySelectors, maxTabs }: { stickySelectors: string[]; maxTabs: number }) {
  window.scrollTo(0, document.documentElement.scrollHeight / 2);
  const focusable = [
    ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
  ].filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled || el.closest('[inert]')) return false;
    return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  });
  const ordered = [
    ...focusable.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex),
    ...focusable.filter((el) => el.tabIndex === 0),
  ].slice(0, maxTabs);
  const bars = stickySelectors
    .flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)])
    .filter((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position));
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const clip = (r: DOMRect) => ({
    left: Math.max(0, r.left),
    top: Math.max(0, r.top),
    right: Math.min(vw, r.right),
    bottom: Math.min(vh, r.bottom),
  });
  const area = (r: { left: number; top: number; right: number; bottom: number }) =>
    Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('')}${el.getAttribute('href') ? `[href="${el.getAttribute('href')}"]` : ''}`;
  const hidden: { selector: string; text: string; coveredBy: string; coveredPercent: number }[] = [];
  for (const el of ordered) {
    el.focus();
    if (document.activeElement !== el) continue;
    const box = clip(el.getBoundingClientRect());
    const own = area(box);
    if (own === 0) continue;
    for (const bar of bars) {
      if (bar.contains(el)) continue;
      const b = clip(bar.getBoundingClientRect());
      const overlap = area({
        left: Math.max(box.left, b.left),
        top: Math.max(box.top, b.top),
        right: Math.min(box.right, b.right),
        bottom: Math.min(box.bottom, b.bottom),
      });
      if (overlap > 0)
        hidden.push({
          selector: describe(el),
          text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200),
          coveredBy: describe(bar),
          coveredPercent: Math.round((overlap / own) * 100),
        });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return { hidden, checked: ordered.length };
}

async function checkPage(
  page: Page,
  target: { path: string; template: string; status: number },
  options: AxeOptions,
  outside: string[],
  errors: string[],
): Promise<AxePage> {
  const started = performance.now();
  const { axe } = options.config;
  await page.goto(`${options.serverUrl}${target.path}`, { waitUntil: 'load' });
  // The app starts after load and first paint, so axe may check the page before it hydrates: the same DOM
  // either way (tests/e2e/hydration.spec.ts). The pause lets start-up's own DOM updates (city label) mostly settle.
  await page.waitForTimeout(250);
  const t0 = performance.now();
  const result = await new AxeBuilder({ page })
    .withTags(axe.tags)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const t1 = performance.now();
  const violations: AxeViolation[] = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    description: v.description,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({
      target: n.target.map(String).join(' '),
      html: n.html.slice(0, 200),
      summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
  const targets = await page.evaluate(measureTargets, { selectors: options.tapSelectors, minPx: axe.tapTargets.minPx });
  const focus = await page.evaluate(focusCheck, { stickySelectors: axe.stickySelectors, maxTabs: axe.maxTabs });
  if (process.env.AUDIT_DEBUG)
    console.error(
      target.path,
      'load',
      Math.round(t0 - started),
      'axe',
      Math.round(t1 - t0),
      'extra',
      Math.round(performance.now() - t1),
    );
  return {
    ...target,
    violations,
    smallTargets: targets.small,
    targetsChecked: targets.checked,
    hiddenFocus: focus.hidden,
    focusablesChecked: focus.checked,
    outside: [...new Set(outside)],
    errors: [...errors],
    durationMs: Math.round(performance.now() - started),
  };
}

/** axe and the extra checks on every page, `concurrency` pages at a time, each in its own context. */
export async function runAxe(
  browser: Browser,
  pages: { path: string; template: string; status: number }[],
  options: AxeOptions,
): Promise<AxePage[]> {
  const queue = [...pages];
  const results: AxePage[] = [];
  let done = 0;
  options.onProgress?.(0, pages.length, 'starting axe');
  const worker = async () => {
    // One context and tab per worker, reused from page to page (a fresh page load each time).
    let outside: string[] = [];
    let errors: string[] = [];
    const context = await browser.newContext({
      viewport: options.config.axe.viewport,
      reducedMotion: 'reduce',
      ignoreHTTPSErrors: true,
    });
    try {
      // tsx/esbuild wrap named inner functions in __name(); the page has no such helper.
      await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
      await routeOffline(context, options.offline, (url) => outside.push(url));
      const page = await context.newPage();
      page.on('console', (msg) => {
        if (
          msg.type() === 'error' &&
          !EXPECTED_CONSOLE.some((re) => re.test(msg.text())) &&
          !/net::ERR_BLOCKED_BY_CLIENT/.test(msg.text())
        )
          errors.push(`console.error: ${msg.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      for (let target = queue.shift(); target; target = queue.shift()) {
        outside = [];
        errors = [];
        results.push(await checkPage(page, target, options, outside, errors));
        options.onProgress?.(++done, pages.length, target.path);
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.config.axe.concurrency, pages.length) }, worker));
  return results.sort((a, b) => a.path.localeCompare(b.path));
}
