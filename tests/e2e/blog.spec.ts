/**
 * The blog, its posts, the unknown-post state and the searchable tips & FAQ
 * library, in a real browser against the built site. Expectations come from
 * the Markdown front matter on disk (Playwright cannot import `.md` modules).
 */
import { readdirSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { tierSample } from './page-helpers';
import { librarySearch } from '../../content/library/search-text';
import { paths } from '../../core/urls/paths';

interface LibraryFront {
  id: number;
  type: 'faq' | 'blog';
  category: string;
  title: string;
  question: string;
  post?: string;
}
interface PostFront {
  slug: string;
  title: string;
  date: string;
  category: string;
  excerpt: string;
}

const frontMatter = <T>(folder: string): T[] =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => matter(readFileSync(`${folder}/${f}`, 'utf8')).data as T);

const library = frontMatter<LibraryFront>('content/library');
const posts = frontMatter<PostFront>('content/posts');
const NO_MATCH = 'No content found matching your search. Try different keywords or browse all categories.';
const CATEGORIES = [
  { id: 'refrigerator', name: 'Refrigerator' },
  { id: 'washer', name: 'Washer & Dryer' },
  { id: 'dishwasher', name: 'Dishwasher' },
  { id: 'general', name: 'General Tips' },
];

/** Every JSON-LD block of the page, parsed (a syntax error fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const articles = (page: Page) => page.locator('.library-item');
const titles = (page: Page) => page.locator('.library-item__title');
const titlesOf = (items: LibraryFront[]) => items.map((i) => i.title);

/** Opens the library and waits until it is hydrated (before that the buttons do nothing). */
async function openLibrary(page: Page) {
  await page.goto('/blog-faq');
  await expect(page.locator('.library[data-ready]')).toBeAttached();
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search tips and answers' });
const categoryButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by topic' }).getByRole('button', { name, exact: true });

test.describe('/blog', () => {
  test('lists every post with title, excerpt, date and category, then points to the library and the guides', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.locator('h1')).toHaveText('Appliance Repair Blog');
    const cards = page.locator('.card');
    await expect(cards).toHaveCount(posts.length);
    for (const post of posts) {
      const card = cards.filter({ has: page.getByRole('link', { name: post.title }) });
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(card).toContainText(post.excerpt);
      await expect(card).toContainText(post.category);
      await expect(card.locator(`time[datetime="${post.date}"]`)).toBeVisible();
    }
    // Three posts from one month: a "coming soon" promise under them only made the blog look abandoned.
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    const pointer = page.locator('main p', { hasText: 'Looking for a quick answer' });
    await expect(pointer.getByRole('link')).toHaveText(['Tips & FAQ', 'maintenance guides']);
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px each card's date and reading time stay on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      for (const card of await page.locator('.card').all()) {
        const date = await card.locator('.post-meta time').boundingBox();
        const time = await card.getByText(/^\d+ min read$/).boundingBox();
        expect(Math.abs((date?.y ?? 0) - (time?.y ?? 100)), await card.locator('.post-meta').innerText()).toBeLessThan(
          4,
        );
      }
    });
  }
});

