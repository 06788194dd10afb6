/**
 * Company, brands and audience pages in a real browser: what a visitor needs
 * is on each page (counts from content/), the /brands back-button rule, and
 * the contact page's call and book actions.
 */
import { test, expect } from './fixtures';
import { businessFacts } from '../../content/business';
import { brands } from '../../content/brands';
import { testimonials } from '../../content/reviews';
import { reviewPlatforms } from '../../content/review-platforms';
import { about } from '../../content/company';
import { residential, commercial } from '../../content/audiences';
import { relatedServiceKinds } from '../../content/related-services';
import { paths, PHONE_DISPLAY, installGtagStub, recordedEvents } from './page-helpers';
import { warrantyTermsText } from '../../core/facts/fill-facts';

test.describe('/reviews', () => {
  test('shows three reviews, the five-star summary and links to the review sites', async ({ page }) => {
    await page.goto(paths.reviews);
    const reviews = page.getByTestId('testimonial');
    await expect(reviews).toHaveCount(3);
    for (const t of testimonials) {
      const review = reviews.filter({ hasText: t.reviewer });
      await expect(review).toContainText(t.text.slice(0, 60));
      await expect(review).toContainText(t.location);
    }
    await expect(page.getByTestId('rating-summary')).toContainText(
      `5.0 out of 5 from ${businessFacts.rating.count} reviews`,
    );
    const platforms = page.getByTestId('review-platform');
    await expect(platforms).toHaveCount(4);
    for (const p of reviewPlatforms) {
      // A platform links only to the business's own profile, when one is configured (content/reviews.ts).
      const link = platforms.filter({ hasText: p.platform }).getByRole('link');
      if (p.profileUrl) {
        await expect(link).toHaveAttribute('href', p.profileUrl);
        await expect(link).toHaveAttribute('target', '_blank');
      } else await expect(link).toHaveCount(0);
      await expect(platforms.filter({ hasText: p.platform })).toContainText(`from ${p.reviewCount} reviews`);
    }
  });
});

test.describe('/about', () => {
  test('tells the story, shows four value cards and the service-area list', async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.locator('#story p')).toHaveCount(about.story.length);
    await expect(page.getByTestId('value-cards').locator('.card-grid__item')).toHaveCount(4);
    for (const v of about.values) await expect(page.getByTestId('value-cards')).toContainText(v.title);
    // The one place the warranty's whole terms are written (docs/facts.md, "Warranty"); every other page links here.
    await expect(page.locator(`#${paths.warranty.split('#')[1]}`)).toContainText(warrantyTermsText());
    const areas = page.getByTestId('service-area-list');
    for (const county of businessFacts.counties) await expect(areas).toContainText(`${county} County`);
    await expect(areas.getByRole('link', { name: 'Oakland' })).toHaveAttribute('href', '/appliance-repair-oakland');
  });
});

