/**
 * A copy of a static build as a browser without JavaScript shows it: every script removed (JSON-LD
 * kept) and every `<noscript>` unwrapped, the same documents, styles and images with nothing that
 * runs. Timed beside the build itself, it is what the page would cost with no app at all
 * (app-cost.ts): a page whose scripts bring its full stylesheet is compared with the same page
 * styled by it, not with half a page unstyled. Used by the audit's gate and the site's benchmark.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = /<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>\n?/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\n?/g;
const NOSCRIPT = /<noscript>([\s\S]*?)<\/noscript>/g;

/**
 * One document as a browser without JavaScript shows it: no scripts, and what `<noscript>` holds
 * (a page whose scripts add its full stylesheet links it there for such browsers) in effect.
 */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '').replace(NOSCRIPT, '$1');
}

function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** The copy, in a new temporary folder; `remove()` deletes it. */
export function scriptFreeCopy(dist: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'script-free-'));
  cpSync(dist, dir, { recursive: true });
  for (const file of htmlFilesIn(dir)) writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
