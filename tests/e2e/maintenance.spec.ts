/**
 * The maintenance hub and the seven guides in a real browser against the
 * built site: content sections, call and book buttons (the booking link
 * names the appliance), the matching repair page and valid JSON-LD.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { tierSample } from './page-helpers';
import { maintenanceGuides } from '../../content/maintenance';
import { loadSiteConfig } from '../../core/config/load-site-config';
import { fillFacts } from '../../core/facts/fill-facts';

const SITE_HOST = new URL(loadSiteConfig().SITE_URL).hostname;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('the hub shows seven cards with title, description, link and icon', async ({ page }) => {
  await page.goto('/maintenance');
  await expect(page.locator('h1')).toHaveText('Appliance Maintenance Guides');
  const cards = page.locator('#guides .card');
  await expect(cards).toHaveCount(7);
  for (const [i, guide] of maintenanceGuides.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('link', { name: guide.meta.h1 })).toHaveAttribute('href', `/maintenance/${guide.slug}`);
    await expect(card).toContainText(fillFacts(guide.description));
    await expect(card.locator('svg.icon')).toHaveCount(1);
  }
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/maintenance\/refrigerator$/);
  await expect(page.locator('h1')).toHaveText(maintenanceGuides[0].meta.h1);
});

for (const guide of tierSample(maintenanceGuides)) {
  test(`${guide.slug} guide: task lists, safety, when to call, buttons and JSON-LD`, async ({ page }) => {
    const response = await page.goto(`/maintenance/${guide.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(guide.meta.h1);
    await expect(page).toHaveTitle(guide.meta.title);

    for (const [name, tasks] of [
      ['Every month', guide.monthly],
      ['Every 3 months', guide.quarterly],
      ['Once a year', guide.annually],
    ] as const) {
      const list = page.getByRole('region', { name }).getByRole('listitem');
      await expect(list).toHaveCount(tasks.length);
    }
    await expect(page.getByRole('region', { name: 'Safety first' }).getByRole('listitem')).toHaveCount(
      guide.safety.length,
    );
    const whenToCall = page.getByRole('region', { name: 'When to call a professional' });
    await expect(whenToCall.locator('.checklist li')).toHaveCount(guide.whenToCall.length);
    await expect(whenToCall.locator(`a[href="/${guide.repairService}"]`)).toBeVisible();

    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    const book = page.locator('main a.btn--book').first();
    const bookUrl = new URL((await book.getAttribute('href'))!);
    expect(bookUrl.searchParams.get('campaign')).toBe(`maintenance_${guide.slug.replace(/-/g, '_')}`);
    expect(bookUrl.searchParams.get('medium')).toBe('cta');
    expect(bookUrl.searchParams.get('source')).toBe(SITE_HOST);
    await expect(book).toHaveAttribute('target', '_blank');

    const data = await jsonLd(page);
    const howTo = data.find((d) => d['@type'] === 'HowTo') as
      { name: string; step: { itemListElement: unknown[] }[] } | undefined;
    expect(howTo?.name).toBe(guide.meta.h1);
    expect(howTo?.step.map((s) => s.itemListElement.length)).toEqual([
      guide.monthly.length,
      guide.quarterly.length,
      guide.annually.length,
    ]);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((c) => c.name)).toEqual(['Home', 'Maintenance', guide.meta.h1]);
  });
}