test.describe('/contact', () => {
  test('has call and book buttons, location, hours, pricing, warranty, coverage and a way home', async ({ page }) => {
    await page.goto(paths.contact);
    const main = page.locator('main');
    const options = page.locator('#contact-options');
    await expect(page.locator('.hero').getByRole('link', { name: `Call ${PHONE_DISPLAY}` })).toBeVisible();
    await expect(options.getByRole('link', { name: PHONE_DISPLAY, exact: true })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    const book = page.locator('.hero').getByRole('link', { name: /Book Online/ });
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', /noopener/);
    await expect(main.locator('address')).toContainText('San Francisco, CA 94109');
    await expect(main.locator('address')).toContainText(PHONE_DISPLAY);
    for (const h of businessFacts.hours) await expect(main.locator('.hours-list')).toContainText(h.label);
    await expect(main.locator('.hours-list')).toContainText('Sunday');
    await expect(main).toContainText('same day');
    await expect(main).toContainText('$60 diagnostic');
    await expect(main).toContainText('$150–$400');
    // The warranty as a short line that links to its whole terms on /about (issue 47), not the terms again.
    await expect(main).not.toContainText(warrantyTermsText());
    const warranty = main.getByRole('link', { name: businessFacts.warranty.label });
    await expect(warranty).toHaveAttribute('href', paths.warranty);
    await expect(page.getByTestId('service-area-list')).toContainText('Marin County');
    await main.getByRole('link', { name: /Back to home/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('its call and book buttons send their analytics events: the hero’s, and the number in Get in touch', async ({
    page,
  }) => {
    await installGtagStub(page);
    await page.goto(paths.contact);
    const hero = page.locator('.hero');
    await hero.getByRole('link', { name: `Call ${PHONE_DISPLAY}` }).click();
    await hero.getByRole('link', { name: /Book Online/ }).click();
    await page.locator('#contact-options').getByRole('link', { name: PHONE_DISPLAY, exact: true }).click();
    const events = await recordedEvents(page);
    for (const action of ['call_now', 'book_online'])
      expect(events).toContainEqual(
        expect.objectContaining({
          name: 'cta_click',
          params: expect.objectContaining({ action, label: 'contactpage_hero' }),
        }),
      );
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'click_to_call',
        params: expect.objectContaining({ location: 'contactpage_call' }),
      }),
    );
  });
});

test.describe('/brands', () => {
  test('lists every brand of content/brands.ts under a breadcrumb', async ({ page }) => {
    await page.goto(paths.brands);
    await expect(page.getByTestId('brand-list').locator('li')).toHaveCount(brands.all.length);
    for (const brand of brands.all) await expect(page.getByTestId('brand-list')).toContainText(brand);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Brands We Repair');
  });

  test('Back returns to the previous page after a visit within the site', async ({ page }) => {
    await page.goto(paths.services);
    await page.locator('footer').getByRole('link', { name: 'Brands We Repair' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await page.locator('.back-button').click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('Back goes back when the referrer is a page of this site', async ({ page, baseURL }) => {
    await page.goto(paths.services);
    await page.goto(paths.brands, { referer: `${baseURL}${paths.services}` });
    await expect.poll(() => page.evaluate(() => document.referrer)).toContain(paths.services);
    await page.locator('.back-button').click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('Back goes home, not back, when the visitor came from another site', async ({ page }) => {
    await page.goto(paths.services);
    await page.goto(paths.brands, { referer: 'https://www.google.com/' });
    await page.locator('.back-button').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#services')).toBeVisible();
  });

  test('Back goes home when there is no referrer', async ({ page }) => {
    await page.goto(paths.brands);
    await page.locator('.back-button').click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('audience pages', () => {
  test('residential: popular services, homeowners / renters / landlords, FAQs, related services', async ({ page }) => {
    await page.goto(paths.residential);
    const groups = page.getByTestId('audience-groups').locator('.card-grid__item');
    await expect(groups).toHaveCount(3);
    for (const g of residential.groups) {
      const card = groups.filter({ hasText: g.title });
      await expect(card.locator('.feature-list li')).toHaveCount(g.features.length);
    }
    await expect(page.locator('#popular .card-grid__item')).toHaveCount(residential.popular?.length ?? 0);
    await expect(page.locator('#faq details')).toHaveCount(residential.faqs.length);
    const related = page.getByTestId('related-services').getByRole('link');
    await expect(related).toHaveCount(4);
    const hrefs = residential.related.map((k) => relatedServiceKinds.find((r) => r.key === k)!.href);
    // The related cards are the home appliances the popular section does not already show.
    const popular = await page.locator('#popular a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => popular.includes(h))).toEqual([]);
    for (const [i, href] of hrefs.entries()) await expect(related.nth(i)).toHaveAttribute('href', href);
  });

  test('commercial: equipment, restaurants / offices / laundromats, emergency response, FAQs, related links', async ({
    page,
  }) => {
    await page.goto(paths.commercial);
    await expect(page.locator('#equipment .card-grid__item')).toHaveCount(commercial.equipment?.length ?? 0);
    const groups = page.getByTestId('audience-groups');
    for (const name of ['Restaurants', 'Office buildings', 'Laundromats & multi-housing'])
      await expect(groups).toContainText(name);
    await expect(page.locator('#emergency')).toContainText('Priority emergency response');
    await expect(page.locator('#faq details')).toHaveCount(commercial.faqs.length);
    const related = page.getByTestId('related-services').getByRole('link');
    await expect(related).toHaveCount(3);
    for (const href of ['/refrigerator-repair', '/washer-repair', '/dryer-repair'])
      await expect(page.getByTestId('related-services').locator(`a[href="${href}"]`)).toHaveCount(1);
  });
});
