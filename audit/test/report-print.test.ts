/**
 * The HTML report printed (to paper, or a PDF for a client), in Chromium with print media: no
 * sticky header cells, filters or run picker; tables that repeat their header on each page and
 * never split a row; every finding open while printing (and closed again after, as the reader left
 * it); the colours of scores and history squares kept (print-color-adjust), which a browser
 * otherwise leaves out as backgrounds. On screen, nothing of that changes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { htmlReport } from '../report/html';
import type { RunSummary } from '../report-data';
import { fakeReport, finding, lighthouse, scores, launchReportBrowser } from './report-fixture';

let dir = '';
const LONG = '/appliance-repair-south-san-francisco';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const run = (at: string, findings: string[]): RunSummary => ({
  generatedAt: at,
  profile: 'full',
  passed: !findings.length,
  totals: { pages: 2, errors: findings.length, warnings: 0 },
  categories: {},
  pages: {},
  findings,
  checked: { axe: true, lighthouse: [] },
  audited: [LONG, '/b'],
});

describe('the report printed', () => {
  it('drops the screen chrome, keeps tables whole and colours, and opens every finding', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-print-'));
    const file = join(dir, 'index.html');
    const report = fakeReport({
      pages: [
        [LONG, 200],
        ['/b', 200],
      ],
      lighthouse: [lighthouse(LONG, scores(0.82)), lighthouse('/b', scores(1))],
      findings: [
        finding('titles/title-length', LONG),
        finding('budgets/document-weight', '/b', 'warning'),
        finding('structured-data/faq', '/b', 'info'),
      ],
    });
    // Twelve runs: each page row ends with twelve history squares, the widest the table gets.
    const history = Array.from({ length: 12 }, (_, i) =>
      run(
        `2026-05-${String(i + 1).padStart(2, '0')}T09:00:00.000Z`,
        (i + 1) % 3 ? [] : [`titles/title-length ${LONG}`],
      ),
    );
    writeFileSync(file, htmlReport(report, { config: defaultConfig(), history }));
    const browser = await launchReportBrowser();
    try {
      // An A4 page's width inside the report's print margins (210 mm less 2 × 10 mm, at 96 px an inch).
      const page = await (
        await browser.newContext({ offline: true, viewport: { width: 718, height: 1000 } })
      ).newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(file).href);
      const style = (selector: string, property: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
      const openFindings = () =>
        page.locator('details.finding').evaluateAll((els) => els.map((d) => (d as HTMLDetailsElement).open));

      // On screen: sticky header cells, the filters, errors open and warnings closed.
      expect(await style('#pages th', 'position')).toBe('sticky');
      expect(await style('p.controls', 'display')).toBe('block');
      expect(await openFindings()).toEqual([true, false, false]);

      await page.emulateMedia({ media: 'print' });
      expect(await style('#pages th', 'position')).toBe('static');
      expect(await style('#pages thead', 'display')).toBe('table-header-group');
      expect(await style('#pages tbody tr', 'break-inside')).toBe('avoid');
      // Every table fits the paper's width: none is cut off at the right edge.
      const widths = await page
        .locator('table')
        .evaluateAll((tables) =>
          tables
            .filter((t) => t.checkVisibility())
            .map((t) => [t.id || t.className, t.scrollWidth, t.parentElement!.clientWidth]),
        );
      expect(widths.map(([name]) => name)).toEqual(expect.arrayContaining(['templates', 'pages']));
      for (const [name, width, room] of widths) expect(width, String(name)).toBeLessThanOrEqual(Number(room));
      expect(await style('#pages td.links', 'display')).toBe('none'); // report links do nothing on paper
      await page.getByLabel(`History of ${LONG}`).click(); // a page's own table of runs, opened on screen, stays off paper
      expect(await style('table.page-history', 'display')).toBe('none');
      expect(await page.locator('p.controls').count()).toBe(2);
      for (const hidden of ['p.controls', '#filter', 'details.picker'])
        expect(await style(hidden, 'display'), hidden).toBe('none');
      // Colours kept: the score pills, the verdict band and the history squares print as they show.
      for (const coloured of ['header.top', 'td.bad .pill', '.hs.bad', '.ch-kind'])
        expect(await style(coloured, 'print-color-adjust'), coloured).toBe('exact');
      expect(await style('.hs.bad', 'background-color')).toBe('rgb(180, 35, 24)');

      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      expect(await openFindings()).toEqual([true, true, true]);
      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      expect(await openFindings()).toEqual([true, false, false]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
