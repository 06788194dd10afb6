/**
 * What Beasties may inline as a page's critical CSS (scripts/lib/critical-css-worker.mjs): the
 * rules that paint the page's first screen, and nothing else. Every byte of it is in the HTML's
 * first round trip: a new connection delivers about 14.6 KB before it waits for one, and the
 * largest pages were past that edge while the inlined CSS was every rule matching any element of
 * the page (audit rule budgets/document-weight). Whatever is left out arrives with the full
 * stylesheet the boot loader adds after first paint (a <noscript> link without JavaScript), in the
 * same order, so the cascade of everything on the first screen is the same before and after.
 *
 * Two cuts:
 * - the stylesheet Beasties reads loses the rules that cannot paint the first frame (print, hover,
 *   press, an opened <details>, the closed menus' panels): `firstPaintCss`;
 * - the rules left are matched against the page's first screen only, not the whole page
 *   (`firstScreen`): what comes before <main> (skip link, header), <main>'s first
 *   FIRST_SCREEN_CHILDREN children, and every element the stylesheet fixes to the viewport
 *   (the sticky call bar), each with its ancestors, which are matched against the whole page as
 *   in the browser (`body:has(.sticky-call-bar)` counts). Element defaults (selectors with no
 *   class, id or attribute: the typography of base.css) are matched against the whole page.
 * The first screen is decided statically, without a browser: the prerender stays fast. Plain
 * JavaScript: the prerender's worker runs without tsx.
 */
import postcss from 'postcss';
import Beasties from 'beasties';
import { compile, selectAll, selectOne } from 'css-select';
import { parse as parseSelector } from 'css-what';

/**
 * Classes of the header's disclosure menus (MobileMenu.tsx, NavDropdown.tsx): their panels sit in
 * closed <details>, so nothing in them renders until a visitor opens one. Named here, so
 * tests/unit/first-paint-css.test.ts checks each still exists in the components and the CSS.
 */
export const CLOSED_MENU_CLASSES = [
  'mobile-menu__panel',
  'mobile-menu__section',
  'mobile-menu__link',
  'nav-dropdown__menu',
];

/**
 * States a page is never in when it first paints: pointer hover and press, an
 * opened <details>, and the closed menus' panels. Focus rules stay: a keyboard
 * user may press Tab at once, and the skip link must show.
 */
const STATE_ONLY = [
  /:hover\b/,
  /:active\b/,
  /\[open\]/,
  ...CLOSED_MENU_CLASSES.map((name) => new RegExp(`\\.${name}\\b`)),
];

/** `:not(…)` says what a selector is not: `details:not([open])` is the closed state. */
const withoutNegations = (selector) => selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');

const stateOnly = (selector) => STATE_ONLY.some((pattern) => pattern.test(withoutNegations(selector)));

/** Print-only queries: `@media print, screen { … }` also applies on screen and stays. */
const printOnly = (params) => /^print$/i.test(params.trim());

