/**
 * budgets/page-weight: the images, fonts and media a phone downloads. A 3 MB
 * photo fails on any page and is named; the phone's srcset candidate, a
 * <picture>'s WebP and only the fonts of the page's own stylesheets count; a
 * template's budget replaces the default.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { chosenUrl, cssMedia, mediaMatches, pickCandidate, slotWidth } from '../rules/budgets/media';
import { parsePage } from '../parse';
import { auditFixture, fixtureSite, ORIGIN, testConfig, type FixtureSite } from './fixture-site';
import type { AuditReport } from '../report-data';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

/** A file of `kb` KB that compression cannot shrink, as a photo is. */
const blob = (kb: number) => randomBytes(Math.round(kb * 1024));
const weightFindings = (report: AuditReport) => report.findings.filter((f) => f.ruleId === 'budgets/page-weight');
const audit = (s: FixtureSite, config = testConfig()) => auditFixture(s, { only: ['budgets/page-weight'], config });

describe("what a boot loader's <script> starts", () => {
  it("counts its entry and the chunks it preloads as the page's scripts (budgets/*), and the linked stylesheet beside them", () => {
    const data = parsePage(
      `<head><script type="module" data-entry="/assets/app-A1.js" data-preload="/assets/client-B2.js /assets/Page-C3.js">boot()</script>
<link rel="stylesheet" crossorigin href="/assets/style-D4.css"></head><body><h1>Hi</h1></body>`,
      `${ORIGIN}/`,
    );
    expect(data.scripts).toEqual(['/assets/app-A1.js', '/assets/client-B2.js', '/assets/Page-C3.js']);
    expect(data.stylesheets).toEqual(['/assets/style-D4.css']);
    expect(data.assets).toEqual(expect.arrayContaining([...data.scripts, ...data.stylesheets]));
  });
});

describe('what a phone downloads of an image', () => {
  it('takes the srcset candidate for 390 px at 2x, the largest when none is that wide', () => {
    const set = '/s.jpg 400w, /m.jpg 800w, /l.jpg 1600w';
    expect(pickCandidate(set, null, '/fallback.jpg')).toBe('/m.jpg');
    expect(pickCandidate(set, '(min-width: 800px) 50vw, 100vw', null)).toBe('/m.jpg');
    expect(pickCandidate(set, '(max-width: 600px) 200px, 50vw', null)).toBe('/s.jpg');
    expect(pickCandidate('/s.jpg 200w, /m.jpg 300w', null, null)).toBe('/m.jpg');
    expect(pickCandidate('/a@2x.png 2x, /a@3x.png 3x', null, '/a.png')).toBe('/a@2x.png');
    expect(pickCandidate(null, null, '/a.png')).toBe('/a.png');
    expect(slotWidth('calc(100vw - 2rem)')).toBe(390);
    expect(mediaMatches('(min-width: 40em)')).toBe(false);
    expect(mediaMatches('screen and (max-width: 600px)')).toBe(true);
  });

  it("takes a <picture>'s first source a phone matches and decodes, not its fallback as well", () => {
    const data = parsePage(
      `<picture><source media="(min-width: 1000px)" srcset="/wide.avif"><source type="image/jxl" srcset="/a.jxl"><source type="image/webp" srcset="/a.webp"><img src="/a.png" alt="" loading="lazy"></picture>`,
      `${ORIGIN}/`,
    );
    expect(data.media).toHaveLength(1);
    expect(chosenUrl(data.media[0])).toBe('/a.webp');
    expect(data.media[0].deferred).toBe(true);
  });

  it('reads video, posters, preloads and style backgrounds from the markup, and the first font of each @font-face', () => {
    const data = parsePage(
      `<head><link rel="preload" as="font" href="/f.woff2" crossorigin><link rel="preload" as="script" href="/x.js"></head>
<video poster="/p.jpg" preload="none"><source src="/v.mp4" type="video/mp4"><source src="/v.webm"></video><div style="background-image:url('/bg.jpg')"></div>`,
      `${ORIGIN}/`,
    );
    expect(data.media.map((m) => [m.kind, m.src, m.deferred])).toEqual([
      ['font', '/f.woff2', false],
      ['video', '/v.mp4', true],
      ['image', '/p.jpg', false],
      ['image', '/bg.jpg', false],
    ]);
    const css = `@font-face{font-family:A;src:url(a.woff2) format("woff2"),url(a.woff) format("woff")}.x{background:url("/bg.png")}.y{clip-path:url(#frame);background:url(data:image/png;base64,AA==)}`;
    expect(cssMedia(css, true)).toEqual({ fonts: ['a.woff2'], backgrounds: ['/bg.png'] });
  });
});

describe('budgets/page-weight on a built site', () => {
  it('fails a page with a 3 MB image, naming the file and how far over the budget it is', async () => {
    site = fixtureSite();
    site.write('images/hero.jpg', blob(3 * 1024));
    site.page({
      path: '/a-page',
      body: 'A page with a huge photo. <img src="/images/hero.jpg" alt="Van" width="1600" height="900" loading="lazy">',
    });
    const [finding, ...rest] = weightFindings(await audit(site));
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ page: '/a-page', severity: 'error' });
    expect(finding.message).toMatch(
      /^Loads 3,072\.\d KB of images, fonts and media in 2 files, 3,072\.0 KB of it only once scrolled to/,
    );
    expect(finding.message).toContain('Largest files: /images/hero.jpg 3,072.0 KB (lazy)');
    expect(finding.over).toBeCloseTo(3072.07 / 100, 1);
  });

  it("passes a normal page, counting the phone candidate and only the fonts of the page's own stylesheets", async () => {
    site = fixtureSite();
    site.write('images/big.jpg', blob(400));
    site.write('images/small.jpg', blob(60));
    site.write('assets/fonts/body.woff2', blob(30));
    site.write('assets/other.css', '@font-face{font-family:Other;src:url(fonts/other.woff2)}');
    site.write('assets/fonts/other.woff2', blob(500));
    site.write(
      'assets/app.css',
      '@font-face{font-family:Body;src:url(fonts/body.woff2) format("woff2")}body{font-family:Body}',
    );
    site.page({
      path: '/a-page',
      body: 'Cards. <img src="/images/big.jpg" srcset="/images/small.jpg 800w, /images/big.jpg 2400w" alt="Van" width="800" height="450">',
    });
    const report = await audit(site);
    expect(weightFindings(report)).toEqual([]);
    // The same page with a budget under its 90 KB (60 KB image, 30 KB font) names both files, not the 400 KB one.
    const message = weightFindings(await audit(site, testConfig({ maxMediaKb: 80 })))[0]?.message;
    expect(message).toMatch(
      /^Loads 90\.\d KB .* in 3 files; .*Largest files: \/images\/small\.jpg 60\.0 KB, \/assets\/fonts\/body\.woff2 30\.0 KB, \/images\/photo\.png 0\.1 KB\.$/,
    );
  });

  it("takes a template's own budget over the default", async () => {
    site = fixtureSite();
    site.write('images/photo.png', blob(150));
    const config = testConfig();
    expect(
      weightFindings(await audit(site, config))
        .map((f) => f.page)
        .sort(),
    ).toEqual(['/', '/a-page', '/b-page']);
    // Without the URL manifest every page of the fixture is of the template "page".
    config.templates.page = { maxMediaKb: 200 };
    expect(weightFindings(await audit(site, config))).toEqual([]);
    config.options.maxMediaKb = 1000;
    config.templates.page = { maxMediaKb: 120 };
    expect(weightFindings(await audit(site, config))[0].message).toContain(
      'the budget of the page template is 120.0 KB',
    );
  });
});
