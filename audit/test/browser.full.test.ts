/**
 * The browser half of the audit on tiny fixture builds, in the real Chromium:
 * axe catches a known accessibility defect, an outside request fails the
 * audit naming the URL (seen by axe and by Lighthouse), and the HTML report
 * opens from disk with no console errors and shows the scores it was given.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromium } from '@playwright/test';
import { cli } from '../cli';
import { runBrowserChecks } from '../browser';
import { browserFindings } from '../browser/findings';
import { measurementPlan } from '../measurement-plan';
import type { AuditReport } from '../report-data';
import { CHROMIUM_FLAGS, findChromium } from '../host';
import { fixtureSite, html, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
let out = '';
afterEach(() => {
  site?.cleanup();
  site = null;
  if (out) rmSync(out, { recursive: true, force: true });
  out = '';
  vi.restoreAllMocks();
});

describe('axe and the extra checks', () => {
  it('catch an image without alt and a button without a name, naming the page', async () => {
    site = fixtureSite();
    site.write(
      'a-page.html',
      html({
        path: '/a-page',
        body: 'A page with two defects.</p><img src="/images/photo.png" width="1" height="1"><button type="button"></button><p>',
      }),
    );
    const pages = ['/', '/a-page', '/b-page'].map((path) => ({ path, status: 200, template: 'page' }));
    const config = testConfig();
    const results = await runBrowserChecks(site.dist, pages, config, {
      profile: 'fast',
      out: null,
      lighthouse: false,
      plan: measurementPlan({ pages, config, profile: 'fast', foreign: false }),
    });
    const judged = browserFindings(config, results.axe, results.lighthouse);
    const ids = results.axe.find((p) => p.path === '/a-page')!.violations.map((v) => v.id);
    expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
    expect(results.axe.find((p) => p.path === '/b-page')!.violations).toEqual([]);
    expect(judged.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.page}`)).toEqual(
      expect.arrayContaining(['axe/image-alt /a-page', 'axe/button-name /a-page']),
    );
    expect(judged.thresholds.find((t) => t.name.startsWith('axe violations'))).toMatchObject({ ok: false });
  }, 60_000);

  it('flag a call button smaller than 24×24 px', async () => {
    site = fixtureSite();
    site.write(
      'a-page.html',
      html({
        path: '/a-page',
        footer:
          '<footer><a class="btn btn--book" href="tel:+14155550199" style="display:inline-block;font-size:10px;line-height:10px">Call</a></footer>',
      }),
    );
    const pages = [{ path: '/a-page', status: 200, template: 'page' }];
    const config = testConfig();
    const results = await runBrowserChecks(site.dist, pages, config, {
      profile: 'fast',
      out: null,
      lighthouse: false,
      plan: measurementPlan({ pages, config, profile: 'fast', foreign: false }),
    });
    expect(browserFindings(config, results.axe, results.lighthouse).findings.map((f) => f.ruleId)).toContain(
      'a11y/tap-target-size',
    );
  }, 60_000);
});

describe('the full CLI on a fixture build with a third-party image', () => {
  it('fails the offline check naming the URL (axe and Lighthouse), and writes an HTML report that opens from disk and shows the scores', async () => {
    site = fixtureSite();
    site.write(
      'index.html',
      html({
        path: '/',
        body: 'Our family repairs refrigerators across the bay.</p><img src="https://example.com/x.png" alt="A partner logo" width="10" height="10"><p>',
      }),
    );
    out = mkdtempSync(join(tmpdir(), 'audit-browser-'));
    const config = join(out, 'audit.config.json');
    writeFileSync(config, JSON.stringify({ ...testConfig(), $schema: undefined }));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const code = await cli([
      '--dist',
      site.dist,
      '--no-manifest',
      '--config',
      config,
      '--profile',
      'fast',
      '--out',
      out,
      '--no-history',
      '--format',
      'json,html,md',
    ]);
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as AuditReport;
    const outside = report.findings.filter((f) => f.ruleId === 'offline/outside-request').map((f) => f.message);
    expect(outside).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Requested https:\/\/example\.com\/x\.png \(blocked; seen by the axe pass\)/),
        expect.stringMatching(/^Requested https:\/\/example\.com\/x\.png \(blocked; seen by Lighthouse on mobile\)/),
      ]),
    );
    expect(report.thresholds.find((t) => t.name === 'requests to other hosts')).toMatchObject({ ok: false });
    const home = report.browser!.lighthouse.find((l) => l.path === '/' && l.formFactor === 'mobile')!;
    expect(home.state).toBe('measured');
    expect(home.report).toBe('lighthouse/home-mobile.html');
    expect(readFileSync(join(out, home.report!), 'utf8')).toContain('<html');

    // The HTML report, opened from disk with the network off: no console error, the scores it shows are the report's.
    const browser = await chromium.launch({
      executablePath: findChromium(),
      headless: true,
      args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    });
    try {
      const context = await browser.newContext({ offline: true });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(join(out, 'index.html')).href);
      expect(await page.getByTestId('verdict').textContent()).toBe('failed');
      for (const c of ['accessibility', 'seo', 'performance', 'best-practices'] as const) {
        expect(await page.getByTestId(`score-${c}`).textContent(), c).toBe(
          String(Math.round((home.scores[c] as number) * 100)),
        );
      }
      expect(await page.locator('#pages tbody tr[data-page="/"] td[data-col="accessibility"]').textContent()).toBe(
        String(Math.round((home.scores.accessibility as number) * 100)),
      );
      await expect(
        page.locator('details.finding[data-rule="offline/outside-request"]').textContent(),
      ).resolves.toContain('https://example.com/x.png');
      // Sorting works: "errors" sorts the page rows by their error count, ascending then descending.
      const errorCounts = () =>
        page
          .locator('#pages > tbody > tr')
          .evaluateAll((rows) => rows.map((r) => Number((r as HTMLTableRowElement).cells[8].dataset.sort)));
      const counts = await errorCounts();
      expect(new Set(counts).size, 'pages with different error counts, so a sort shows').toBeGreaterThan(1);
      const header = page.locator('#pages > thead th', { hasText: /^errors$/ }); // not the errors column of a page's own history table
      await header.click();
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      expect(await errorCounts()).toEqual([...counts].sort((a, b) => a - b));
      await header.click();
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      expect(await errorCounts()).toEqual([...counts].sort((a, b) => b - a));
      expect(
        await page.locator('#pages > tbody > tr').first().getAttribute('data-page'),
        'the page with the outside request leads',
      ).toBe('/');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