export function firstPaintCss(css) {
  const root = postcss.parse(css);
  root.walkAtRules('media', (rule) => {
    if (printOnly(rule.params)) rule.remove();
  });
  root.walkRules((rule) => {
    const painting = rule.selectors.filter((selector) => !stateOnly(selector));
    if (!painting.length) rule.remove();
    // `.nav-link:hover, .nav-link.active`: Beasties would keep the hover selector too, as it ignores pseudo-classes.
    else if (painting.length < rule.selectors.length) rule.selectors = painting;
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

/**
 * How many of <main>'s first children are the first screen. Measured on every built page in
 * Chromium at 360 × 640 and 1280 × 800: the hero always fills the top, and on pages with a short
 * hero (a post, the site map, the not-found pages; a city page at 1280 px) the second child starts
 * inside the viewport too; the third never does. A browser test (tests/e2e/first-screen.full.spec.ts)
 * compares every template's first viewport with the inlined rules alone and with the full stylesheet.
 */
export const FIRST_SCREEN_CHILDREN = 2;

/**
 * Rules Beasties would never inline because nothing is left of their selector once it drops
 * pseudo-classes: the site's focus ring (`:focus-visible`), which a keyboard user may need at once.
 */
export const ALWAYS_INLINED = [':focus-visible'];

/** Selectors of the rules that fix an element to the viewport: wherever it sits in the page, it is on the first screen. */
export function fixedSelectors(css) {
  const selectors = new Set();
  postcss.parse(css).walkDecls('position', (decl) => {
    if (decl.value.trim().toLowerCase() !== 'fixed' || decl.parent?.type !== 'rule') return;
    for (const selector of decl.parent.selectors)
      selectors.add(selector.replace(/(?<!\\)::?[a-z-]+(?![a-z-(])/gi, '').trim() || '*');
  });
  return [...selectors];
}

const isElement = (node) => node.type === 'tag' || node.type === 'script' || node.type === 'style';

function addTree(element, into) {
  into.add(element);
  for (const child of element.children ?? []) if (isElement(child)) addTree(child, into);
}

function addAncestors(element, into) {
  for (let node = element.parent; node && isElement(node); node = node.parent) into.add(node);
}

/**
 * The elements of a page's first screen (an htmlparser2 document, as Beasties parses it): the
 * skip link and header (everything before <main>), <main> and its ancestors, <main>'s first
 * FIRST_SCREEN_CHILDREN children, and the elements `fixed` selects (and what they contain). The
 * rest of <main> and the footer are left out, the footer only while <main> has more children than
 * that (a short not-found page ends above the fold at 1280 × 800). A page without <main> is all
 * first screen.
 */
export function firstScreen(document, fixed = []) {
  const main = selectOne('main', document);
  if (!main) return null;
  const screen = new Set([main]);
  addAncestors(main, screen);
  const children = main.children.filter(isElement);
  children.slice(0, FIRST_SCREEN_CHILDREN).forEach((child) => addTree(child, screen));
  // A <main> with nothing past its first screen may end inside it: then what follows (the footer) shows too.
  const short = children.length <= FIRST_SCREEN_CHILDREN;
  for (let branch = main; branch.parent && isElement(branch.parent); branch = branch.parent) {
    let before = true;
    for (const sibling of branch.parent.children) {
      if (sibling === branch) before = false;
      else if (isElement(sibling) && (before || short)) addTree(sibling, screen);
    }
  }
  for (const selector of fixed) {
    for (const element of selectAll(selector, document)) {
      addTree(element, screen);
      addAncestors(element, screen);
    }
  }
  return screen;
}

/** Compiled selectors, shared by every page of the build (one stylesheet). */
const compiled = new Map();
const compiledSelector = (selector) => {
  let test = compiled.get(selector);
  if (!test) compiled.set(selector, (test = compile(selector)));
  return test;
};

/** An element default: no class, id or attribute in the selector (`h2`, `ul li`, `*`). */
const elementDefault = (selector) => !/[.#[]/.test(selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, ''));

const COMBINATORS = new Set(['descendant', 'child', 'parent', 'sibling', 'adjacent', 'column-combinator']);
const requirements = new Map();

/**
 * The classes a selector needs, outside `:not()`, `:has()` and the like: `subject`, on the element it
 * styles; `context`, on other elements (`.a .b > .c`: subject c, context a and b). Null for what it
 * cannot read. Cached: one stylesheet, every page.
 */
function classRequirements(selector) {
  if (requirements.has(selector)) return requirements.get(selector);
  let known = null;
  try {
    const list = parseSelector(selector);
    if (list.length === 1) {
      const compounds = [[]];
      for (const token of list[0]) {
        if (COMBINATORS.has(token.type)) compounds.push([]);
        else if (token.type === 'attribute' && token.name === 'class' && token.action === 'element')
          compounds.at(-1).push(token.value);
      }
      known = { subject: compounds.at(-1), context: compounds.slice(0, -1).flat() };
    }
  } catch {
    // Left to css-select, which says what is wrong with it.
  }
  requirements.set(selector, known);
  return known;
}

function classesOf(elements) {
  const classes = new Set();
  for (const element of elements) for (const name of (element.attribs?.class ?? '').split(/\s+/)) classes.add(name);
  return classes;
}

/**
 * What Beasties asks of its container (`exists(selector)`, the selector already stripped of
 * pseudo-classes): whether the selector matches an element of the first screen. Matching runs on
 * the whole document, so combinators and `:has()` see the page as the browser does; only the
 * element a rule styles must be on the first screen.
 */
export function firstScreenMatcher(document, fixed = []) {
  const screen = firstScreen(document, fixed);
  const all = selectAll('*', document);
  const elements = screen ? [...screen] : all;
  // Most of the stylesheet styles other pages: a selector needing a class no element here has is answered
  // without matching (css-select's matching was most of the critical CSS pass).
  const screenClasses = classesOf(elements);
  const pageClasses = screen ? classesOf(all) : screenClasses;
  return {
    exists(selector) {
      const needs = classRequirements(selector);
      if (
        needs &&
        !(needs.subject.every((c) => screenClasses.has(c)) && needs.context.every((c) => pageClasses.has(c)))
      )
        return false;
      const test = compiledSelector(selector);
      if (elementDefault(selector)) return !!selectOne(test, document);
      return elements.some((element) => test(element));
    },
  };
}

const VAR = /var\(\s*(--[\w-]+)/g;
const references = (text) => [...text.matchAll(VAR)].map((match) => match[1]);

/**
 * The critical CSS without the custom properties nothing on the first screen reads: the design
 * tokens are declared on :root for the whole site, and most of them style what comes later (the
 * full stylesheet declares them all again). A property counts as read when a declaration of the
 * inlined CSS that is not itself an unread custom property, or `pageText` (the page's attributes:
 * `style="--cols-s:2"` and the like), names it in `var()`.
 */
export function withoutUnreadCustomProperties(css, pageText = '') {
  const root = postcss.parse(css);
  const declared = new Map();
  const read = new Set(references(pageText));
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith('--')) for (const name of references(decl.value)) read.add(name);
    else declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl]);
  });
  const pending = [...read];
  while (pending.length) {
    for (const decl of declared.get(pending.pop()) ?? []) {
      for (const name of references(decl.value)) {
        if (read.has(name)) continue;
        read.add(name);
        pending.push(name);
      }
    }
  }
  for (const [name, decls] of declared) if (!read.has(name)) decls.forEach((decl) => decl.remove());
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) node.remove();
  });
  return root.toString();
}

