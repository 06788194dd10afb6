/**
 * City pages, their aliases, the service-areas index, the site map, the 404
 * page and the header city label, in a real browser with no console errors.
 */
import { test, expect, GEO_ENDPOINT } from './fixtures';
import type { ConsoleMessage, Page } from '@playwright/test';
import { cities } from '../../content/cities';

const DEFAULT_LABEL = 'San Francisco and the Bay Area';
/** A page about no city, where `?city=` and geolocation set the label. */
const LABEL_PAGE = '/about';
/** Public addresses (docs/product.md), asserted as visitors and search engines see them. */
const cityPath = (slug: string) => `/appliance-repair-${slug}`;
const label = (page: Page) => page.getByTestId('city-label');

test.describe('city pages', () => {
  test('a templated city page: booking campaign, sections, nearby city links', async ({ page }) => {
    await page.goto(cityPath('alameda'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appliance Repair in Alameda');
    const book = page.locator('.hero').getByRole('link', { name: /Book Repair in Alameda/ });
    const url = new URL((await book.getAttribute('href')) ?? '');
    expect(url.searchParams.get('medium')).toBe('cta');
    expect(url.searchParams.get('campaign')).toBe('city_alameda');
    expect(url.searchParams.get('source')).toMatch(/^[a-z0-9.-]+\.[a-z]+$/);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(page.locator('.hero').getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    // Six compact service tiles, each a link to its service page; the trust points and steps as short lists.
    await expect(page.locator('#services .service-tiles a[href$="-repair"]')).toHaveCount(6);
    await expect(page.locator('#why-us .city-points__item')).toHaveCount(5);
    await expect(page.locator('#process .city-points__title')).toHaveText([
      /Book Online or Call/,
      /Technician Arrives/,
      /Quick Diagnosis/,
      /Professional Repair/,
    ]);
    await expect(page.locator('#areas .city-areas__list li')).toHaveText(
      cities.find((c) => c.slug === 'alameda')!.neighborhoods,
    );
    await expect(page.locator('#faq details')).toHaveCount(5);
    await expect(page.locator('#nearby').getByRole('link', { name: 'Oakland' })).toHaveAttribute(
      'href',
      cityPath('oakland'),
    );
    await expect(page.locator('#nearby').getByRole('link', { name: 'Piedmont' })).toHaveCount(0);
    // The nearest few, then the index of every area: never the whole list of cities.
    await expect(page.locator('#nearby').getByRole('link', { name: 'All service areas' })).toHaveAttribute(
      'href',
      '/service-areas',
    );
  });

  test('a hand-built city page adds its sections and links only existing pages', async ({ page }) => {
    await page.goto(cityPath('mill-valley'));
    await expect(page.locator('.breadcrumb').getByRole('link', { name: 'Cities' })).toHaveAttribute(
      'href',
      '/service-areas',
    );
    // The hand-built pages' call/text/schedule links are the hero's buttons (docs/product.md), not a band that repeats them.
    await expect(page.locator('.hero').getByRole('link', { name: /Text us/ })).toHaveAttribute('href', /^sms:/);
    for (const id of ['common-issues', 'our-process', 'brands', 'nearby', 'common-problems', 'related-services']) {
      await expect(page.locator(`#${id}`), id).toBeVisible();
    }
    await expect(page.locator('#our-process .city-points__title')).toHaveText([
      'Diagnose',
      'Estimate',
      'Repair',
      'Warranty',
    ]);
    // Pricing & Warranty is told in the process's own steps: one section, each price said once.
    await expect(page.locator('#our-process')).toContainText(/\$\d+.*\$\d+/);
    await expect(page.locator('#our-process')).toContainText(/warranty on parts and labor/);
    await expect(page.locator('#pricing')).toHaveCount(0);
    // The reasons to call are told once: by the FAQs (same day, own technicians) and Pricing & Warranty, not a trust section too.
    await expect(page.locator('#why-us')).toHaveCount(0);
    await expect(page.locator('#brands li')).toHaveCount(20);
    // The repairs made most often open one at a time, by symptom.
    await expect(page.locator('#common-problems details').first()).not.toHaveAttribute('open');
    expect(await page.locator('#common-problems details').count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('#nearby li')).toHaveCount(5);
    // The nearby cities are the closest city pages, so each is a link to one; then the coverage pages.
    await expect(page.locator('#nearby li a')).toHaveCount(5);
    for (const href of await page.locator('#nearby li a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/appliance-repair-[a-z-]+$/);
    await expect(page.locator('#nearby').getByRole('link', { name: 'All service areas' })).toHaveAttribute(
      'href',
      '/service-areas',
    );
    await expect(page.locator('#process')).toHaveCount(0);
  });

  test('a generic alias page is the city page in short, canonical to the full page', async ({ page }) => {
    const response = await page.goto('/hayward-appliance-repair');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/appliance-repair-hayward$/);
    // The city's real neighbourhoods, as on its full page; never generated compass names.
    const hayward = cities.find((c) => c.slug === 'hayward')!;
    await expect(page.locator('#areas li')).toHaveText(hayward.neighborhoods);
    await expect(page.locator('#areas')).not.toContainText('North Hayward');
    await expect(page.locator('#faq details')).toHaveCount(5);
  });

  test('an unknown city alias is the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/nowhere-appliance-repair');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await expect(page.getByRole('link', { name: 'Home', exact: true }).last()).toBeVisible();
    await expect(page.locator('#top-cities a')).toHaveCount(8);
    await expect(page.locator('#top-services a')).toHaveCount(6);
    await expect(page.locator('main').getByRole('link', { name: 'all service areas' })).toHaveAttribute(
      'href',
      '/service-areas',
    );
    await page.waitForLoadState('networkidle');
  });
});

test.describe('service areas', () => {
  test('five regions, a card per city whose button names it and links its canonical page', async ({ page }) => {
    await page.goto('/service-areas');
    await expect(page.locator('main section[id^="region-"] h2')).toHaveText([
      'San Francisco',
      'Peninsula',
      'East Bay',
      'South Bay',
      'North Bay',
    ]);
    const buttons = page.locator('main .area-card__button');
    await expect(buttons).toHaveCount(cities.length);
    const links = await buttons.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links.sort()).toEqual(cities.map((c) => [`${c.name} appliance repair`, cityPath(c.slug)]).sort());
  });

  test('the six FAQs open and close', async ({ page }) => {
    await page.goto('/service-areas');
    const details = page.locator('#faq details');
    await expect(details).toHaveCount(6);
    const first = details.first();
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('.faq__answer')).toBeVisible();
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open');
    await expect(first.locator('.faq__answer')).toBeHidden();
  });
});

