/**
 * Starts the app only once the page has loaded and painted. The prerendered
 * HTML is the page (readable, every link working, its own rules inlined as
 * critical CSS); the app only adds interactivity, so its scripts should not
 * compete with the first paint for bandwidth on a slow phone. Each page gets
 * one tiny inline loader (the same bytes on every page, so one sha256 in the
 * CSP covers it; inline so it costs no request before first paint) that, after
 * the `load` event and the first contentful paint (a PerformanceObserver, not a
 * timer, so tests' fake clocks don't hold it back), adds the full stylesheet,
 * preloads every chunk the page needs in parallel and imports the entry: no
 * request but the document before first paint, no chain deeper than two.
 *
 * The full stylesheet comes after first paint too. Nothing on screen needs it
 * (the page's rules are inlined); it carries the rules for what the app opens
 * later (menus, states). Left in the HTML, even at the end of <body> where it
 * blocks no paint, Chrome requested it while the page was still parsing and
 * Lighthouse's simulation charged its download to LCP whenever it did not fit
 * in the document's first round trip. Browsers without JavaScript get it from
 * a <noscript> copy of the link.
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
  const add = (rel, href) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    return document.head.appendChild(link);
  };
  const run = () => import(tag.dataset.entry);
  const sheet = tag.dataset.style && add('stylesheet', tag.dataset.style);
  for (const href of tag.dataset.preload.split(' ').filter(Boolean)) add('modulepreload', href);
  // The app opens menus and panels whose rules only the full stylesheet has: it runs once that has loaded (or failed).
  if (sheet) sheet.onload = sheet.onerror = run;
  else run();
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
const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * Rewires one page to the inline loader: the module preloads and the
 * stylesheet link move into the loader's `data-preload` and `data-style`; the
 * stylesheet stays in a <noscript> for browsers without JavaScript.
 */
export function withBootLoader(html: string, page = 'a page'): string {
  const entry = html.match(ENTRY);
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const sheets = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  if (sheets.length > 1) throw new Error(`boot loader: ${page} links ${sheets.length} stylesheets; the loader carries one (vite.config.ts keeps cssCodeSplit off)`);
  const style = sheets.length ? ` data-style="${sheets[0]}"` : '';
  const tag = `<script type="module" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"${style}>${BOOT_SCRIPT}</script>\n`;
  const fallback = sheets.length ? `<noscript><link rel="stylesheet" href="${sheets[0]}"></noscript>\n` : '';
  return html.replace(PRELOAD, '').replace(STYLESHEET, fallback).replace(ENTRY, tag);
}

/** Rewires every page (normalize-html then lists the loader's hash for the CSP). */
export function installBootLoader(dist: string): void {
  for (const file of htmlFiles(dist)) writeFileSync(file, withBootLoader(readFileSync(file, 'utf8'), file.slice(dist.length)));
}
