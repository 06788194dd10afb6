import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CLOSED_MENU_CLASSES,
  FIRST_SCREEN_CHILDREN,
  FirstScreenBeasties,
  firstPaintCss,
  fixedSelectors,
  withoutUnreadCustomProperties,
} from '../../scripts/lib/first-paint-css.mjs';

const SRC = join(import.meta.dirname, '../../src');
const sources = (dir: string, ext: string) =>
  readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => readFileSync(join(SRC, dir, f), 'utf8'))
    .join('\n');

describe('firstPaintCss (what Beasties may inline)', () => {
  it('drops every @media print block, nested rules included, and keeps the rest in order', () => {
    const css =
      'a{color:red}@media print{@page{margin:1cm}body{color:#000}.x{display:none}}b{color:blue}@media print{i{x:y}}';
    expect(firstPaintCss(css)).toBe('a{color:red}b{color:blue}');
  });

  it('keeps screen queries and print queries that also apply elsewhere', () => {
    const css = '@media (width>=48rem){.a{b:c}}@media print,screen{.d{e:f}}@media only print and (color){.g{h:i}}';
    expect(firstPaintCss(css)).toBe(css);
  });

  it('drops hover, press and open-disclosure rules, in media queries too, and the queries they empty', () => {
    const css =
      '.btn{color:red}.btn:hover{color:blue}.btn:active{top:1px}details[open]>summary{font-weight:700}' +
      '.mobile-menu__panel{position:absolute}.nav-dropdown__menu a{display:block}@media (width>=64rem){.card--link:hover .card__link{x:y}}';
    expect(firstPaintCss(css)).toBe('.btn{color:red}');
  });

  it('keeps focus and closed states, and of a rule with state selectors keeps the selectors that can paint', () => {
    const css =
      '.skip-link:focus{top:0}a:focus-visible{outline:2px solid}details:not([open])>summary{opacity:1}.mobile-menu__toggle{width:44px}';
    expect(firstPaintCss(css)).toBe(css);
    expect(firstPaintCss('.nav-link:hover,.nav-link.active{color:red}.a:hover, .b, .c:active{x:y}')).toBe(
      '.nav-link.active{color:red}.b{x:y}',
    );
  });

  it('names only classes that still exist: each closed-menu class is rendered by a component and styled in the CSS', () => {
    const components = sources('components', '.tsx');
    const css = sources('styles', '.css');
    for (const name of CLOSED_MENU_CLASSES) {
      expect(components, `${name}: no component renders it any more; update CLOSED_MENU_CLASSES`).toMatch(
        new RegExp(`className="[^"]*\\b${name}\\b`),
      );
      expect(css, `${name}: no stylesheet rule uses it any more; update CLOSED_MENU_CLASSES`).toMatch(
        new RegExp(`\\.${name}\\b`),
      );
    }
  });
});

describe('fixedSelectors', () => {
  it('finds the rules that fix an element to the viewport, in media queries too, without pseudo-elements', () => {
    const css =
      '.a{position:fixed}.b{position:sticky}@media (width<64rem){.c,.d::after{position:fixed}}.e{position:absolute}';
    expect(fixedSelectors(css)).toEqual(['.a', '.c', '.d']);
  });

  it("finds the site's sticky call bar", () => {
    expect(fixedSelectors(sources('styles', '.css'))).toContain('.sticky-call-bar');
  });
});

describe("withoutUnreadCustomProperties (the tokens the first screen doesn't read)", () => {
  it('drops custom properties nothing reads, keeps what declarations and the page read, through other properties too', () => {
    const css =
      ':root{--brand:#0b4f6c;--call:var(--brand);--star:#b45309;--cols:3;--unused-chain:var(--star)}.btn{color:var(--call)}.grid{--local:1;gap:var(--gap, 1rem)}';
    expect(withoutUnreadCustomProperties(css, '<div style="grid-template-columns:repeat(var(--cols),1fr)">')).toBe(
      ':root{--brand:#0b4f6c;--call:var(--brand);--cols:3}.btn{color:var(--call)}.grid{gap:var(--gap, 1rem)}',
    );
  });

  it('removes a rule left empty, and leaves CSS without custom properties as it was', () => {
    expect(withoutUnreadCustomProperties(':root{--a:1}b{c:d}')).toBe('b{c:d}');
    expect(withoutUnreadCustomProperties('a{b:c}@media (width>=1px){d{e:f}}')).toBe(
      'a{b:c}@media (width>=1px){d{e:f}}',
    );
  });
});

