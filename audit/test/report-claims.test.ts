/**
 * What the report says must be true and said one way: a score card says how many pages it covers,
 * summary.md names a rule by its title as the report does, a page's history counts what its row
 * counts, and the template screenshots are there when the report is printed.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { summarize } from '../history';
import { htmlReport } from '../report/html';
import { markdownReport } from '../report/markdown';
import { fakeReport, finding, lighthouse, scores } from './report-fixture';

const config = defaultConfig();
const note = (html: string, category: string) =>
  new RegExp(`data-category="${category}"[\\s\\S]*?<div class="tile-note">(.*?)</div>`).exec(html)![1];

describe('the score cards', () => {
  // Six pages answer 200, one 404. Lighthouse timed Performance on two and measured the other categories on three; SEO on every page.
  const pages: [string, number][] = [
    ['/', 200],
    ['/a', 200],
    ['/b', 200],
    ['/c', 200],
    ['/d', 200],
    ['/e', 200],
    ['/gone', 404],
  ];
  const rest = ['/c', '/d', '/e'].map((p) => lighthouse(p, { seo: 1 }));
  const report = fakeReport({
    pages,
    lighthouse: [
      lighthouse('/', scores(0.97), { representative: true }),
      lighthouse('/a', scores(0.99), { representative: true }),
      lighthouse('/b', { accessibility: 1, 'best-practices': 1, seo: 1 }),
      ...rest,
    ],
  });

  it('say of how many pages a score is, and "every page" only when every page answering 200 was measured', () => {
    const html = htmlReport(report, { config, history: [] });
    expect(note(html, 'accessibility')).toMatch(/^on 3 of 6 pages · /);
    expect(note(html, 'seo')).toMatch(/^every page · /);
    expect(note(html, 'performance')).toMatch(/^lowest of 2 of 6 pages, on <a href="#page-\/">\/<\/a> · /);
  });

  it('say the same in summary.md', () => {
    const md = markdownReport(report);
    expect(md).toContain(
      'Performance 97 (lowest of 2 of 6 pages, on `/`), Accessibility 100 (on 3 of 6 pages), Best Practices 100 (on 3 of 6 pages), SEO 100 (every page).',
    );
    expect(md).not.toMatch(/Every other page \(\d+ runs\)/);
  });
});

describe('the template screenshots', () => {
  it('load with the report, not when scrolled to, so a printed or captured report shows them', () => {
    const report = fakeReport({
      pages: [['/a', 200]],
      lighthouse: [lighthouse('/a', scores(1), { representative: true, screenshot: 'data:image/jpeg;base64,AAAA' })],
    });
    report.browser!.representatives = { service: '/a' };
    const shots = htmlReport(report, { config, history: [] }).match(/<img class="shot"[^>]*>/g)!;
    expect(shots).toHaveLength(1);
    expect(shots[0]).not.toMatch(/loading="lazy"/);
  });
});

describe('a rule', () => {
  it('is named by its whole title in summary.md, its id beside it, as the report names it', () => {
    const report = fakeReport({ pages: [['/about', 200]], findings: [finding('titles/title-unique', '/about')] });
    const md = markdownReport(report);
    expect(md).toContain(
      '- **No two indexable pages share a title, so each page can rank for its own topic** `titles/title-unique`: titles/title-unique on /about.',
    );
  });
});

describe('a page history', () => {
  it('counts the errors and warnings its row counts, not the rules they came from', () => {
    // Two errors of one rule and a warning on /about: the row says 2 errors, 1 warning.
    const findings = [
      finding('html/valid', '/about', 'error', 'one'),
      finding('html/valid', '/about', 'error', 'two'),
      finding('budgets/document-weight', '/about', 'warning'),
    ];
    const report = fakeReport({ pages: [['/about', 200]], findings });
    const html = htmlReport(report, { config, history: [summarize(report)] });
    const row = /<tr id="page-\/about"[\s\S]*?<\/tr>\n?<\/tbody>|<tr id="page-\/about"[\s\S]*$/.exec(html)![0];
    expect(row).toContain('<td class="num bad" data-sort="2">2</td><td class="num" data-sort="1">1</td>');
    expect(row).toContain('title="2026-05-02 10:00 no commit: 2 errors and 1 warning"');
    expect(row).toMatch(/<th class="num">errors<\/th><th class="num">warnings<\/th>/);
    expect(row).toMatch(/<td><code>no commit<\/code><\/td><td class="num">2<\/td><td class="num">1<\/td>/);
  });
});
