// Lint: typescript-eslint (type-aware where cheap), React hooks rules and jsx-a11y, zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The layers (docs/architecture.md): every import points down, never up or sideways.
 *
 *   scripts/bench ─▶ audit/ (its own package: imports nothing of the site)
 *   scripts/ ─┐
 *   serve/ ───┼─▶ core/ (URL manifest, facts, configuration, look-ups; no React) ─▶ content/ ─▶ model/
 *   src/ ─────┘    (src/ is the React app alone: nothing below or beside it imports it)
 *   What the site and the audit both use (the issue text, the CDN host and Chromium, the text
 *   functions) is the workspace package packages/common (`@bay-appliance/common`), imported by name
 *   by both and importing neither.
 *
 * Import specifiers are matched as written, so a relative path that leaves a folder names the
 * folder it enters (`../../src/components/…`). `layer(files, forbidden)` builds one block.
 */
const REACT = {
  regex: '^(react|react-dom|react-router-dom|lucide-react|@unhead/react)(/|$)',
  message:
    'Layering (docs/architecture.md): React and its libraries belong to the app (src/); this layer is plain data and Node.',
};
const folders = (names, why) => ({
  regex: String.raw`(^|/)(${names.join('|')})(/|$)`,
  message: `Layering (docs/architecture.md): ${why}`,
});
/**
 * `no-restricted-imports` reads static imports only; the same patterns also refuse `import('…')`.
 * esquery's regex literal cannot hold a slash, so each one is written `\x2F`.
 */
const dynamicImport = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\x2F`)}/]`,
  message,
});
/** A relative import that climbs `depth` folders or more: out of a package for a file that deep in it. */
const leavesPackage = (depth) => ({
  regex: String.raw`^(\.\./){${depth}}`,
  message:
    "Layering (docs/architecture.md): the audit is a package of its own (audit/README.md): it reads a build and its audit manifest, never this site's code.",
});
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...patterns.map(dynamicImport)],
  },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'audit/dist/**',
      '*.staging/**',
      '.proto/**',
      'node_modules/**',
      '.vite-react-ssg-temp/**',
      'audit-reports/**',
      'audit-results/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'screenshots/**',
      '.wrangler/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  // React rules for React code only (Playwright fixtures also call a function named `use`).
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  // Intl in the browser costs start-up time (an ICU collator or formatter is built per call): see core/util/by-name.ts.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'localeCompare',
          message: 'Builds an ICU collator per call at start-up: sort with byName (core/util/by-name.ts).',
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  layer(
    ['model/**'],
    [
      folders(
        ['core', 'src', 'content', 'serve', 'scripts', 'audit', 'tests'],
        'model/ is the bottom layer and imports nothing of the project above it.',
      ),
      REACT,
    ],
  ),
  layer(
    ['content/**'],
    [
      folders(
        ['core', 'src', 'serve', 'scripts', 'audit', 'tests'],
        'content/ is data: it imports only other content and model/ (types, schemas, fact tokens).',
      ),
      REACT,
    ],
  ),
  layer(
    ['core/**'],
    [
      folders(
        ['src', 'serve', 'scripts', 'audit', 'tests'],
        "core/ is the site's data core: content, model and plain TypeScript, read by the app, the build and the server alike.",
      ),
      REACT,
    ],
  ),
  layer(
    ['src/**'],
    [folders(['serve', 'scripts', 'audit', 'tests'], 'the app never imports the tools that build, serve or audit it.')],
  ),
  layer(
    ['serve/**'],
    [
      folders(
        ['src', 'scripts', 'audit', 'tests'],
        "serve/ reads the data core (core/), never the app or the build scripts; the CDN host is the shared package's (@bay-appliance/common/host).",
      ),
      REACT,
    ],
  ),
  layer(
    ['scripts/**'],
    [
      folders(
        ['src', 'audit', 'tests'],
        "the build reads the data core (core/), never the app's modules, nor the audit's (it reads only the audit's published config.schema.json).",
      ),
      REACT,
    ],
    ['scripts/bench/**'],
  ),
  layer(
    ['scripts/bench/**'],
    [
      folders(
        ['src', 'audit', 'tests'],
        "the benchmark does not import the app, tests or the audit's modules: it runs the audit's command line (collect, assert, weigh) and reads what it writes.",
      ),
      REACT,
    ],
  ),
  // The audit is a package of its own: no import climbs out of audit/, whatever the file's depth.
  ...[1, 2, 3, 4].map((depth) => layer([`audit/${'*/'.repeat(depth - 1)}*.{ts,mjs}`], [leavesPackage(depth), REACT])),
  // The shared package too: no import climbs out of packages/common/, and it imports neither the site nor the audit.
  ...[2, 3].map((depth) =>
    layer(
      [`packages/common/${'*/'.repeat(depth - 2)}*.{ts,mjs}`],
      [
        leavesPackage(depth),
        {
          regex: '^@bay-appliance/seo-audit(/|$)',
          message: 'Layering (docs/architecture.md): the shared package stands under the site and the audit alike.',
        },
        REACT,
      ],
    ),
  ),
);
