/**
 * Field data import (audit/field): a marketer's CSV or JSON export of the site's web-vitals events
 * is read whatever its column spelling, reduced to each template's 75th percentile and shown
 * beside the lab's figures, from this run or the latest recorded one.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { parseFieldData, pagePath, readFieldData } from '../field/read';
import { fieldComparison, p75 } from '../field/compare';
import { fieldHtml, fieldMarkdown } from '../field/html';
import type { RunSummary } from '../report-data';
import { fakeReport, lighthouse, scores } from './report-fixture';

const SAMPLE = fileURLToPath(new URL('../samples/field-vitals.csv', import.meta.url));

describe('reading an export', () => {
  it('reads the documented sample: comment lines skipped, quoted fields, every metric', () => {
    const { events, skipped } = readFieldData(SAMPLE);
    expect(skipped).toBe(0);
    expect(new Set(events.map((e) => e.metric))).toEqual(new Set(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']));
    expect(events.find((e) => e.target?.startsWith('#reviews'))?.target).toBe(
      '#reviews>div.carousel>button.carousel__btn',
    );
  });

  it('takes GA4 column names in any spelling, whole URLs as paths, and CLS in thousandths from `value`', () => {
    const csv = [
      'EVENT_NAME,Page location,Value,Event count',
      'CLS,https://www.example.com/oven-repair?utm_source=x,120,3',
      'page_view,/oven-repair,1,1',
      'INP,/oven-repair/,88,1',
    ].join('\n');
    const { events, skipped } = parseFieldData(csv);
    expect(events).toEqual([
      { metric: 'CLS', path: '/oven-repair', value: 0.12, count: 3 },
      { metric: 'INP', path: '/oven-repair', value: 88, count: 1 },
    ]);
    expect(skipped).toBe(1);
  });

  it('reads JSON rows and BigQuery events with event_params', () => {
    const json = JSON.stringify([
      {
        event_name: 'LCP',
        event_params: [
          { key: 'page_path', value: { string_value: '/' } },
          { key: 'metric_value', value: { double_value: 2100.4 } },
          { key: 'debug_target', value: { string_value: 'h1' } },
        ],
      },
      { name: 'TTFB', page_path: '/', metric_value: '310' },
    ]);
    expect(parseFieldData(json).events).toEqual([
      { metric: 'LCP', path: '/', value: 2100.4, count: 1, target: 'h1' },
      { metric: 'TTFB', path: '/', value: 310, count: 1 },
    ]);
  });

  it('names what a file lacks when it has no metric event', () => {
    expect(() => parseFieldData('Page path,Views\n/,3\n', 'export.csv')).toThrow(/export\.csv: no LCP, INP/);
  });

  it('reads quoted commas, quotes and line breaks, and names the line of a quote left open', () => {
    const csv = 'Event name,Page path,metric_value,debug_target\nLCP,/,2100,"h1, ""a""\nline"\n';
    expect(parseFieldData(csv).events).toEqual([
      { metric: 'LCP', path: '/', value: 2100, count: 1, target: 'h1, "a"\nline' },
    ]);
    expect(() => parseFieldData('Event name,Page path,metric_value\nLCP,/,"2100\n')).toThrow(
      /Quote Not Closed.*line 2/,
    );
  });

  it('writes paths as the audit does', () => {
    expect(pagePath('https://x.example/')).toBe('/');
    expect(pagePath('blog/a/#top')).toBe('/blog/a');
  });
});

describe('field against lab', () => {
  it('is the 75th percentile, each row weighted by its count', () => {
    expect(
      p75([
        { value: 100, count: 3 },
        { value: 900, count: 1 },
      ]),
    ).toBe(100);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ value, count: 1 })))).toBe(6);
  });

  const report = () => {
    const r = fakeReport({
      pages: [
        ['/', 200],
        ['/oven-repair', 200],
      ],
      lighthouse: [
        lighthouse('/oven-repair', scores(1), {
          representative: true,
          metrics: { lcpMs: 1480.2, tbtMs: 0, cls: 0.004, fcpMs: 900, siMs: 900 },
        }),
      ],
    });
    r.pages[0]!.template = 'home';
    r.browser!.interactions = {
      cpuSlowdown: 4,
      maxInpMs: 50,
      durationMs: 1,
      results: [
        { name: 'a', template: 'service', path: '/oven-repair', runs: [30], inpMs: 30, bestMs: 30 },
        { name: 'b', template: 'service', path: '/oven-repair', runs: [42], inpMs: 42, bestMs: 42 },
      ],
    };
    return r;
  };
  const read = parseFieldData(
    [
      'event_name,page_path,metric_value,debug_target',
      'INP,/oven-repair,120,details.faq>summary',
      'INP,/oven-repair,260,details.faq>summary',
      'INP,/oven-repair,80,',
      'INP,/oven-repair,90,',
      'LCP,/oven-repair,2300,h1',
      'LCP,/gone,5000,h1',
      'CLS,/,0.3,main',
    ].join('\n'),
  );

  it("puts each template's field p75 beside this run's lab figures, with the slow visits' element", () => {
    const c = fieldComparison(read, report(), [], 'export.csv');
    expect(c).toMatchObject({ events: 7, unknownPages: 1, labFrom: 'this run' });
    const service = c.templates.find((t) => t.template === 'service')!;
    expect(service.labPage).toBe('/oven-repair');
    expect(service.metrics.INP).toEqual({
      p75: 120,
      count: 4,
      rating: 'good',
      lab: 42,
      target: 'details.faq>summary',
    });
    expect(service.metrics.LCP).toMatchObject({ p75: 2300, lab: 1480, rating: 'good' });
    expect(c.templates.find((t) => t.template === 'home')!.metrics.CLS).toMatchObject({ p75: 0.3, rating: 'poor' });
    const html = fieldHtml(c);
    expect(html).toContain('id="h-field"');
    expect(html).toMatch(/120 ms <small>\(4\)<\/small><br><small>lab 42 ms/);
    expect(fieldMarkdown(c).join('\n')).toMatch(/\| home \| – \| – \| 0\.300 \(lab –\) ❌/);
  });

  it('takes the lab figures from the latest recorded run when this one measured none', () => {
    const r = report();
    delete r.browser;
    const recorded: RunSummary = {
      generatedAt: '2026-11-20T08:00:00.000Z',
      profile: 'full',
      passed: true,
      totals: { pages: 2, errors: 0, warnings: 0 },
      categories: {},
      pages: {
        '/oven-repair': { template: 'service', scores: {}, metrics: { lcpMs: 1500, tbtMs: 0, cls: 0 }, inpMs: 33 },
      },
      findings: [],
      checked: { axe: true, lighthouse: ['/oven-repair'] },
      commit: { hash: 'abc1234', branch: 'main', dirty: false },
    };
    const c = fieldComparison(read, r, [recorded], 'export.csv');
    expect(c.labFrom).toBe('the run of 2026-11-20 08:00 UTC (abc1234)');
    expect(c.templates.find((t) => t.template === 'service')!.metrics.INP!.lab).toBe(33);
  });
});
