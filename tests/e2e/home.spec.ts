/**
 * The home page in a real browser: its sections and counts, the two
 * carousels (visible count per width, Prev/Next and dots with wrapping,
 * swipe, and one check on a fake clock that the gallery is wired: it
 * advances after its 7 s interval and its Pause button stops it), the
 * Reviews nav scroll with its 120 px offset and the hero's analytics events.
 * The carousel's timing rules (holds, restarts, Play, reduced motion, before
 * hydration) are unit tests of the hook: tests/unit/use-carousel.test.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { businessFacts as business } from '../../content/business';
import { home } from '../../content/home';
import { homeServiceCards } from '../../content/related-services';
import { reviewPlatforms } from '../../content/review-platforms';
import { repairCases } from '../../content/repair-cases';
import { installGtagStub, recordedEvents, paths, PHONE_DISPLAY } from './page-helpers';

const reviews = (page: Page) => page.locator('#reviews [data-testid="carousel"]');
const gallery = (page: Page) => page.locator('#gallery [data-testid="carousel"]');
const currentDot = (carousel: Locator) => carousel.locator('.carousel__dot[aria-current="true"]');
/** Waits for hydration: the controls only exist once the carousel runs in the browser. */
const ready = (carousel: Locator) => expect(carousel.getByRole('button', { name: /^(Pause|Play)$/ })).toBeVisible();
const visibleSlides = (carousel: Locator) => carousel.locator('.carousel__slide:not([hidden])');
const slideOf = (carousel: Locator, text: string) => carousel.locator('.carousel__slide').filter({ hasText: text });

/**
 * Fake timers with time standing still until the test moves it, so page
 * load time never counts toward a carousel interval. Call before page.goto.
 */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2025-01-06T10:00:00') });
  await page.clock.pauseAt(new Date('2025-01-06T10:00:01'));
}

