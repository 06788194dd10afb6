/** Print rules out of the critical CSS (scripts/lib/critical-css-worker.mjs). Plain JavaScript: the prerender's worker runs without tsx. */

/**
 * `@media print { … }` blocks removed (braces matched; the stylesheet is
 * minified, with no braces inside strings). Print rules match the page's
 * elements, so Beasties would inline them, but nothing prints before the
 * full stylesheet has loaded: on the home page they were 0.4 KB of the
 * compressed HTML, enough to push it past the 14.6 KB a new connection
 * delivers in its first round trip.
 */
export function withoutPrintRules(css) {
  let out = '';
  let from = 0;
  // Only queries that are print alone: `@media print, screen { … }` also applies on screen.
  const printOnly = /@media\s+print\s*\{/g;
  for (let match = printOnly.exec(css); match; match = printOnly.exec(css)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    out += css.slice(from, match.index);
    from = end + 1;
    printOnly.lastIndex = from;
  }
  return out + css.slice(from);
}