test.describe('header city label', () => {
  test('?city= naming a served city sets it', async ({ page }) => {
    await page.goto(`${LABEL_PAGE}?city=oakland`);
    await expect(label(page)).toHaveText('Oakland');
  });

  for (const value of ['Reno', '<script>alert(1)</script>']) {
    test(`?city=${value} (not served) keeps the default`, async ({ page }) => {
      page.on('dialog', () => {
        throw new Error('a dialog opened: the query value was executed');
      });
      await page.goto(`${LABEL_PAGE}?city=${encodeURIComponent(value)}`);
      await page.waitForLoadState('networkidle');
      await expect(label(page)).toHaveText(DEFAULT_LABEL);
      await expect(page.locator('main')).not.toContainText('alert(1)');
    });
  }

  test('?city= naming no served city keeps the default even when geolocation would name one', async ({ page }) => {
    const lookups = await pausedClockWithGeolocationOakland(page);
    await page.goto('/?city=Gotham');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // Well past the 100 ms delay and the 5 s timeout: no lookup ran, the label never changed.
    await page.clock.runFor(6_000);
    await expect(label(page)).toHaveText(DEFAULT_LABEL);
    expect(lookups).toEqual([]);
  });

  for (const path of [cityPath('daly-city'), '/daly-city-appliance-repair']) {
    test(`a city page's label is its own city, whatever ?city= or geolocation say (${path})`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/data-testid="city-label">Daly City</);
      const lookups = await pausedClockWithGeolocationOakland(page);
      await page.goto(`${path}?city=oakland`);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await page.clock.runFor(6_000);
      await expect(label(page)).toHaveText('Daly City');
      expect(lookups).toEqual([]);
    });
  }

  test('a geolocation answer naming a served city sets it after the 100 ms delay', async ({ page }) => {
    // A paused clock: no page time passes between start-up and the first check, however busy the machine.
    await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
    await page.clock.pauseAt(new Date('2025-01-06T10:00:01'));
    await page.route(`${GEO_ENDPOINT}**`, (route) =>
      route.fulfill({ json: { city: 'Oakland', region: 'California' } }),
    );
    await page.goto(LABEL_PAGE);
    await expect(label(page)).toHaveText(DEFAULT_LABEL);
    await expect(async () => {
      await page.clock.runFor(150);
      await expect(label(page)).toHaveText('Oakland', { timeout: 200 });
    }).toPass();
  });

  test('a geolocation lookup that times out keeps the default and only warns', async ({ page }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    let asked = false;
    await page.route(`${GEO_ENDPOINT}**`, () => {
      asked = true; // never answered
    });
    await page.goto(LABEL_PAGE);
    await expect(async () => {
      await page.clock.runFor(150);
      expect(asked).toBe(true);
    }).toPass();
    await page.clock.runFor(5000);
    await expect.poll(() => warnings.join('\n')).toContain('City detection unavailable');
    await expect(label(page)).toHaveText(DEFAULT_LABEL);
  });

  test('a failed geolocation lookup (500) keeps the default and only warns', async ({ page, problems }) => {
    const warnings = collectWarnings(page);
    await page.clock.install();
    await page.route(`${GEO_ENDPOINT}**`, (route) => route.fulfill({ status: 500, body: 'error' }));
    await page.goto(LABEL_PAGE);
    await expect(async () => {
      await page.clock.runFor(150);
      expect(warnings.join('\n')).toContain('City detection unavailable');
    }).toPass();
    await expect(label(page)).toHaveText(DEFAULT_LABEL);
    // The browser's own line for the 500 answer is expected here; any other error still fails the test.
    problems.errors = problems.errors.filter(
      (e) => !/Failed to load resource: the server responded with a status of 500/.test(e),
    );
  });
});

/** A paused page clock and a geolocation service that would answer Oakland; returns the lookups made. */
async function pausedClockWithGeolocationOakland(page: Page): Promise<string[]> {
  await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
  await page.clock.pauseAt(new Date('2025-01-06T10:00:01'));
  const lookups: string[] = [];
  await page.route(`${GEO_ENDPOINT}**`, (route) => {
    lookups.push(route.request().url());
    return route.fulfill({ json: { city: 'Oakland', region: 'California' } });
  });
  return lookups;
}

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  return warnings;
}