/** Moves the pointer and focus away so neither hover nor focus holds the carousel. */
async function release(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('home page content', () => {
  test('shows the hero, How It Works, 12 service tiles, pricing and the seven counties', async ({ page }) => {
    await page.goto(paths.home);
    await expect(page.locator('.hero__badges li')).toHaveCount(home.badges.length);
    await expect(page.locator('.hero').getByRole('link', { name: /^Book Online/ })).toBeVisible();
    await expect(page.locator('.hero').getByRole('link', { name: `Call ${PHONE_DISPLAY}` })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(page.locator('#how-it-works .step-list__item')).toHaveCount(4);
    const cards = page.locator('#services .service-tile');
    await expect(cards).toHaveCount(12);
    expect(homeServiceCards).toHaveLength(12);
    for (const card of homeServiceCards)
      await expect(page.locator('#services').getByRole('link', { name: card.title, exact: true })).toHaveAttribute(
        'href',
        card.href,
      );
    await expect(page.locator('#pricing')).toContainText('$60');
    await expect(page.locator('#pricing')).toContainText('$150–$400');
    await expect(page.locator('#pricing')).toContainText('180-day');
    const counties = page.getByTestId('county-list').locator(':scope > li');
    await expect(counties).toHaveCount(7);
    for (const county of business.counties)
      await expect(page.getByTestId('county-list')).toContainText(`${county} County`);
  });

  test('has the section ids the navigation and the 404 page link to', async ({ page }) => {
    await page.goto(paths.home);
    for (const id of ['services', 'reviews', 'areas'] as const) await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  test('every service tile opens its own page, the whole tile being the target', async ({ page }) => {
    await page.goto(paths.home);
    const links = page.locator('#services .service-tile__link');
    const hrefs = await links.evaluateAll((list) => list.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size, 'no two tiles open the same page').toBe(12);
    // A tap on the tile's corner, away from the title, follows the title's link.
    const tile = page.locator('#services .service-tile').first();
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    await page.mouse.click(box.x + box.width - 6, box.y + box.height - 6);
    await expect(page).toHaveURL(homeServiceCards[0].href);
  });

  test('/appliance-repair renders the home page with its own title', async ({ page }) => {
    await page.goto(paths.applianceRepair);
    await expect(page).toHaveTitle('Appliance Repair in San Francisco & Bay Area');
    await expect(page.locator('#services .service-tile')).toHaveCount(12);
  });
});

test.describe('reviews carousel', () => {
  test("customers' own words sit under the rating: each quote is a passage of a review on /reviews, which the link opens", async ({
    page,
  }) => {
    await page.goto(paths.home);
    const quotes = page.locator('#reviews [data-testid="testimonial"] blockquote');
    await expect(quotes).not.toHaveCount(0);
    const excerpts = (await quotes.allTextContents()).map((q) => q.replace(/^“|”$/g, ''));
    const reviewsPage = await page.request.get(paths.reviews);
    const full = await reviewsPage.text();
    for (const excerpt of excerpts) expect(full, excerpt).toContain(excerpt);
    await page.locator('#reviews').getByRole('link', { name: 'Read the full reviews' }).click();
    await expect(page).toHaveURL(paths.reviews);
  });

  test('shows the 4 platforms with counts and ratings', async ({ page }) => {
    await page.goto(paths.home);
    const slides = reviews(page).getByTestId('review-platform');
    await expect(slides).toHaveCount(4);
    for (const p of reviewPlatforms) {
      const slide = slides.filter({ hasText: p.platform });
      await expect(slide).toContainText(`from ${p.reviewCount} reviews`);
      await expect(slide.locator(`[role="img"][aria-label="Rated 5 out of 5 on ${p.platform}"]`)).toHaveCount(1);
    }
  });

  for (const [width, shown] of [
    [390, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${shown} at a time at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(paths.home);
      await ready(reviews(page));
      await expect(visibleSlides(reviews(page))).toHaveCount(shown);
    });
  }

  test('Prev wraps to the last platform, Next and the dots move', async ({ page }) => {
    await page.goto(paths.home);
    const carousel = reviews(page);
    await ready(carousel);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 4');
    // At 1280 px three platforms show, starting with the current one: TaskRabbit, Google, Yelp.
    await expect(slideOf(carousel, 'TaskRabbit')).toBeVisible();
    await expect(slideOf(carousel, 'Thumbtack')).toBeHidden();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 1');
    await carousel.getByRole('button', { name: 'Show slide 3' }).click();
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 3');
    await expect(slideOf(carousel, 'Thumbtack')).toBeVisible();
    await expect(slideOf(carousel, 'Yelp')).toBeHidden();
  });
});

test.describe('gallery of repair cases', () => {
  test('shows 3 case cards: appliance, symptom, what was found, the part, time on site; no pictures posing as photos', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const cards = gallery(page).getByTestId('repair-case');
    await expect(cards).toHaveCount(repairCases.length);
    expect(repairCases).toHaveLength(3);
    await expect(cards.first().locator('dt')).toHaveText(['Symptom', 'What we found', 'Part replaced', 'Time on site']);
    await expect(cards.first()).toContainText(repairCases[0].part);
    await expect(page.locator('#gallery img')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/before & after/i);
  });

  test('a horizontal swipe over 40 px changes the item; a shorter one does not', async ({ page }) => {
    await page.goto(paths.home);
    const carousel = gallery(page);
    await ready(carousel);
    const track = carousel.locator('.carousel__track');
    const swipe = async (from: number, to: number) => {
      await track.dispatchEvent('pointerdown', { clientX: from, clientY: 200, pointerType: 'touch', isPrimary: true });
      await track.dispatchEvent('pointerup', { clientX: to, clientY: 200, pointerType: 'touch', isPrimary: true });
    };
    await swipe(300, 270);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 1');
    await swipe(300, 240);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 2');
    await swipe(240, 300);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 1');
    await swipe(240, 300);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 3');
  });

  test('on the page the gallery advances once its 7 s interval has run, and the Pause button stops it', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto(paths.home);
    const carousel = gallery(page);
    await ready(carousel);
    await release(page);
    await page.clock.runFor(6900);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 1');
    await page.clock.runFor(200);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 2');
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    await release(page);
    await page.clock.runFor(30_000);
    await expect(currentDot(carousel)).toHaveAccessibleName('Show slide 2');
  });
});

test.describe('Reviews navigation', () => {
  const reviewsTop = (page: Page) =>
    page.evaluate(() => {
      const el = document.getElementById('reviews');
      return el ? Math.round(el.getBoundingClientRect().top) : null;
    });

  test('from another page it goes home and scrolls the reviews 120 px below the top', async ({ page }) => {
    await page.goto(paths.brands);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expect.poll(() => reviewsTop(page)).toBe(120);
  });

  test('on the home page it scrolls to the reviews with the same offset', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click();
    await expect.poll(() => reviewsTop(page)).toBe(120);
  });
});

test('hero call and book buttons send cta_click, click_call and click_book', async ({ page }) => {
  await installGtagStub(page);
  await page.goto(paths.home);
  const hero = page.locator('.hero');
  await hero.getByRole('link', { name: `Call ${PHONE_DISPLAY}` }).click();
  await hero.getByRole('link', { name: /^Book Online/ }).click();
  const events = await recordedEvents(page);
  expect(events).toContainEqual(
    expect.objectContaining({ name: 'click_call', params: expect.objectContaining({ location: 'homepage_hero' }) }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'cta_click',
      params: expect.objectContaining({ category: 'CTA', action: 'call_now', label: 'homepage_hero', page_path: '/' }),
    }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({ name: 'click_book', params: expect.objectContaining({ location: 'homepage_hero' }) }),
  );
  expect(events).toContainEqual(
    expect.objectContaining({
      name: 'cta_click',
      params: expect.objectContaining({ category: 'CTA', action: 'book_online', label: 'homepage_hero' }),
    }),
  );
});
