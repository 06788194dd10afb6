/**
 * No page shows a fact token as written: a `{warranty}` that reached the HTML means a component
 * rendered content without filling it (core/facts/fill-facts.ts), and a visitor reads the braces.
 * The brand pages' hero badges shipped "{warranty} warranty" this way; this reads every built page.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { distFile } from './dist-helpers';
import { manifest, htmlFileFor } from '../../core/urls/manifest';

/** A fact token as content writes them (content/TOKENS.md): `{name}` in lower camel case. */
const TOKEN = /\{[a-z][A-Za-z]*\}/g;

describe('no built page shows an unfilled fact token', () => {
  for (const entry of manifest) {
    it(entry.path, () => {
      const root = parse(distFile(htmlFileFor(entry.path)));
      for (const el of root.querySelectorAll('script, style')) el.remove();
      const shown = [root.querySelector('body')?.textContent ?? '', root.querySelector('head')?.toString() ?? ''];
      expect(shown.flatMap((text) => text.match(TOKEN) ?? [])).toEqual([]);
    });
  }
});
