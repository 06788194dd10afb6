/**
 * A page's JavaScript holds its own code and shared code, nothing of other pages
 * (docs/performance.md, "What a page loads"): no script a page loads carries another page's
 * meta description, filled (as the manifest has it) or as its content file writes it (fact
 * tokens and all). Titles and copy travel with each page's data file instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { DIST, distFile } from './dist-helpers';
import { manifest, htmlFileFor } from '../../core/urls/manifest';
import { readBootData } from '../../core/build/boot-attributes';
import { pages } from '../../content/pages';
import { services } from '../../content/services';
import { cities } from '../../content/cities';
import { brandPages } from '../../content/brand-pages';
import { maintenanceGuides } from '../../content/maintenance';
import { posts } from '../../content/posts';

/** Every script a page loads: the boot loader's entry and preloads. */
function scriptsOf(path: string): string[] {
  const tag = parse(distFile(htmlFileFor(path))).querySelector('script[data-entry]');
  const boot = tag && readBootData((name) => tag.getAttribute(name));
  if (!boot) return [];
  return [boot.entry, ...boot.preload];
}

/** Whole descriptions and their token-free stretches of 40 characters or more, so a description that is only partly filled still counts. */
function fingerprints(description: string): string[] {
  return [
    description,
    ...description
      .split(/\{[^}]*\}/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 40),
  ];
}

const rawDescriptions = [
  ...Object.values(pages).map((m) => m.description),
  ...[...services, ...cities, ...brandPages, ...maintenanceGuides].map((x) => x.meta.description),
  ...posts.map((p) => p.description),
];

describe('what a page loads', () => {
  const scriptText = new Map<string, string>();
  const read = (href: string) => {
    if (!scriptText.has(href)) scriptText.set(href, readFileSync(join(DIST, href), 'utf8'));
    return scriptText.get(href) as string;
  };

  it.each(manifest.filter((e) => e.template !== 'not-found').map((e) => [e.path, e] as const))(
    '%s: no script carries another page’s description',
    (_path, entry) => {
      const scripts = scriptsOf(entry.path);
      expect(scripts.length, 'the page loads its app through the boot loader').toBeGreaterThan(0);
      const others = new Set([
        ...manifest
          .filter((e) => e.path !== entry.path && e.meta.description !== entry.meta.description)
          .map((e) => e.meta.description),
        ...rawDescriptions,
      ]);
      others.delete(entry.meta.description);
      const found = scripts.flatMap((href) => {
        const text = read(href);
        return [...others].flatMap((d) =>
          fingerprints(d)
            .filter((f) => text.includes(f) || text.includes(JSON.stringify(f).slice(1, -1)))
            .slice(0, 1)
            .map(() => `${href}: "${d.slice(0, 60)}…"`),
        );
      });
      expect(found).toEqual([]);
    },
  );
});
