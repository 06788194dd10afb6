/**
 * The field vitals (src/analytics/field-vitals.ts) cost a page with a tracker at most 3.5 KB of
 * JavaScript (gzip level 9, as the audit weighs it) and a page without one nothing: their chunk is
 * in no page's boot preloads, and everything it imports is already among them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { DIST, distFile } from './dist-helpers';
import { manifest, htmlFileFor } from '../../core/urls/manifest';
import { readBootData } from '../../core/build/boot-attributes';

const BUDGET_KB = 3.5;

function bootScripts(path: string): string[] {
  const tag = parse(distFile(htmlFileFor(path))).querySelector('script[data-entry]');
  const boot = tag && readBootData((name) => tag.getAttribute(name));
  return boot ? [boot.entry, ...boot.preload] : [];
}

describe('the field vitals chunk', () => {
  const chunks = readdirSync(join(DIST, 'assets')).filter((f) => /^field-vitals-[\w-]+\.js$/.test(f));

  it('is one chunk within its budget', () => {
    expect(chunks).toHaveLength(1);
    const kb = gzipSync(readFileSync(join(DIST, 'assets', chunks[0]!)), { level: 9 }).length / 1024;
    expect(kb).toBeLessThanOrEqual(BUDGET_KB);
  });

  it('is loaded by no page on its own, and imports only what every page already loads', () => {
    const code = readFileSync(join(DIST, 'assets', chunks[0]!), 'utf8');
    const imports = [...code.matchAll(/from\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
    for (const entry of manifest.filter((e) => e.status === 200)) {
      const scripts = bootScripts(entry.path);
      expect(
        scripts.some((s) => s.includes('field-vitals')),
        entry.path,
      ).toBe(false);
      for (const dependency of imports) expect(scripts, `${entry.path} loads ${dependency}`).toContain(dependency);
    }
  });
});
