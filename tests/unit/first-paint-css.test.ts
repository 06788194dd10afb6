import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOSED_MENU_CLASSES, firstPaintCss } from '../../scripts/lib/first-paint-css.mjs';

const SRC = join(import.meta.dirname, '../../src');
const sources = (dir: string, ext: string) => readdirSync(join(SRC, dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ext)).map((f) => readFileSync(join(SRC, dir, f), 'utf8')).join('\n');

describe('firstPaintCss (what Beasties may inline)', () => {
  it('drops every @media print block, nested rules included, and keeps the rest in order', () => {
    const css = 'a{color:red}@media print{@page{margin:1cm}body{color:#000}.x{display:none}}b{color:blue}@media print{i{x:y}}';
    expect(firstPaintCss(css)).toBe('a{color:red}b{color:blue}');
  });

  it('keeps screen queries and print queries that also apply elsewhere', () => {
    const css = '@media (width>=48rem){.a{b:c}}@media print,screen{.d{e:f}}@media only print and (color){.g{h:i}}';
    expect(firstPaintCss(css)).toBe(css);
  });

  it('drops hover, press and open-disclosure rules, in media queries too, and the queries they empty', () => {
    const css = '.btn{color:red}.btn:hover{color:blue}.btn:active{top:1px}details[open]>summary{font-weight:700}'
      + '.mobile-menu__panel{position:absolute}.nav-dropdown__menu a{display:block}@media (width>=64rem){.card--link:hover .card__link{x:y}}';
    expect(firstPaintCss(css)).toBe('.btn{color:red}');
  });

  it('keeps a rule when any of its selectors can paint, and keeps focus and closed states', () => {
    const css = '.nav-link:hover,.nav-link.active{color:red}.skip-link:focus{top:0}a:focus-visible{outline:2px solid}'
      + 'details:not([open])>summary{opacity:1}.mobile-menu__toggle{width:44px}';
    expect(firstPaintCss(css)).toBe(css);
  });

  it('names only classes that still exist: each closed-menu class is rendered by a component and styled in the CSS', () => {
    const components = sources('components', '.tsx');
    const css = sources('styles', '.css');
    for (const name of CLOSED_MENU_CLASSES) {
      expect(components, `${name}: no component renders it any more; update CLOSED_MENU_CLASSES`).toMatch(new RegExp(`className="[^"]*\\b${name}\\b`));
      expect(css, `${name}: no stylesheet rule uses it any more; update CLOSED_MENU_CLASSES`).toMatch(new RegExp(`\\.${name}\\b`));
    }
  });
});
