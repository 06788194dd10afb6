/**
 * /services and the ten appliance pages in a real browser: sections and
 * counts from content/, structured data that matches the visible page, the
 * dishwasher and oven extras (error codes, brands, 5 steps, sticky bar, book
 * through /contact) and their analytics events. The related-image fallback
 * is tested in failing-networks.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { services } from '../../content/services';
import { servicesPageCards } from '../../content/related-services';
import { paths, PHONE_DISPLAY, installGtagStub, recordedEvents, tierSample } from './page-helpers';

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );

test('/services links every service page, the 8 top cities, and book and call buttons', async ({ page }) => {
  await page.goto(paths.services);
  await expect(page.locator('#service-list .card-grid__item')).toHaveCount(servicesPageCards.length);
  for (const service of services)
    await expect(page.locator('#service-list').locator(`a[href="${paths.service(service.slug)}"]`)).toHaveCount(1);
  for (const card of servicesPageCards)
    await expect(page.locator('#service-list').getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
      'href',
      card.href,
    );
  const cities = page.getByTestId('top-cities').getByRole('link');
  await expect(cities).toHaveCount(8);
  for (const href of await cities.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/appliance-repair-[a-z-]+$/);
  await expect(page.locator('.hero').getByRole('link', { name: /Book Online/ })).toBeVisible();
  await expect(page.locator('.hero').getByRole('link', { name: `Call ${PHONE_DISPLAY}` })).toBeVisible();
});

test.describe('appliance pages', () => {
  for (const service of tierSample(services)) {
    test(`${service.slug}: hero, sections, related services and structured data`, async ({ page }) => {
      await page.goto(paths.service(service.slug));
      await expect(page.locator('h1')).toHaveText(service.meta.h1);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Services']);
      await expect(page.locator('.hero .cta-group a')).toHaveCount(2);
      await expect(page.locator('#why-choose .card-grid__item')).toHaveCount(service.whyChoose.length);
      await expect(page.getByTestId('problems').locator('.card-grid__item')).toHaveCount(service.problems.length);
      expect(service.problems.length).toBeGreaterThanOrEqual(6);
      await expect(page.locator('#faq details')).toHaveCount(service.faqs.length);
      expect(service.faqs.length).toBeGreaterThanOrEqual(5);
      await expect(page.locator('#process .step-list__item')).toHaveCount(service.extras?.process ? 5 : 4);
      const also = page.getByRole('navigation', { name: 'We also repair' });
      for (const href of ['/washer-repair', '/dryer-repair', '/oven-repair'].filter(
        (h) => h !== paths.service(service.slug),
      ))
        await expect(also.locator(`a[href="${href}"]`)).toHaveCount(1);
      const areas = page.locator(service.extras ? '#regions' : '#communities');
      await expect(areas.locator('a')).not.toHaveCount(0);
      await expect(areas.locator(`a[href="${paths.serviceAreas}"]`)).toHaveCount(1);
      await expect(page.locator('.cta-band')).toHaveCount(1);
      // Related links come before the closing call, which ends the page (issue 47).
      const blocks = await page.locator('main > *').evaluateAll((els) => els.map((el) => el.id || el.className));
      expect(blocks.at(-1)).toContain('cta-band');
      expect(blocks.at(-2)).toBe('related');
      await expect(page.getByTestId('related-services').locator('.card-grid__item')).toHaveCount(4);
      for (const img of await page.getByTestId('related-services').locator('img').all()) {
        await expect(img).toHaveAttribute('width', '640');
        await expect(img).toHaveAttribute('height', '400');
        await expect(img).toHaveAttribute('loading', 'lazy');
      }

      const data = await jsonLd(page);
      const types = data.map((d) => d['@type']);
      expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
      const svc = data.find((d) => d['@type'] === 'Service')!;
      expect(svc.name).toBe(service.name);
      expect(svc.offers).toMatchObject({
        '@type': 'Offer',
        price: '60',
        priceCurrency: 'USD',
        priceValidUntil: expect.stringMatching(/^\d{4}-12-31$/),
      });
      const faq = data.find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
      expect(faq.mainEntity.map((q) => q.name)).toEqual(await page.locator('#faq summary').allInnerTexts());
      const crumbsLd = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(crumbsLd.itemListElement.map((c) => c.name)).toEqual(['Home', 'Services', service.meta.h1]);
      expect(JSON.stringify(data)).not.toMatch(/\{[a-zA-Z]+\}/);
      await expect(page.locator('main')).not.toContainText(/\{[a-zA-Z]+\}/);
    });
  }
});

test.describe('dishwasher and oven pages', () => {
  for (const key of ['dishwasher', 'oven'] as const) {
    const service = services.find((s) => s.extras?.trackingKey === key)!;

    test(`${key}: error codes by brand, brands serviced, regions, back button and book via /contact`, async ({
      page,
    }) => {
      await page.goto(paths.service(service.slug));
      const extras = service.extras!;
      await expect(page.locator('#error-codes dt')).toHaveCount(extras.errorCodes.length);
      await expect(page.getByTestId('brands-serviced').locator('li')).toHaveCount(extras.brandsServiced.length);
      if (extras.fuelTypes)
        await expect(page.locator('#fuel-types .card-grid__item')).toHaveCount(extras.fuelTypes.length);
      for (const region of ['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay'])
        await expect(page.locator('#regions h3', { hasText: region }).first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Service Areas' }).locator('a[href="/service-areas"]'),
      ).toHaveCount(1);
      await expect(page.locator('.hero').getByRole('link', { name: /Book Online/ })).toHaveAttribute(
        'href',
        paths.contact,
      );
      await expect(page.locator('.back-button')).toBeVisible();
    });

    test(`${key}: call and book send click_call / click_book with location ${key}_repair_cta`, async ({ page }) => {
      await installGtagStub(page);
      await page.goto(paths.service(service.slug));
      await page
        .locator('.hero')
        .getByRole('link', { name: `Call ${PHONE_DISPLAY}` })
        .click();
      await page
        .locator('.hero')
        .getByRole('link', { name: /Book Online/ })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      const events = await recordedEvents(page);
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'click_call',
          params: expect.objectContaining({ location: `${key}_repair_cta` }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'click_book',
          params: expect.objectContaining({ location: `${key}_repair_cta` }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'cta_click',
          params: expect.objectContaining({
            category: 'CTA',
            action: 'call_now',
            label: `${key}_repair_cta`,
            page_path: paths.service(service.slug),
          }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'cta_click',
          params: expect.objectContaining({ action: 'book_online', label: `${key}_repair_cta` }),
        }),
      );
    });

    test(`${key}: the mobile sticky bar sends location mobile_sticky_${key}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await installGtagStub(page);
      await page.goto(paths.service(service.slug));
      const bar = page.locator('.sticky-call-bar');
      // The bar appears only once the hero's own buttons are off screen (on the oven page they start below the fold).
      const heroButtonsInView = await page
        .locator('.hero .cta-group')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top < window.innerHeight);
      if (heroButtonsInView) await expect(bar).toBeHidden();
      await page.locator('#faq').scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await bar.getByRole('link', { name: 'Call now' }).click();
      await bar.getByRole('link', { name: 'Book Online' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      const events = await recordedEvents(page);
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'click_call',
          params: expect.objectContaining({ location: `mobile_sticky_${key}` }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'click_book',
          params: expect.objectContaining({ location: `mobile_sticky_${key}` }),
        }),
      );
    });
  }

  test('every other appliance page has the sticky bar too, with its own location and the online booking', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await installGtagStub(page);
    await page.goto(paths.service('washer-repair'));
    const bar = page.locator('.sticky-call-bar');
    await expect(bar).toBeHidden();
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'Call now' }).click();
    await expect(bar.getByRole('link', { name: /Book Online/ })).toHaveAttribute('target', '_blank');
    expect(await recordedEvents(page)).toContainEqual(
      expect.objectContaining({
        name: 'click_call',
        params: expect.objectContaining({ location: 'mobile_sticky_washer' }),
      }),
    );
  });

  test('Back on /dishwasher-repair goes home when the visitor came from another site', async ({ page }) => {
    await page.goto(paths.services);
    await page.goto(paths.service('dishwasher-repair'), { referer: 'https://www.google.com/' });
    await page.locator('.back-button').click();
    await expect(page).toHaveURL(/\/$/);
  });
});
