/**
 * The package's build (`npm run build` here, and `prepack`, so `npm pack` never ships stale code):
 * each TypeScript module compiled to JavaScript with its declarations, one output file per source
 * file in the same folders (unbundle), because the audit finds its workers and data beside its
 * modules (`new URL('./lighthouse-worker.mjs', import.meta.url)`, `../schemas/sitemap.xsd`). Those
 * files are not imported, so they are copied to the same places. Dependencies stay imports, except the
 * workspace's shared package (@bay-appliance/common), built in under dist/packages/common/.
 */
import { defineConfig } from 'tsdown';

/** What the package's exports and bins name; every module they import is built along. */
const ENTRIES = [
  'run.ts',
  'cli.ts',
  'config.ts',
  'host/index.ts',
  'text.ts',
  'weight.ts',
  'bin/seo-audit.ts',
  'bin/seo-audit-github.ts',
];

/** Files found beside the modules at run time, by folder: the worker scripts and the rules' schemas. */
const RUNTIME_FILES: Record<string, string[]> = {
  browser: ['*.mjs'],
  'rules/html': ['*.mjs'],
  schemas: ['*.json', '*.xsd'],
};

export default defineConfig({
  entry: ENTRIES,
  unbundle: true,
  platform: 'node',
  target: 'node20.19',
  fixedExtension: false,
  // eager: the shared package's declarations are emitted with the audit's (outside this folder, they fail otherwise).
  dts: { eager: true },
  tsconfig: 'tsconfig.build.json',
  // Quiet: `npm pack` prints the build's output before the tarball's; the files are in dist/.
  report: false,
  checks: { pluginTimings: false },
  // The shared package (packages/common: the host, the issue text, the text functions) is built in,
  // not imported, so the tarball installs and runs alone; it is never published.
  deps: { alwaysBundle: ['@bay-appliance/common'] },
  copy: Object.entries(RUNTIME_FILES).flatMap(([folder, globs]) =>
    globs.map((glob) => ({ from: `${folder}/${glob}`, to: `dist/${folder}` })),
  ),
});
