/**
 * The layering (docs/architecture.md) is kept by ESLint's no-restricted-imports, and no-restricted-syntax
 * for `import('…')` (eslint.config.js).
 * This proves the rule bites: the same deliberately mixed imports (`probe` below: one import of every layer,
 * some allowed and some deliberately wrong), linted as a file of each layer, are refused exactly where they
 * point up or sideways.
 */
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const APP = ['../src/components/ui/Icon', 'react', '../src/routes', '../src/lib/useHydrated', '../src/ssg/adapter'];
const CORE = ['../core/urls/manifest', '../core/config/site-config', '../core/build/ssg-output'];
const CONTENT = '../content/business';
const MODEL = '../model/schemas';
const TOOLS = ['../serve', '../scripts/lib/cdn-files', '../audit/run', '../tests/dist/dist-helpers'];
/** The probe's `import('../src/components/ui/Icon')`: a dynamic import is held to the same layers. */
const LAZY_COMPONENT = '../src/components/ui/Icon';

/**
 * The probe: the text of a module one folder deep, importing each of the above in turn, then the lazy
 * component. Only ever linted, as if it lived in each layer (never written to disk, never imported).
 */
const probe = [
  ...[...APP, ...CORE, CONTENT, MODEL, ...TOOLS].map((from, i) => `import { a${i} } from '${from}';`),
  `export const lazy = () => import('${LAZY_COMPONENT}');`,
  '',
].join('\n');

/** The import specifiers ESLint refuses when the probe is the file `asFile`. */
async function refused(asFile: string): Promise<string[]> {
  const [result] = await eslint.lintText(probe, { filePath: join(root, asFile) });
  const lines = probe.split('\n');
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => /(?:from |import\()'([^']+)'/.exec(lines[m.line - 1])![1]);
}

// The first case pays for ESLint's start-up (its TypeScript parser and config), over Vitest's 5 s beside other test files.
describe('ESLint keeps the layers pointing down', { timeout: 60_000 }, () => {
  it('model/ imports nothing of the project and no React', async () => {
    expect(await refused('model/probe.ts')).toEqual([...APP, ...CORE, CONTENT, ...TOOLS, LAZY_COMPONENT]);
  });

  it('content/ imports only content and model/', async () => {
    expect(await refused('content/probe.ts')).toEqual([...APP, ...CORE, ...TOOLS, LAZY_COMPONENT]);
  });

  it('core/ reads content and model, never the app or the tools', async () => {
    expect(await refused('core/probe.ts')).toEqual([...APP, ...TOOLS, LAZY_COMPONENT]);
  });

  it('serve/ stands on the data core, below the scripts and the audit', async () => {
    expect(await refused('serve/probe.ts')).toEqual([
      ...APP,
      '../scripts/lib/cdn-files',
      '../audit/run',
      '../tests/dist/dist-helpers',
      LAZY_COMPONENT,
    ]);
  });

  it('the build scripts never import the app or the audit', async () => {
    expect(await refused('scripts/probe.ts')).toEqual([
      ...APP,
      '../audit/run',
      '../tests/dist/dist-helpers',
      LAZY_COMPONENT,
    ]);
  });

  it('the benchmark runs the audit without importing its modules, and stays below the app', async () => {
    expect(await refused('scripts/bench/probe.ts')).toEqual([
      ...APP,
      '../audit/run',
      '../tests/dist/dist-helpers',
      LAZY_COMPONENT,
    ]);
  });

  it('the audit, a package of its own, imports nothing outside audit/', async () => {
    expect(await refused('audit/probe.ts')).toEqual([...APP, ...CORE, CONTENT, MODEL, ...TOOLS, LAZY_COMPONENT]);
  });

  it('deep in the audit, a path that climbs out is refused and one inside is not', async () => {
    const [result] = await eslint.lintText("import { a } from '../util';\nimport { b } from '../../../serve';\n", {
      filePath: join(root, 'audit/rules/links/probe.ts'),
    });
    expect(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line)).toEqual([2]);
  });

  it('the app never imports the tools that build, serve or audit it', async () => {
    expect(await refused('src/probe.ts')).toEqual(TOOLS);
  });
});