test.describe('blog posts', () => {
  for (const post of tierSample(posts)) {
    test(`${post.slug}: H1, body, buttons, related reading and valid JSON-LD`, async ({ page }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(post.title);
      await expect(page.locator('.post .prose h2').first()).toBeVisible();
      const words = (await page.locator('.post .prose').innerText()).split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(600);
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
      await expect(page.locator('main a.btn--book').first()).toHaveAttribute('href', /campaign=blog_/);
      await expect(page.getByRole('heading', { name: 'Related reading' })).toBeVisible();
      await expect(page.locator('#related-reading a[href^="/blog/"]')).toHaveCount(posts.length - 1);

      const data = await jsonLd(page);
      const posting = data.find((d) => d['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: post.title, datePublished: post.date });
      for (const field of ['dateModified', 'author', 'image', 'publisher'])
        expect(posting, field).toHaveProperty(field);
      expect(String(posting?.image)).toMatch(new RegExp(`/images/blog/${post.slug}\\.svg$`));
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as
        { itemListElement: { name: string }[] } | undefined;
      expect(crumbs?.itemListElement.map((c) => c.name)).toEqual(['Home', 'Blog', post.title]);
    });
  }

  test('an internal link in a post body navigates inside the app', async ({ page }) => {
    await page.goto('/blog/refrigerator-not-cooling');
    await page.locator('.post .prose a[href="/maintenance/refrigerator"]').click();
    await expect(page).toHaveURL(/\/maintenance\/refrigerator$/);
    await expect(page.locator('h1')).toHaveText('Refrigerator Maintenance Guide');
  });
});

test.describe('unknown blog slug', () => {
  test('/blog/does-not-exist shows Post Not Found with status 404, a link back and no hydration error', async ({
    page,
  }) => {
    const response = await page.goto('/blog/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Post Not Found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('h1')).toHaveText('Appliance Repair Blog');
  });
});

test.describe('/blog-faq library', () => {
  test('the search tells a visitor without JavaScript that every item is listed; with it, no such note', async ({
    page,
    request,
  }) => {
    await openLibrary(page);
    await expect(page.getByText(librarySearch.withoutScript)).toBeHidden();
    // In <noscript>, which Playwright's scripts-off Chromium still hides: read from the HTML as served.
    const html = await (await request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(
      `<noscript><p class="search-box__without-script">${librarySearch.withoutScript}</p></noscript>`,
    );
    expect(html.match(/<li style="--i:\d+">/g)?.length, 'items in the served HTML').toBe(5);
  });

  test('after a filter change the articles appear 0.1 s apart; on first paint and with reduced motion they do not animate', async ({
    page,
  }) => {
    const animation = (i: number) =>
      page
        .locator('.library__list > li')
        .nth(i)
        .evaluate((li) => {
          const style = getComputedStyle(li);
          return { name: style.animationName, delay: style.animationDelay };
        });
    await openLibrary(page);
    // The prerendered list is the page: nothing is hidden or animated on first paint.
    expect((await animation(0)).name).toBe('none');
    await categoryButton(page, 'All Topics').click();
    // The list follows the tap in a deferred render: wait for it (the stagger class comes with it).
    await expect(page.locator('.library__list')).toHaveClass(/library__list--stagger/);
    await expect(articles(page)).toHaveCount(5);
    for (let i = 0; i < 5; i++)
      expect(await animation(i), `item ${i}`).toEqual({
        name: 'library-item-in',
        delay: `${(i * 0.1).toFixed(1).replace(/\.0$/, '')}s`,
      });
    // Opacity and transform only: the last item's layout position is the same while it waits to appear and after.
    const last = page.locator('.library__list > li').nth(4);
    const during = await last.evaluate((li) => (li as HTMLElement).offsetTop);
    await last.evaluate((li) => Promise.all(li.getAnimations().map((a) => a.finished)));
    expect(await last.evaluate((li) => (li as HTMLElement).offsetTop)).toBe(during);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await categoryButton(page, 'Dishwasher').click();
    const dishwasher = CATEGORIES.find((c) => c.name === 'Dishwasher')!;
    await expect(titles(page)).toHaveText(titlesOf(library.filter((i) => i.category === dishwasher.id)));
    expect((await animation(0)).name).toBe('none');
  });

  test('shows breadcrumbs, the search box, the category buttons and all five articles, call/book once at the end', async ({
    page,
  }) => {
    await openLibrary(page);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Blog',
      'Tips & FAQ',
    ]);
    await expect(search(page)).toHaveAttribute('placeholder', 'Search repair tips...');
    await expect(page.getByRole('group', { name: 'Filter by topic' }).getByRole('button')).toHaveText([
      'All Topics',
      ...CATEGORIES.map((c) => c.name),
    ]);
    await expect(categoryButton(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');
    await expect(titles(page)).toHaveText(titlesOf(library));
    for (const [i, item] of library.entries()) {
      const article = articles(page).nth(i);
      await expect(article.locator('.badge')).toHaveText(item.type === 'faq' ? 'FAQ' : 'BLOG');
      await expect(article.locator('.library-item__time')).toHaveText(/^\d+ min read$/);
      await expect(article.locator('.library-item__answer')).not.toBeEmpty();
      // Keywords feed the search only, and call/book comes once, in the closing band (issue 36).
      await expect(article.getByRole('list', { name: 'Keywords' })).toHaveCount(0);
      await expect(article.locator('a[href^="tel:"], a.btn--book')).toHaveCount(0);
    }
    await expect(page.locator('.cta-band a[href^="tel:"]')).toHaveCount(1);
  });

  test('search matches the title', async ({ page }) => {
    await openLibrary(page);
    await search(page).fill('how to decide');
    await expect(titles(page)).toHaveText(['Repair or Replace Your Appliance? How to Decide']);
    await expect(page.getByRole('status')).toHaveText('1 result');
  });

  test('a BLOG item carries its post’s title and opens that post', async ({ page }) => {
    await openLibrary(page);
    const blogItems = library.filter((i) => i.type === 'blog');
    expect(blogItems.length).toBeGreaterThan(0);
    for (const item of blogItems) {
      const article = articles(page).filter({ has: page.locator('.library-item__title', { hasText: item.title }) });
      await expect(article.locator('.badge')).toHaveText('BLOG');
      await expect(article.getByRole('link', { name: /^Read the full article/ })).toHaveAttribute(
        'href',
        paths.post(item.post!),
      );
    }
    const first = blogItems[0];
    await articles(page)
      .filter({ hasText: first.title })
      .getByRole('link', { name: /^Read the full article/ })
      .click();
    await expect(page.locator('h1')).toHaveText(first.title);
  });

  test('search matches the question', async ({ page }) => {
    await openLibrary(page);
    const item = library.find((i) => i.question.includes('breaking down'))!;
    expect(item.title.toLowerCase()).not.toContain('breaking down');
    await search(page).fill('breaking down');
    await expect(titles(page)).toHaveText([item.title]);
  });

  test('search ignores case', async ({ page }) => {
    await openLibrary(page);
    await search(page).fill('TeMpErAtUrE');
    await expect(titles(page)).toHaveText(titlesOf(library.filter((i) => /temperature/i.test(i.title + i.question))));
    await search(page).fill('HOW MUCH');
    await expect(titles(page)).toHaveText(['How Much Does Appliance Repair Cost?']);
  });

  test('no match shows the exact message, and "Show all topics" resets', async ({ page }) => {
    await openLibrary(page);
    await search(page).fill('xylophone');
    await expect(articles(page)).toHaveCount(0);
    await expect(page.locator('.library__empty p')).toHaveText(NO_MATCH);
    await expect(page.getByRole('status')).toHaveText('0 results');
    await page.getByRole('button', { name: 'Show all topics' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(articles(page)).toHaveCount(library.length);
  });

  for (const category of CATEGORIES) {
    test(`category ${category.name} shows only its articles`, async ({ page }) => {
      await openLibrary(page);
      await categoryButton(page, category.name).click();
      await expect(categoryButton(page, category.name)).toHaveAttribute('aria-pressed', 'true');
      await expect(categoryButton(page, 'All Topics')).toHaveAttribute('aria-pressed', 'false');
      const expected = library.filter((i) => i.category === category.id);
      expect(expected.length).toBeGreaterThan(0);
      await expect(titles(page)).toHaveText(titlesOf(expected));
      await categoryButton(page, 'All Topics').click();
      await expect(titles(page)).toHaveText(titlesOf(library));
    });
  }

  test('category and search combine (both must match)', async ({ page }) => {
    await openLibrary(page);
    await categoryButton(page, 'General Tips').click();
    await search(page).fill('cost');
    await expect(titles(page)).toHaveText(['How Much Does Appliance Repair Cost?']);
    // The same text in another category finds nothing.
    await categoryButton(page, 'Dishwasher').click();
    await expect(page.locator('.library__empty p')).toHaveText(NO_MATCH);
    await search(page).fill('dishes');
    await expect(titles(page)).toHaveText(['Why Isn’t My Dishwasher Cleaning Well?']);
  });

  test('an article expands and collapses, with aria-expanded and the controlled region', async ({ page }) => {
    await openLibrary(page);
    const article = articles(page).first();
    const toggle = article.locator('.library-item__toggle');
    const regionId = await toggle.getAttribute('aria-controls');
    const region = page.locator(`#${regionId}`);
    await expect(region).toHaveAttribute('role', 'region');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toBeVisible();
    await expect(region.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // Other articles stay collapsed.
    await expect(articles(page).nth(1).locator('.library-item__toggle')).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
  });

  test('the body animates over 0.3 s, and not at all under reduced motion', async ({ page }) => {
    const duration = () =>
      page
        .locator('.library-item__panel')
        .first()
        .evaluate((el) => getComputedStyle(el).transitionDuration);
    await openLibrary(page);
    expect(await duration()).toMatch(/^0\.3s/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).not.toMatch(/0\.3s/);
  });

  test('has FAQPage JSON-LD for the FAQ items only, and footer links', async ({ page }) => {
    await openLibrary(page);
    const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as
      { mainEntity: { name: string }[] } | undefined;
    expect(faq?.mainEntity.map((q) => q.name)).toEqual(library.filter((i) => i.type === 'faq').map((i) => i.question));
    const more = page.getByRole('navigation', { name: 'More from us' });
    for (const href of [
      '/',
      '/local-appliance-repair',
      '/residential-appliance-repair',
      '/commercial-appliance-repair',
    ]) {
      await expect(more.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('without JavaScript all five articles and their bodies are readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog-faq');
    await expect(titles(page)).toHaveText(titlesOf(library));
    for (let i = 0; i < library.length; i++) {
      await expect(articles(page).nth(i).locator('.library-item__panel')).toBeVisible();
      await expect(articles(page).nth(i).locator('.library-item__toggle')).toBeHidden();
    }
    await expect(search(page)).toBeHidden();
    await context.close();
  });
});

test.describe('a post uses the width of a desktop screen', () => {
  const post = `/blog/${posts[0].slug}`;

  test('at 1280 px a side column lists the post’s sections, each link jumps to its heading, and offers a call', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(post);
    const aside = page.locator('.post-aside');
    await expect(aside).toBeVisible();
    const links = aside.locator('.post-aside__contents a');
    const headings = page.locator('.post .prose h2');
    await expect(links).toHaveText(await headings.allTextContents());
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      await expect(page.locator(`.post .prose h2${href}`)).toHaveCount(1);
    }
    await expect(aside.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/);
    // Text and side column together fill most of the container: no 40 % of empty screen.
    const used = await page.evaluate(() => {
      const text = document.querySelector('.post')!.getBoundingClientRect();
      const side = document.querySelector('.post-aside')!.getBoundingClientRect();
      return (side.right - text.left) / document.querySelector('.post-layout')!.getBoundingClientRect().width;
    });
    expect(used).toBeGreaterThan(0.9);
  });

  test('at 360 px the side column is left out, the text takes the whole width, and the closing band carries the calls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto(post);
    await expect(page.locator('.post-aside')).toBeHidden();
    await expect(page.locator('.cta-band').getByRole('link', { name: /^Call/ })).toBeVisible();
    const [textWidth, layoutWidth] = await page.evaluate(() => {
      const layout = document.querySelector('.post-layout')!;
      const style = getComputedStyle(layout);
      const inner = layout.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return [document.querySelector('.post')!.getBoundingClientRect().width, inner];
    });
    expect(textWidth).toBe(layoutWidth);
  });
});
