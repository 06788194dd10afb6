/**
 * Failing networks: the geolocation lookup times out, errors, answers garbage
 * or is blocked; an image fails; the booking page or a review platform is
 * unreachable. Each time the page keeps the default label, logs at most a
 * warning (never an error: the shared fixture fails on console errors), shows
 * nothing broken and stays usable.
 */
import type { ConsoleMessage, Locator, Page, Route } from '@playwright/test';
import { test, expect, GEO_ENDPOINT, type PageProblems } from './fixtures';
import { paths } from '../../core/urls/manifest';
import { pages } from '../../content/pages';
import { relatedServiceKinds } from '../../content/related-services';
import { business } from '../../core/facts/business-profile';
import { loadSiteConfig } from '../../core/config/load-site-config';

const label = (page: Page) => page.getByTestId('city-label');
const isGeo = (url: URL) => url.href.startsWith(GEO_ENDPOINT);

/**
 * Chromium prints its own "Failed to load resource" line for a failed fetch;
 * that is the browser reporting the network, not the page logging an error.
 * Only those lines for the request a test broke on purpose are forgiven.
 */
function forgiveNetworkLine(problems: PageProblems, pattern: RegExp) {
  const kept = problems.errors.filter(
    (e) => !(e.startsWith('console.error: Failed to load resource') && pattern.test(e)),
  );
  problems.errors.splice(0, problems.errors.length, ...kept);
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}

/** The page still works: the Contact link navigates client-side. */
async function expectUsable(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(paths.contact);
  await expect(page.locator('h1')).toHaveText(pages.contact.h1);
  await expect(label(page)).toHaveText(business.defaultCityLabel);
}

