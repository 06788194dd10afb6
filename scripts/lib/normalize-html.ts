/**
 * Makes prerendered pages byte-identical across builds and lists the inline
 * scripts the CSP must allow. vite-react-ssg stamps each build with a random
 * hash used only to fetch loader data; this site has no loaders (src/main.tsx
 * drops them), so the stamp and the empty data files are removed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>\n?/g;

/**
 * The prerenderer lists a page's stylesheets in the order their modules
 * happened to load during concurrent rendering, so two builds (and two pages)
 * could disagree, and with them the cascade. Put them in one fixed order: the
 * entry stylesheet first, as in the browser, then the route stylesheets by name.
 */
export function orderStylesheets(html: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (!links.length) return html;
  const hrefs = [...new Set(links.map((m) => m[1]))];
  const isEntry = (href: string) => /\/assets\/app-[^/]+\.css$/.test(href);
  const ordered = [...hrefs.filter(isEntry), ...hrefs.filter((h) => !isEntry(h)).sort()];
  const block = ordered.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n');
  const first = links[0].index;
  return `${html.slice(0, first)}\u0000${html.slice(first)}`.replace(STYLESHEET, '').replace('\u0000', `${block}\n`);
}

const ROOT_OPEN = /<div id="root"[^>]*>/;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/**
 * React 19's server renderer writes a `<link rel="preload" as="image">` for
 * the first images it renders at the top of the rendered markup, that is,
 * inside #root, where the app in the browser never renders them (the client
 * runtime then drops or moves them while hydrating). Hoist them into <head>,
 * where a preload belongs, so #root holds exactly what the app renders.
 */
export function hoistImagePreloads(html: string): string {
  const open = ROOT_OPEN.exec(html);
  if (!open) return html;
  const start = open.index + open[0].length;
  let end = start;
  const links: string[] = [];
  for (;;) {
    IMAGE_PRELOAD.lastIndex = end;
    const match = IMAGE_PRELOAD.exec(html);
    if (!match || match.index !== end) break;
    links.push(match[0]);
    end += match[0].length;
  }
  if (!links.length) return html;
  const body = html.slice(0, start) + html.slice(end);
  const head = body.slice(0, body.indexOf('</head>'));
  const missing = [...new Set(links)].filter((link) => !head.includes(link));
  return body.replace('</head>', `${missing.map((link) => `${link}\n`).join('')}</head>`);
}

const SSG_HASH_SCRIPT = /\n?<script>window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]+'<\/script>/g;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** Rewrites every page in place; returns the sha256 (base64) of each distinct inline script. */
export async function normalizePages(dist: string): Promise<string[]> {
  rmSync(join(dist, 'static-loader-data'), { recursive: true, force: true });
  // Vite's build manifests: only the build reads them; deployed they would list the source files.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  for (const name of readdirSync(dist)) if (name.startsWith('static-loader-data-manifest-')) rmSync(join(dist, name));
  const hashes = new Set<string>();
  for (const file of htmlFiles(dist)) {
    const html = orderStylesheets(hoistImagePreloads(readFileSync(file, 'utf8')).replace(SSG_HASH_SCRIPT, '').replaceAll('crossorigin crossorigin', 'crossorigin'));
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      if (match[1].trim()) hashes.add(createHash('sha256').update(match[1]).digest('base64'));
    }
    writeFileSync(file, html);
  }
  return [...hashes].sort();
}
