/**
 * Hydration is clean on every template: React 19 runs the pages in the browser
 * and reports a page whose server HTML differs from its first client render as
 * a recoverable error (#418 text, #419/#421/#422/#423/#425 in production builds),
 * then throws the server markup away and renders again: a slower start and,
 * often, a visible jump. React logs it with console.error, so the shared fixture
 * (tests/e2e/fixtures.ts) fails any browser test that meets one, and the template
 * tour visits one page of every template. This breaking fixture proves the
 * detector sees a real mismatch. It edits the skip link, which the app hydrates: the parts of a page
 * that keep their prerendered HTML (src/lib/first-visit.tsx) are never compared, by design.
 */
import { test as plain } from '@playwright/test';
import { expect, watchPage, type PageProblems } from './fixtures';

/** React's recoverable errors as they reach the page: minified codes in production, words in development. */
const RECOVERABLE = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

const recoverableErrors = (problems: PageProblems) => problems.errors.filter((e) => RECOVERABLE.test(e));

plain('a page whose server HTML differs from the app is reported (breaking fixture)', async ({ page }) => {
  const problems: PageProblems = { errors: [], outside: [] };
  await watchPage(page, problems);
  const path = '/about';
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/(<a class="skip-link"[^>]*>)[^<]+/, '$1Edited after the build');
      await route.fulfill({ response, body });
    },
  );
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await expect.poll(() => recoverableErrors(problems).length, `a mismatch on ${path} is seen`).toBeGreaterThan(0);
  expect(recoverableErrors(problems)[0]).toMatch(/#418|hydrat/i);
});
