/**
 * Every analytics event the site declares is sent by a real click on the
 * built pages: click_service from service cards, click_cta from a closing
 * band, and click_to_call / click_to_text / click_schedule from the links'
 * data-track attributes (nav_click, cta_click, click_call and click_book are
 * covered where those controls are tested).
 */
import { test, expect } from './fixtures';
import { installGtagStub, recordedEvents, paths } from './page-helpers';

const hydrated = 'html[data-hydrated="true"]';

test('service cards send click_service on / and /services', async ({ page }) => {
  await installGtagStub(page);
  for (const [path, category, links] of [
    [paths.home, 'home_services', '#services .service-tile__link'],
    [paths.services, 'services_page', '.card-grid .card__link'],
  ] as const) {
    await page.goto(path);
    await page.waitForSelector(hydrated, { state: 'attached' });
    const link = page.locator(links).first();
    const label = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL((url) => url.pathname !== path);
    expect(await recordedEvents(page)).toContainEqual(
      expect.objectContaining({
        name: 'click_service',
        params: expect.objectContaining({ label, category, page_path: path }),
      }),
    );
  }
});

test('a closing band sends click_cta and the data-track events', async ({ page }) => {
  await installGtagStub(page);
  await page.goto(paths.city('pacifica'));
  await page.waitForSelector(hydrated, { state: 'attached' });
  const band = page.locator('.cta-band').last();
  await band.locator('[data-track="click_to_call"]').click();
  await band.locator('[data-track="click_to_text"]').click();
  await band.locator('[data-track="click_schedule"]').click();
  const events = await recordedEvents(page);
  for (const name of ['click_to_call', 'click_to_text', 'click_schedule']) {
    expect(events).toContainEqual(
      expect.objectContaining({ name, params: expect.objectContaining({ location: 'city_pacifica_cta_band' }) }),
    );
  }
  expect(events.filter((e) => e.name === 'click_cta')).toHaveLength(3);
});
