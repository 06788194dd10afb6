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
  for (let at = css.indexOf('@media print', from); at !== -1; at = css.indexOf('@media print', from)) {
    let depth = 0;
    let end = css.indexOf('{', at);
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    out += css.slice(from, at);
    from = end + 1;
  }
  return out + css.slice(from);
}
