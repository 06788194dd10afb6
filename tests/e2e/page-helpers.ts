/** Helpers shared by the page specs; addresses and facts come from the site's own modules. */
import type { Page } from '@playwright/test';
import { business } from '../../core/facts/business-profile';
import { manifest, type PageEntry } from '../../core/urls/manifest';

export { paths } from '../../core/urls/paths';

/** The phone number as call buttons show it: "(415) 555-0142". */
export const PHONE_DISPLAY = business.phoneDisplay;

/**
 * A `gtag` stub that records events (kept across full page loads in
 * sessionStorage) and keeps tel:, sms: and new-tab links from leaving the
 * page, so a click is only observed, never followed outside.
 */
export async function installGtagStub(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[]; gtag: (cmd: string, name: string, params: unknown) => void };
    w.__events = JSON.parse(sessionStorage.getItem('__events') ?? '[]');
    w.gtag = (_cmd, name, params) => {
      w.__events.push({ name, params });
      sessionStorage.setItem('__events', JSON.stringify(w.__events));
    };
    window.addEventListener(
      'click',
      (event) => {
        const a = (event.target as Element | null)?.closest?.('a');
        if (a && (/^(tel|sms):/.test(a.getAttribute('href') ?? '') || a.target === '_blank')) event.preventDefault();
      },
      true,
    );
  });
}

export async function recordedEvents(page: Page): Promise<{ name: string; params: Record<string, unknown> }[]> {
  return page.evaluate(
    () => (window as unknown as { __events: { name: string; params: Record<string, unknown> }[] }).__events,
  );
}

/** One page per template: the first of each in URL-manifest order. */
export const templateRepresentatives: PageEntry[] = [...new Map(manifest.map((e) => [e.template, e])).values()];

/** Where to see a page: not-found templates are visited at an unknown address, as visitors meet them. */
export const visitPath = (entry: PageEntry): string =>
  entry.status === 404 ? `${entry.path.replace(/404$/, '')}no-such-page-${entry.template}` : entry.path;

/** `TEST_TIER=full` (`npm run test:e2e:full`): the full tier, every page of a loop (docs/testing.md). */
export const FULL_TIER = process.env.TEST_TIER === 'full';

/**
 * The items a loop over pages of one template visits: all of them in the full tier, the first in
 * `npm test` (what such a loop checks is the template's code; a fault of one page's own content is
 * the full tier's to find).
 */
export const tierSample = <T>(items: readonly T[]): T[] => (FULL_TIER ? [...items] : items.slice(0, 1));
