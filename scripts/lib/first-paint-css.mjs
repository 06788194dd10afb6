/**
 * What Beasties may inline as a page's critical CSS (scripts/lib/critical-css-worker.mjs):
 * the site's stylesheet without the rules that cannot paint the first frame.
 * Beasties inlines every rule whose selector matches an element of the page,
 * states included (it ignores pseudo-classes when matching). These rules
 * arrive with the full stylesheet a moment after first paint instead, and on
 * every page they are bytes of the HTML's first round trip: a new connection
 * delivers about 14.6 KB before it, and the home page sits near that edge.
 * Plain JavaScript: the prerender's worker runs without tsx.
 */
import postcss from 'postcss';

/**
 * Classes of the header's disclosure menus (MobileMenu.tsx, NavDropdown.tsx): their panels sit in
 * closed <details>, so nothing in them renders until a visitor opens one. Named here, so
 * tests/unit/first-paint-css.test.ts checks each still exists in the components and the CSS.
 */
export const CLOSED_MENU_CLASSES = ['mobile-menu__panel', 'mobile-menu__section', 'mobile-menu__link', 'nav-dropdown__menu'];

/**
 * States a page is never in when it first paints: pointer hover and press, an
 * opened <details>, and the closed menus' panels. Focus rules stay: a keyboard
 * user may press Tab at once, and the skip link must show.
 */
const STATE_ONLY = [/:hover\b/, /:active\b/, /\[open\]/, ...CLOSED_MENU_CLASSES.map((name) => new RegExp(`\\.${name}\\b`))];

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
    if (rule.selectors.every(stateOnly)) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}
