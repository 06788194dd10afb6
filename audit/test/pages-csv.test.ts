/**
 * pages.csv's content columns on an audited fixture: run date and commit,
 * full title and description with their lengths, H1, canonical, word count,
 * links from other pages' main content (header and footer navigation left
 * out) and the failing rules; read back with an RFC 4180 parser.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parsePage } from '../parse';
import { CSV_COLUMNS, pagesCsv } from '../report/csv';
import { auditFixture, fixtureSite, html, ORIGIN, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

/** RFC 4180: fields split by commas, records by CRLF; a quoted field may hold both, and "" is a quote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && field === '') {
      for (i++; i < text.length; i++) {
        if (text[i] !== '"') field += text[i];
        else if (text[i + 1] === '"') field += text[i++];
        else break;
      }
      i++;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 2;
    } else if (text[i] === ',') {
      row.push(field);
      field = '';
      i++;
    } else field += text[i++];
  }
  return rows;
}

const TITLE = 'Fixture "Family" Repair, the 🔧 a page: a title far longer than sixty characters, kept whole';

describe('pages.csv content columns', () => {
  it("has the run, the page's words and links, and the rules it fails, one well-formed row per page", async () => {
    site = fixtureSite();
    site.write(
      'a-page.html',
      html({
        path: '/a-page',
        body: 'Dishwashers that will not drain. <h1>A second heading</h1> Filters, pumps and hoses.',
      }).replace(/<title>.*?<\/title>/, `<title>${TITLE}</title>`),
    );
    site.page({
      path: '/b-page',
      body: 'Dryers need a clean vent; the <a href="/a-page">dishwasher page</a> says why drains clog.',
    });
    const config = testConfig();
    config.rules['headings/one-h1'] = 'warning';
    config.rules['descriptions/description-length'] = 'info';
    site.page({ path: '/', description: 'Too short.' });
    const report = await auditFixture(site, { only: ['titles', 'headings', 'descriptions', 'links'], config });
    report.commit = { hash: 'abcd1234', branch: 'main', dirty: false };

    // A UTF-8 byte-order mark first, so Excel reads the emoji, curly quotes and dashes as written.
    const csv = pagesCsv(report);
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(csv.slice(1));
    expect(rows[0]).toEqual(CSV_COLUMNS);
    expect(
      rows.map((r) => r.length),
      JSON.stringify(rows),
    ).toEqual(rows.map(() => CSV_COLUMNS.length));
    const byPage = new Map(rows.slice(1).map((r) => [r[0], Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, r[i]]))]));
    const a = byPage.get('/a-page')!;
    expect(a).toMatchObject({
      'run date': report.generatedAt,
      commit: 'abcd1234',
      title: TITLE,
      'title length': String([...TITLE].length),
      'meta description':
        'Dishwasher not draining? A clogged filter or a tired pump is the usual cause, and our van carries both parts for a one-trip fix.',
      'description length': '128',
      H1: 'Heading of the a page | A second heading',
      canonical: `${ORIGIN}/a-page`,
      // The two headings (5 + 3) and the paragraph's text (9); the image's alt text is no word of the page.
      'word count': '17',
      'inbound links': '2',
      'in-content inbound links': '1',
      'failing rules': 'titles/title-length headings/one-h1',
    });
    // An info finding is not a failure; a page nobody links to from main content has 0.
    expect(byPage.get('/')).toMatchObject({
      'failing rules': '',
      'in-content inbound links': '0',
      'inbound links': '2',
    });
  }, 30_000);
});

describe('links in the text of a page', () => {
  it('are those inside <main> (the body without one), outside header, nav and footer: no menu, breadcrumb or footer link', () => {
    const withMain = parsePage(
      '<header><a href="/h">h</a></header><div><a href="/aside">a</a></div><main><nav><a href="/crumb">c</a></nav><p><a href="/m">m</a></p></main><footer><a href="/f">f</a></footer>',
      `${ORIGIN}/`,
    );
    expect(withMain.links.map((l) => [l.href, l.inContent])).toEqual([
      ['/h', false],
      ['/aside', false],
      ['/crumb', false],
      ['/m', true],
      ['/f', false],
    ]);
    const without = parsePage(
      '<nav><a href="/n">n</a></nav><div><a href="/c">c</a></div><footer><a href="/f">f</a></footer>',
      `${ORIGIN}/`,
    );
    expect(without.links.map((l) => [l.href, l.inContent])).toEqual([
      ['/n', false],
      ['/c', true],
      ['/f', false],
    ]);
  });
});