describe('FirstScreenBeasties (the critical CSS of a page is its first screen)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'first-screen-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const CSS = [
    ':root{--brand:#0b4f6c;--star:#b45309}',
    'body{margin:0}',
    'h2{font-size:2rem}',
    'h4{font-size:1rem}',
    ':focus-visible{outline:3px solid var(--brand)}',
    '.skip-link{position:absolute;top:-100px}',
    '.skip-link:focus{top:8px}',
    '.site-header{position:sticky;top:0}',
    '.nav-link{color:var(--brand)}',
    '.nav-link:hover{color:red}',
    '.hero{padding:2rem}',
    '.hero__title{font-size:3rem}',
    '.section{padding:5rem 0}',
    '.second-only{display:grid}',
    '.third-only{display:flex}',
    '.faq-item{border:1px solid}',
    '.stars{color:var(--star)}',
    '.site-footer{background:navy}',
    '.sticky-call-bar{position:fixed;bottom:0}',
    '@media (width>=64rem){.sticky-call-bar{display:none}}',
    'body:has(.sticky-call-bar){padding-bottom:4.5rem}',
    '.hero+.section{border-top:1px solid}',
    'main:has(>.faq) .hero{margin:0}',
    '@media print{.hero{color:#000}}',
  ].join('');

  const page = (
    main: string,
  ) => `<!doctype html><html><head><link rel="stylesheet" href="/style.css"></head><body><div id="root">
<a class="skip-link" href="#main">Skip</a>
<header class="site-header"><nav><a class="nav-link" href="/">Home</a></nav></header>
<main id="main">${main}</main>
<footer class="site-footer"><h4>Contact</h4></footer>
</div></body></html>`;

  const children = [
    '<section class="hero"><h1 class="hero__title">Appliance repair</h1></section>',
    '<section class="section"><h2>Services</h2><ul class="second-only"><li>Ovens</li></ul></section>',
    '<section class="section faq"><div class="third-only"><p class="faq-item">Q</p></div></section>',
    '<section class="section"><p class="stars">★★★★★</p></section>',
    '<div class="sticky-call-bar"><a href="tel:1">Call</a></div>',
  ];

  async function criticalCss(html: string): Promise<string> {
    writeFileSync(join(dir, 'style.css'), CSS);
    const beasties = new FirstScreenBeasties({
      path: dir,
      publicPath: '/',
      logLevel: 'silent',
      external: true,
      preload: 'body',
      pruneSource: false,
      reduceInlineStyles: false,
    });
    const out = await beasties.process(html);
    return /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';
  }

  it(`counts <main>'s first ${FIRST_SCREEN_CHILDREN} children as the first screen: the hero and the section after it`, () => {
    expect(FIRST_SCREEN_CHILDREN).toBe(2);
  });

  it('inlines the header, the hero, the second section, the skip link and its focus, and the focus ring', async () => {
    const css = await criticalCss(page(children.join('')));
    for (const rule of [
      '.site-header{',
      '.nav-link{',
      '.hero{',
      '.hero__title{',
      '.section{',
      '.second-only{',
      'h2{',
      '.skip-link{',
      '.skip-link:focus{',
      ':focus-visible{',
      'body{',
    ]) {
      expect(css, rule).toContain(rule);
    }
  });

  it('leaves out what only comes later: the third section on, the footer, hover and print', async () => {
    const css = await criticalCss(page(children.join('')));
    for (const rule of ['.third-only', '.faq-item', '.stars', '.site-footer', ':hover', 'color:#000'])
      expect(css, rule).not.toContain(rule);
  });

  it('inlines a fixed element wherever it sits in the page, and the rules it sets on its ancestors', async () => {
    const css = await criticalCss(page(children.join('')));
    expect(css).toContain('.sticky-call-bar{position:fixed;bottom:0}');
    expect(css).toContain('@media (width>=64rem){.sticky-call-bar{display:none}}');
    expect(css).toContain('body:has(.sticky-call-bar){padding-bottom:4.5rem}');
    const without = await criticalCss(page(children.slice(0, 4).join('')));
    expect(without).not.toContain('sticky-call-bar');
  });

  it('matches selectors against the whole page, so siblings and :has() count as in the browser', async () => {
    const css = await criticalCss(page(children.join('')));
    expect(css).toContain('.hero+.section{');
    expect(css).toContain('main:has(>.faq) .hero{');
    expect(await criticalCss(page(children.slice(0, 2).join('')))).not.toContain('main:has(>.faq)');
  });

  it('keeps element defaults for the whole page (h4 is only in the footer) and drops the tokens nothing inlined reads', async () => {
    const css = await criticalCss(page(children.join('')));
    expect(css).toContain('h4{');
    expect(css).toContain(':root{--brand:#0b4f6c}');
  });

  it('takes the footer in when <main> has nothing past its first screen (a short page ends above the fold)', async () => {
    const css = await criticalCss(page(children.slice(0, 2).join('')));
    expect(css).toContain('.site-footer{');
    expect(css).toContain('.second-only{');
  });

  it('inlines every matching rule on a page without <main>', async () => {
    const css = await criticalCss(
      `<!doctype html><html><head><link rel="stylesheet" href="/style.css"></head><body>${children.join('')}<footer class="site-footer"></footer></body></html>`,
    );
    for (const rule of ['.hero{', '.third-only{', '.stars{', '.site-footer{', '--star'])
      expect(css, rule).toContain(rule);
  });
});
