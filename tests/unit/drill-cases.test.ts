/**
 * Every case of `npm run drill` (scripts/drill/cases.ts) still plants its defect in today's code:
 * each text it replaces is found exactly once. A refactor that moves that text (the boot loader's
 * tag split out of its function, say) used to show only when the drill next ran, as a case
 * "not planted"; this names the case and the file in `npm test`, on a copy of the sources, in
 * about a second. Whether each defect is caught stays the drill's question.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CASES } from '../../scripts/drill/cases';

/** The folders the cases plant into. */
const SOURCES = ['src', 'scripts', 'content', 'core', 'model', 'tests'];
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh copy of the sources, as the drill's copy of the repository has them. */
function sourcesCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'drill-plant-'));
  copies.push(root);
  for (const folder of SOURCES) cpSync(folder, join(root, folder), { recursive: true });
  return root;
}

/** Every file of the copy with its text: what a plant changed shows as a difference. */
const texts = (root: string) =>
  new Map(
    SOURCES.flatMap((folder) =>
      (readdirSync(join(root, folder), { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
        .filter((e) => e.isFile())
        .map((e) => {
          const file = join(e.parentPath, e.name);
          return [file.slice(root.length + 1), readFileSync(file, 'utf8')] as const;
        }),
    ),
  );

// A copy and two readings of the sources per case: about 0.15 s alone, more beside other test files.
describe('the drill’s cases plant their defects in today’s code', { timeout: 30_000 }, () => {
  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, drillCase) => {
    const root = sourcesCopy();
    const before = texts(root);
    drillCase.plant(root);
    const after = texts(root);
    // Something changed: a plant that wrote a file back as it was would test unchanged code.
    expect([...after].filter(([file, text]) => before.get(file) !== text).length, drillCase.id).toBeGreaterThan(0);
  });
});
