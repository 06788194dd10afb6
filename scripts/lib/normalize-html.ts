/**
 * Makes prerendered pages byte-identical across builds and lists the inline
 * scripts the CSP must allow. vite-react-ssg stamps each build with a random
 * hash used only to fetch loader data; this site has no loaders (the adapter,
 * src/ssg/adapter.tsx, drops them), so the stamp and the empty data files are removed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOADER_DATA, SSG_STAMP_SCRIPT } from '../../core/build/ssg-output.ts';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
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

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** Rewrites every page in place; returns the sha256 (base64) of each distinct inline script. */
export async function normalizePages(dist: string): Promise<string[]> {
  rmSync(join(dist, LOADER_DATA.dir), { recursive: true, force: true });
  // Vite's build manifests: only the build reads them; deployed they would list the source files.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  for (const name of readdirSync(dist)) if (name.startsWith(LOADER_DATA.manifestPrefix)) rmSync(join(dist, name));
  const hashes = new Set<string>();
  for (const file of htmlFiles(dist)) {
    const html = hoistImagePreloads(readFileSync(file, 'utf8'))
      .replace(SSG_STAMP_SCRIPT, '')
      .replaceAll('crossorigin crossorigin', 'crossorigin');
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      if (match[1].trim()) hashes.add(createHash('sha256').update(match[1]).digest('base64'));
    }
    writeFileSync(file, html);
  }
  return [...hashes].sort();
}
