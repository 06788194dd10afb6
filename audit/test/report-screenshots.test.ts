/**
 * "See the pages": each template's row in the HTML report shows the page as Lighthouse last saw
 * it on a phone (a small JPEG inside the report, so it stays one file that opens offline) and
 * links the full Lighthouse report. Proved on a report opened from disk in Chromium.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { AuditReport } from '../report-data';
import type { LighthousePage } from '../browser/lighthouse';
import { thumbnail } from '../browser/lighthouse';
import { htmlReport } from '../report/html';
import { launchReportBrowser } from './report-fixture';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A stand-in for Lighthouse's final screenshot: a 412 × 823 PNG, the size its mobile run takes. */
async function finalScreenshot(): Promise<string> {
  const png = await sharp({ create: { width: 412, height: 823, channels: 3, background: '#0b4f6c' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const measured = (
  path: string,
  template: string,
  formFactor: 'mobile' | 'desktop',
  screenshot?: string,
): LighthousePage => ({
  path,
  template,
  formFactor,
  state: 'measured',
  note: null,
  representative: true,
  scores: { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 },
  performanceRuns: [100],
  metrics: { lcpMs: 900, tbtMs: 10, cls: 0, fcpMs: 800, siMs: 900 },
  report: `lighthouse/${template}-${formFactor}.html`,
  failedAudits: [],
  outside: [],
  durationMs: 1,
  ...(screenshot ? { screenshot } : {}),
});

describe('template screenshots in the report', () => {
  it('shrinks the final screenshot to a 180 px wide JPEG, about a tenth of the bytes', async () => {
    const original = await finalScreenshot();
    const small = (await thumbnail(original))!;
    expect(small).toMatch(/^data:image\/jpeg;base64,/);
    const meta = await sharp(Buffer.from(small.split(',')[1], 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([180, 360]);
    expect(await thumbnail('not a data URI')).toBeUndefined();
  });

  it('shows each template its phone screenshot, linking the full Lighthouse report', async () => {
    const shot = (await thumbnail(await finalScreenshot()))!;
    const report: AuditReport = {
      schemaVersion: 1,
      generatedAt: '2026-05-15T08:00:00.000Z',
      dist: 'dist',
      siteUrl: 'https://www.example.com',
      configPath: null,
      durationMs: { crawl: 1, rules: 1, total: 2 },
      summary: { pages: 2, rules: 0, checks: 0, errors: 0, warnings: 0, infos: 0, toolErrors: 0, passed: true },
      thresholds: [],
      rules: [],
      findings: [],
      toolErrors: [],
      checks: [],
      pages: [
        {
          path: '/about',
          template: 'company',
          status: 200,
          indexable: true,
          depth: 1,
          inbound: 1,
          sources: ['manifest'],
        },
        {
          path: '/blog/a',
          template: 'blog-post',
          status: 200,
          indexable: true,
          depth: 2,
          inbound: 1,
          sources: ['manifest'],
        },
      ],
      browser: {
        profile: 'full',
        axe: [],
        representatives: { company: '/about', 'blog-post': '/blog/a' },
        durationMs: { axe: 0, lighthouse: 0 },
        // The company page has no screenshot (a run that recorded none): its row shows no picture.
        lighthouse: [
          measured('/blog/a', 'blog-post', 'mobile', shot),
          measured('/blog/a', 'blog-post', 'desktop'),
          measured('/about', 'company', 'mobile'),
        ],
      },
    };
    dir = mkdtempSync(join(tmpdir(), 'audit-shots-'));
    const file = join(dir, 'index.html');
    writeFileSync(file, htmlReport(report, { config: defaultConfig(), history: [] }));
    const browser = await launchReportBrowser();
    try {
      const page = await (await browser.newContext({ offline: true })).newPage();
      await page.goto(pathToFileURL(file).href);
      const img = page.getByAltText('blog-post page on a phone');
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(180);
      expect(await img.locator('xpath=..').getAttribute('href')).toBe('lighthouse/blog-post-mobile.html');
      expect(await page.locator('img.shot').count()).toBe(1);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
