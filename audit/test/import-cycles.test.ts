/**
 * audit/ has no import cycle (issue 49): report-data.ts and the shape leaves below it (the zod
 * schemas in schema/, browser/results.ts) are imported, never importing back, and the
 * modules that measure do not import the ones that judge them. The check is proved able to fail
 * on a planted circle, type-only imports and import() included.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

const audit = resolve(import.meta.dirname, '..');
let planted: string | null = null;

/** A throwaway folder with the given files. */
function folder(files: Record<string, string>): string {
  planted = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(planted, name, '..'), { recursive: true });
    writeFileSync(join(planted, name), text);
  }
  return planted;
}

afterEach(() => {
  if (planted) rmSync(planted, { recursive: true, force: true });
  planted = null;
});

describe('import cycles', () => {
  it('audit/ has none', () => {
    expect(importCycles(audit)).toEqual([]);
  });

  it('finds a circle closed by a type-only import through a folder index', () => {
    const root = folder({
      'report-data.ts': "import type { BrowserResults } from './browser';\nexport interface Finding { id: string }\n",
      'browser/index.ts': "import type { Finding } from '../report-data';\nexport type BrowserResults = Finding[];\n",
      'leaf.ts': "import type { Finding } from './report-data';\nexport const leaf = (f: Finding) => f.id;\n",
    });
    expect(importCycles(root)).toEqual([['browser/index.ts', 'report-data.ts']]);
  });

  it('finds a circle closed by import() and a file importing itself, and not a chain', () => {
    const root = folder({
      'a.ts': "export const a = () => import('./b');\n",
      'b.mjs': "import { a } from './a.ts';\nexport const b = a;\n",
      'self.ts': "import { x } from './self';\nexport const x = 1;\nexport const y = x;\n",
      'chain.ts': "import { b } from './b.mjs';\nexport const c = b;\n",
    });
    expect(importCycles(root)).toEqual([['a.ts', 'b.mjs'], ['self.ts']]);
  });
});
