/**
 * `npm run validate` counts words and finds near-copies as the audit does (scripts/lib/page-text-check.ts
 * re-implements the three functions of audit/rules/content/text.ts it needs, as the audit package
 * does not export them): the same words, and the same similar pairs at the same similarity, on the
 * site's own copy and on pages made alike on purpose. And the guide's table of word minimums is
 * audit.config.json's.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as audit from '../../audit/rules/content/text';
import { shingles, similarPairs, words } from '../../scripts/lib/page-text-check';
import { contentPages } from '../../scripts/lib/content-pages';

const load = async (file: string) => (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;

describe('validate’s text functions are the audit’s', () => {
  it('splits words as the audit does, apostrophes, digits and accents included', () => {
    const text = "Don’t pay $150–$400 for a café’s 2-door fridge: it's 5.0 stars, 94% of the time. Ça va?";
    expect(words(text)).toEqual(audit.words(text));
  });

  it('finds the same near-copies, at the same similarity, as the audit', async () => {
    const pages = (await contentPages(resolve('.'), load)).filter((p) => p.copy);
    // The real copy, plus each page again with one sentence changed: every page then has a near-copy.
    const texts = [...pages.map((p) => p.copy), ...pages.map((p) => p.copy.replace(/^[^.]*\./, 'A changed opening.'))];
    for (const limit of [0.05, 0.7]) {
      const ours = similarPairs(
        texts.map((t) => shingles(words(t), 5)),
        limit,
      );
      const theirs = audit.similarPairs(
        texts.map((t) => audit.shingles(audit.words(t), 5)),
        limit,
      );
      const key = (p: { a: number; b: number; similarity: number }) =>
        `${Math.min(p.a, p.b)}-${Math.max(p.a, p.b)} ${p.similarity.toFixed(9)}`;
      expect(ours.map(key).sort()).toEqual(theirs.map(key).sort());
      expect(ours.length).toBeGreaterThanOrEqual(pages.length);
    }
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