/** Every attribute value of the page: where `var(--…)` may be read outside the stylesheet. */
function attributeText(document) {
  return selectAll('*', document)
    .flatMap((element) => Object.values(element.attribs ?? {}))
    .join('\n');
}

/**
 * Beasties that reads the site's stylesheets without the rules that cannot paint the first frame
 * (the files on disk keep them) and inlines only the rules of the page's first screen.
 */
export class FirstScreenBeasties extends Beasties {
  #sheets = new Map();

  constructor(options = {}) {
    super({ ...options, allowRules: [...(options.allowRules ?? []), ...ALWAYS_INLINED] });
  }

  /** Each stylesheet is cut once per build, not once per page. */
  async readFile(filename) {
    const css = await super.readFile(filename);
    if (!filename.endsWith('.css')) return css;
    const known = this.#sheets.get(filename);
    if (known?.css === css) return known.cut;
    const cut = firstPaintCss(css);
    this.#sheets.set(filename, { css, cut, fixed: fixedSelectors(cut) });
    return cut;
  }

  async processStyle(style, document) {
    const fixed =
      [...this.#sheets.values()].find((sheet) => sheet.cut === style.textContent)?.fixed ??
      fixedSelectors(style.textContent ?? '');
    document.beastiesContainer = firstScreenMatcher(document, fixed);
    await super.processStyle(style, document);
    if (style.parentNode && style.textContent)
      style.textContent = withoutUnreadCustomProperties(style.textContent, attributeText(document));
  }
}
