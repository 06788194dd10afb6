/**
 * `npm run validate` counts words and finds near-copies with the audit's own functions: both import
 * them from the one home they have, the shared package (packages/common/text.ts, as
 * `@bay-appliance/common/text`), so neither holds a copy: the same words, the same near-copies at the
 * same similarity, on the site's own copy and on pages made alike on purpose. And the guide's table of
 * word minimums is audit.config.json's.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as text from '@bay-appliance/common/text';
import { contentPages } from '../../scripts/lib/content-pages';

const load = async (file: string) => (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;

describe('validate’s text functions are the audit’s', () => {
  it('come from their one home, the shared package, in validate and in the audit alike: neither splits words itself', () => {
    for (const file of ['scripts/lib/page-text-check.ts', 'audit/rules/util.ts', 'audit/rules/content/word-count.ts']) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).toContain("from '@bay-appliance/common/text'");
      // No word pattern or shingle of its own: the twin validate once had is gone.
      expect(source, file).not.toMatch(/\.match\(\/|function (words|shingles|similarPairs)\b/);
    }
  });

  it('finds a near-copy of every page of the site’s own copy, made alike on purpose, and none among the pages as they are', async () => {
    const pages = (await contentPages(resolve('.'), load)).filter((p) => p.copy);
    const texts = [...pages.map((p) => p.copy), ...pages.map((p) => p.copy.replace(/^[^.]*\./, 'A changed opening.'))];
    const limit = { similarity: 0.7, shingleSize: 5 };
    const pairs = text.nearDuplicatePairs(texts, limit);
    // Each page with its changed copy; never two of the site's pages as they are.
    expect(pairs.filter(({ b }) => b < pages.length)).toEqual([]);
    expect(new Set(pairs.filter(({ a, b }) => b - a === pages.length).map(({ a }) => a)).size).toBe(pages.length);
  }, 60_000);
});

describe('docs/editing-content.md "Word minimums"', () => {
  it('lists every template’s minimum as audit.config.json sets it', () => {
    const config = JSON.parse(readFileSync('audit.config.json', 'utf8')) as {
      options: { minWords: number };
      templates: Record<string, { minWords?: number }>;
    };
    const docs = readFileSync('docs/editing-content.md', 'utf8');
    const rows = Object.fromEntries(
      [...docs.matchAll(/^\| (`[a-z-]+`|any other) +\|[^|]*\| (\d+) +\|/gm)].map(([, name, min]) => [
        name.replaceAll('`', ''),
        Number(min),
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(config.templates).flatMap(([name, t]) => (t.minWords === undefined ? [] : [[name, t.minWords]])),
    );
    expect(rows).toEqual({ ...expected, 'any other': config.options.minWords });
  });
});
