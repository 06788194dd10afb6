/**
 * Discovery helpers for builds that are not this site (`--no-manifest`): the
 * HTML files on disk (so a page no link reaches is reported as an orphan, not
 * missed), the public origin the build names for itself, and the URL pattern
 * that stands in for a page template when no manifest says it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every HTML file of the build as the address a plain static host serves it
 * at: `guide/util.html` → `/guide/util.html`, `dir/index.html` → `/dir/`.
 * The root `404.html` is the host's not-found page, not a page of the site.
 */
export function htmlAddressesOnDisk(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(dist, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((file) => file !== '404.html' && !file.split('/').some((s) => s.startsWith('.') || s === 'node_modules'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();
}

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * The public origin a build names for itself: the home page's canonical or
 * og:url, else robots.txt's Sitemap line, else the sitemap's first URL; null
 * when it names none (the audit then reports the local server's address).
 */
export function inferOrigin(dist: string): string | null {
  const read = (file: string) => (existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : '');
  return inferOriginFrom({ home: read('index.html'), robots: read('robots.txt'), sitemap: read('sitemap.xml') });
}

/** The same from the three files' text, wherever they came from (a deployed site's answers, `--url`). */
export function inferOriginFrom({ home, robots, sitemap }: { home: string; robots: string; sitemap: string }) {
  const fromHome =
    /<link\b[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']([^"']+)["']/i.exec(home)?.[1] ??
    /<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']?canonical/i.exec(home)?.[1] ??
    /<meta\b[^>]*\bproperty=["']og:url["'][^>]*\bcontent=["']([^"']+)["']/i.exec(home)?.[1];
  return (
    originOf(fromHome) ??
    originOf(/^\s*sitemap:\s*(\S+)/im.exec(robots)?.[1]) ??
    originOf(/<loc>\s*([^<\s]+)/.exec(sitemap)?.[1])
  );
}

/** A glob over URL paths: `*` is any run of characters within one segment, `**` any run across segments. */
export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*|\*)/)
    .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The URL pattern a page belongs to when no template says otherwise: its
 * first folder (`/modules/util.html` → `/modules/*`), `/*` for top-level
 * files, `/` for the home page. Pages under one folder of a generated site
 * share a layout, so one pattern stands in for one template.
 */
export function urlPattern(path: string): string {
  const clean = path.split('?')[0];
  if (clean === '/') return '/';
  const segments = clean.slice(1).split('/');
  return segments.length > 1 ? `/${segments[0]}/*` : '/*';
}

/** Template of a page of a foreign build: the first configured template whose `match` globs fit, else its URL pattern. */
export function templateByPattern(templates: Record<string, { match?: string[] }>): (path: string) => string {
  const compiled = Object.entries(templates).flatMap(([name, t]) =>
    (t.match ?? []).map((glob) => ({ name, re: globToRegExp(glob) })),
  );
  return (path) => compiled.find((c) => c.re.test(path.split('?')[0]))?.name ?? urlPattern(path);
}
