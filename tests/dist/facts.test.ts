/**
 * Facts stated once, read off the built pages as a visitor would (issue 24): the rules are the
 * fact module's (scripts/lib/fact-checks/pages.ts, one test each), which the content check shares;
 * this file only reads the pages and asks them. Each rule's failing cases are in the unit tests
 * (tests/unit/fact-counts.test.ts and the content checks' own).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, distFile } from './dist-helpers';
import { builtPage, PAGE_RULES } from '../../scripts/lib/fact-checks';
import { straightQuotesIn } from '../../scripts/lib/copy-check';
import { facts } from '../fixtures/page-facts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [relative(DIST, full)] : [];
  });
}

/** Every prerendered page (redirect fallbacks included; they are short). */
const pages = htmlFiles(DIST).map((file) => builtPage(file, distFile(file)));

describe('facts on the built pages', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  for (const rule of PAGE_RULES) it(rule.name, () => expect(rule.problems(pages, facts)).toEqual([]));

  it('writes apostrophes and quotation marks one way: typographic, as the rest of the copy does', () => {
    // The posts used to write "doesn't" and "not cooling" beside pages that write ’ and “ ”
    // (a copy rule, not a fact: scripts/lib/copy-check.ts, which the content check applies too).
    expect(pages.flatMap((p) => straightQuotesIn(p.text).map((m) => `${p.file}: ${m}`))).toEqual([]);
  });
});
