/**
 * What the drill's cases (./cases.ts) are made of: the case's shape, `replaceIn` to plant a
 * defect, which refuses to plant nothing (the text to replace must be in the file exactly once,
 * so a refactor that moves it makes the drill fail loudly instead of testing an unchanged copy),
 * the steps of `npm test` (scripts/test-tier.ts) narrowed to one file, template or audit family,
 * and `failed`, the regular expression of a Playwright failure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DrillCase {
  /** Short, stable name: `npm run drill -- --only <id>`, and the key of its row in docs/drill.md. */
  id: string;
  /** What was broken, as a reviewer would describe the regression. */
  defect: string;
  /** The class of defect whose owner in the fast tier this case proves. */
  class: string;
  /** Whether the step reads a build: the copy is built first (`npm run build`, and `build:sample` for an e2e step). */
  needsBuild: boolean;
  /** Plants the defect into the copy whose root is given. */
  plant: (root: string) => void;
  /** The step of `npm test` that owns the class (scripts/test-tier.ts), and the command, run in the copy. */
  step: { name: string; command: string[] };
  /**
   * What the step's output must contain (ANSI colours removed): the failing test or finding, proving the reason.
   * The table shows the match's first line and its last (or the group named `why`, on one line).
   */
  caughtBy: RegExp;
}

/**
 * Replaces the one occurrence of `from` in `file` (relative to `root`) by `to`. Throws when `from`
 * is missing or ambiguous: a drill that planted nothing would "pass" by testing unchanged code.
 */
export function replaceIn(root: string, file: string, from: string, to: string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const found = text.split(from).length - 1;
  if (found !== 1)
    throw new Error(
      `drill: ${file} holds ${found === 0 ? 'no' : found} copies of the text to replace (want exactly one): ${JSON.stringify(from.slice(0, 80))}`,
    );
  writeFileSync(
    path,
    text.replace(from, () => to),
  );
}

/** The template tour (tests/e2e/template-tour.spec.ts) on one template's page: its test title starts `<template> (`. */
export const tour = (template: string) => ({
  name: 'e2e',
  command: ['npm', 'run', 'test:e2e', '--', 'tests/e2e/template-tour.spec.ts', '--grep', `${template} \\(`],
});
/** One Playwright file of the e2e step (its tests whose titles match `grep`, when given). */
export const e2e = (file: string, grep?: string) => ({
  name: 'e2e',
  command: ['npm', 'run', 'test:e2e', '--', file, ...(grep ? ['--grep', grep] : [])],
});
/** One Vitest file of the unit step (`vitest run --project fast`). */
export const unit = (file: string) => ({ name: 'unit', command: ['npm', 'run', 'test:unit', '--', file] });
/** The audit step's SEO rules of some families only, without a browser: seconds, not minutes. */
export const auditRules = (families: string) => ({
  name: 'audit',
  command: [
    'npm',
    'run',
    'audit:fast',
    '--',
    '--skip-browser',
    '--only',
    families,
    '--out',
    'drill-audit',
    '--no-history',
  ],
});
/**
 * The whole audit gate, for the classes only its browser checks own (Lighthouse, axe). No history:
 * the copy's history is the working tree's, and comparing with it adds a Lighthouse run for every
 * page changed since the last recorded run, which makes the case's time depend on that run.
 */
export const auditGate = {
  name: 'audit',
  command: ['npm', 'run', 'audit:fast', '--', '--out', 'drill-audit', '--no-history'],
};
/** Content validation: the build's first step, alone (the build stops there on any problem). */
export const validate = { name: 'build', command: ['npm', 'run', 'validate'] };

/** Text of a regular expression, escaped: a test title or a message quoted as it is printed. */
const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A Playwright failure as the line reporter prints it (`  1) file:line › title`, never its
 * `[1/3] … › title` progress line, printed for passing tests too) whose report, before the next
 * failure's, holds `within` (a check's message) and then `why` (what it found).
 */
export const failed = (title: string, why: string, within = '') =>
  new RegExp(
    String.raw`\d+\) [^\n]*› ${quoted(title)}[^\n]*` +
      String.raw`(?:(?!\n {2}\d+\) )[^])*?${within}(?:(?!\n {2}\d+\) )[^])*?(?<why>${why})`,
  );
