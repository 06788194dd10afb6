/**
 * Starts the app only once the page has loaded and painted. The prerendered
 * HTML is the page (readable, every link working); the app only adds
 * interactivity, so its scripts should not compete with the first paint for
 * bandwidth on a slow phone. Each page gets one tiny inline loader (the same
 * bytes on every page, so one sha256 in the CSP covers it; inline so it costs
 * no request before first paint) that, after the `load` event and the first contentful paint
 * (a PerformanceObserver, not a timer, so tests' fake clocks don't hold it
 * back), preloads every chunk the page needs in parallel and imports the
 * entry: no script request before first paint, no chain deeper than two.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { minifySync } from 'vite';
import { htmlFiles } from './normalize-html';

export const BOOT_SOURCE = `// Starts the site's app once the page has loaded and painted (scripts/lib/boot-loader.ts).
const tag = document.querySelector('script[data-entry]');
let loaded = document.readyState === 'complete';
let painted = false;
let started = false;
const start = () => {
  if (started || !loaded || !(painted || document.visibilityState === 'hidden')) return;
  started = true;
  for (const href of (tag.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(tag.dataset.entry);
};
if (!loaded) addEventListener('load', () => { loaded = true; start(); }, { once: true });
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted = true;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} catch {
  painted = true;
}
start();
`;

/**
 * What goes into every page: BOOT_SOURCE minified as the module it is (Vite's minifier; the same
 * bytes every build, so one CSP hash). Every byte counts: the home page's compressed HTML sits near
 * the 14.6 KB a new connection delivers in its first round trip; past it, a whole extra round trip.
 */
export const BOOT_SCRIPT = minifySync('boot-loader.js', BOOT_SOURCE, { module: true, compress: true, mangle: { toplevel: true } }).code.trim();

const ENTRY = /<script type="module"[^>]*\bsrc="(\/assets\/app-[^"]+\.js)"[^>]*><\/script>\n?/;
const PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/** Rewires every page to the inline loader (normalize-html then lists its hash for the CSP). */
export function installBootLoader(dist: string): void {
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const entry = html.match(ENTRY);
    if (!entry) continue;
    const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
    const tag = `<script type="module" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${BOOT_SCRIPT}</script>\n`;
    writeFileSync(file, html.replace(PRELOAD, '').replace(ENTRY, tag));
  }
}