test.describe('geolocation', () => {
  test('control: an answer naming a served city sets the label', async ({ page }) => {
    await page.route(isGeo, (route) => route.fulfill({ json: { city: 'Oakland', region: 'California' } }));
    await page.goto(paths.about);
    await expect(label(page)).toHaveText('Oakland');
  });

  test('times out after 5000 ms: default label, one warning', async ({ page }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    const pending: Route[] = [];
    await page.route(isGeo, (route) => {
      pending.push(route); // never answered
    });
    await page.goto(paths.about);
    await expect(page.locator('h1')).toHaveText(pages.about.h1);
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return pending.length;
      })
      .toBe(1);
    // Well before 5000 ms (leaving room for the polls above): still waiting, nothing logged.
    await page.clock.runFor(4000);
    await expect(label(page)).toHaveText(business.defaultCityLabel);
    expect(warnings.filter((w) => /City detection/.test(w))).toEqual([]);
    await page.clock.runFor(1100);
    await expect.poll(() => warnings.filter((w) => /City detection unavailable/.test(w)).length).toBe(1);
    await expect(label(page)).toHaveText(business.defaultCityLabel);
    await expectUsable(page);
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['answers 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['answers garbage JSON', (route) => route.fulfill({ contentType: 'application/json', body: '{"city": "Oakl' })],
    [
      'answers HTML',
      (route) => route.fulfill({ contentType: 'text/html', body: '<html><body>captive portal</body></html>' }),
    ],
    [
      'answers JSON of the wrong shape',
      (route) => route.fulfill({ json: { city: { name: 'Oakland' }, region: ['California'] } }),
    ],
    [
      'answers hostile markup',
      (route) => route.fulfill({ json: { city: '<img src=x onerror=alert(1)>', region: '<script>alert(1)</script>' } }),
    ],
    ['is blocked', (route) => route.abort('blockedbyclient')],
    ['fails to connect', (route) => route.abort('connectionrefused')],
  ];

  for (const [name, answer] of failures) {
    test(`${name}: default label, at most a warning, page usable`, async ({ page, problems }) => {
      const warnings = collectWarnings(page);
      let calls = 0;
      await page.route(isGeo, (route) => {
        calls++;
        return answer(route);
      });
      await page.goto(paths.about);
      await expect.poll(() => calls).toBe(1);
      await page.waitForLoadState('networkidle');
      await expect(label(page)).toHaveText(business.defaultCityLabel);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(warnings.length).toBeLessThanOrEqual(1);
      await expectUsable(page);
      expect(calls, 'one lookup per visit, not one per page').toBe(1);
      forgiveNetworkLine(problems, /status of 500|net::ERR_/);
    });
  }
});

test.describe('images', () => {
  test('a service image that fails is replaced once by the placeholder, keeping its alt; nothing shows broken', async ({
    page,
    problems,
  }) => {
    const PLACEHOLDER = '/images/placeholder.svg';
    // The residential page's popular repairs and a service page's related cards, both <picture>s (SmartImage).
    const grids = [
      { path: paths.residential, cards: () => page.locator('#popular .card') },
      { path: paths.service('dishwasher-repair'), cards: () => page.getByTestId('related-services').locator('.card') },
    ];
    const washer = relatedServiceKinds.find((kind) => kind.key === 'washer')!;
    let failing = /\/images\/services\//;
    let placeholderFails = false;
    const placeholderRequests: string[] = [];
    await page.route(/\/images\/services\//, (route) =>
      failing.test(route.request().url()) ? route.fulfill({ status: 404, body: 'not found' }) : route.continue(),
    );
    await page.route(/\/images\/placeholder\.svg$/, (route) => {
      placeholderRequests.push(route.request().url());
      return placeholderFails ? route.fulfill({ status: 404, body: 'not found' }) : route.continue();
    });
    /** Scrolls every (lazy) image into view, re-found by index: a failed one is swapped for its fallback, detaching the old node. */
    const showAll = async (images: Locator) => {
      const count = await images.count();
      for (let i = 0; i < count; i++) await images.nth(i).evaluate((img) => img.scrollIntoView());
      return count;
    };
    const states = (images: Locator) =>
      images.evaluateAll((imgs) =>
        imgs.map((el) => {
          const img = el as HTMLImageElement;
          return {
            src: img.getAttribute('src'),
            alt: img.alt,
            fallback: img.dataset.fallback === 'true',
            inPicture: img.parentElement?.tagName === 'PICTURE',
            ok: img.complete && img.naturalWidth > 0,
          };
        }),
      );

    for (const { path, cards } of grids) {
      // One image fails and so does the placeholder: its card asks for the placeholder once, never again (no
      // error loop), keeps its alt, and the other cards keep their own images.
      failing = /\/images\/services\/washer\.(webp|png)$/;
      placeholderFails = true;
      placeholderRequests.length = 0;
      await page.goto(path);
      const images = cards().locator('img');
      const count = await showAll(images);
      expect(count).toBeGreaterThan(1);
      const img = cards()
        .filter({ has: page.getByRole('link', { name: washer.title, exact: true }) })
        .locator('img');
      await expect(img).toHaveAttribute('src', PLACEHOLDER);
      await expect(img).toHaveAttribute('data-fallback', 'true');
      await expect(img).toHaveAttribute('alt', washer.alt);
      // Wait until the placeholder has failed (its error event has run, so any retry it would start has started), then a frame.
      await img.evaluate(
        (el: HTMLImageElement) =>
          el.complete || new Promise((resolve) => el.addEventListener('error', resolve, { once: true })),
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(placeholderRequests, `${path}: the placeholder is asked for once`).toHaveLength(1);
      await expect(async () => {
        const now = await states(images);
        expect(now.filter((s) => s.fallback)).toEqual([
          expect.objectContaining({ src: PLACEHOLDER, inPicture: false }),
        ]);
        expect(now.filter((s) => !s.fallback && !s.ok)).toEqual([]);
      }).toPass();
      const alts = (await states(images)).map((s) => s.alt);

      // Every image fails and the placeholder loads: each card shows it, with its own alt, and nothing is broken.
      failing = /\/images\/services\//;
      placeholderFails = false;
      await page.goto(path);
      await showAll(images);
      await expect(async () => {
        const now = await states(images);
        expect(now.filter((s) => !s.ok)).toEqual([]);
        expect(now.map((s) => s.src)).toEqual(alts.map(() => PLACEHOLDER));
        expect(now.map((s) => s.alt)).toEqual(alts);
        expect(now.filter((s) => s.inPicture)).toEqual([]);
      }).toPass();
    }
    forgiveNetworkLine(problems, /status of 404/);
  });
});

test.describe('outbound pages', () => {
  test('the booking page opens in a new tab with noopener; unreachable, it leaves this page untouched', async ({
    page,
    context,
  }) => {
    const booking = new URL(loadSiteConfig().BOOKING_URL).origin;
    const tried: string[] = [];
    await context.route(
      (url) => url.origin === booking,
      (route) => {
        tried.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    await page.goto(paths.about);
    const links = page.locator(`a[href^="${booking}"]`);
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('banner')
        .getByRole('link', { name: /Book Online/ })
        .click(),
    ]);
    await expect.poll(() => tried.length).toBeGreaterThan(0);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await expect(page).toHaveURL(paths.about);
    await expect(page.locator('h1')).toHaveText(pages.about.h1);
    await expectUsable(page);
  });

  test('the reviews page loads no widget script; with every other host unreachable it stays usable', async ({
    page,
    problems,
  }) => {
    // The shared fixture aborts and records every request to another host, so a widget would fail this test.
    await page.goto(paths.reviews);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1')).toHaveText(pages.reviews.h1);
    const offSiteScripts = await page
      .locator('script[src]')
      .evaluateAll((els) =>
        els.map((e) => (e as HTMLScriptElement).src).filter((src) => new URL(src).origin !== location.origin),
      );
    expect(offSiteScripts).toEqual([]);
    for (const link of await page.locator('main a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    expect(problems.outside).toEqual([]);
    await expectUsable(page);
  });
});
