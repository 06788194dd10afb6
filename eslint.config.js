// Lint: typescript-eslint (type-aware where cheap), React hooks rules and jsx-a11y, zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The layers (docs/architecture.md): every import points down, never up or sideways.
 *
 *   scripts/bench ─▶ audit/ ┐
 *   scripts/ ───────────────┼─▶ serve/ ─▶ src/ (URL manifest, content access) ─▶ content/ ─▶ model/
 *
 * Import specifiers are matched as written, so a relative path that leaves a folder names the
 * folder it enters (`../../src/components/…`). `layer(files, forbidden)` builds one block.
 */
const APP_CODE = {
  regex: String.raw`(^|/)src/(components|pages|templates|seo|head|analytics|styles)(/|$)|(^|/)src/(main|routes|ssg/adapter)(\.tsx?)?$|(^|/)src/lib/use[A-Z]|\.tsx$`,
  message: 'Layering (docs/architecture.md): only the app (src/) renders. Below it, and in the build and audit tools, read the URL manifest (src/lib), content access (src/content), content/ and model/ instead.',
};
const REACT = {
  regex: '^(react|react-dom|react-router-dom|lucide-react|@unhead/react)(/|$)',
  message: 'Layering (docs/architecture.md): React and its libraries belong to the app (src/); this layer is plain data and Node.',
};
const folders = (names, why) => ({ regex: String.raw`(^|/)(${names.join('|')})(/|$)`, message: `Layering (docs/architecture.md): ${why}` });
/**
 * `no-restricted-imports` reads static imports only; the same patterns also refuse `import('…')`.
 * esquery's regex literal cannot hold a slash, so each one is written `\x2F`.
 */
const dynamicImport = ({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', String.raw`\x2F`)}/]`, message });
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }], 'no-restricted-syntax': ['error', ...patterns.map(dynamicImport)] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', '*.staging/**', '.proto/**', 'node_modules/**', '.vite-react-ssg-temp/**', 'audit-reports/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.wrangler/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // React rules for React code only (Playwright fixtures also call a function named `use`).
  { files: ['src/**/*.{ts,tsx}'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  // Intl in the browser costs start-up time (an ICU collator or formatter is built per call): see src/lib/by-name.ts.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error', { property: 'localeCompare', message: 'Builds an ICU collator per call at start-up: sort with byName (src/lib/by-name.ts).' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  layer(['model/**'], [folders(['src', 'content', 'serve', 'scripts', 'audit', 'tests'], 'model/ is the bottom layer and imports nothing of the project above it.'), REACT]),
  layer(['content/**'], [folders(['src', 'serve', 'scripts', 'audit', 'tests'], 'content/ is data: it imports only other content and model/ (types, schemas, fact tokens).'), REACT]),
  layer(['src/**'], [folders(['serve', 'scripts', 'audit', 'tests'], 'the app never imports the tools that build, serve or audit it.')]),
  layer(['serve/**'], [folders(['scripts', 'audit', 'tests'], 'serve/ sits below the build scripts and the audit, which both use it.'), APP_CODE, REACT]),
  layer(['scripts/**'], [folders(['audit', 'tests'], 'the build does not depend on the audit; only the benchmark (scripts/bench/) sits above it.'), APP_CODE, REACT], ['scripts/bench/**']),
  layer(['scripts/bench/**'], [folders(['tests'], 'the benchmark does not import tests.'), APP_CODE, REACT]),
  layer(['audit/**'], [folders(['scripts', 'tests'], 'the audit stands on serve/, never on the build scripts or the benchmark.'), APP_CODE, REACT]),
);
