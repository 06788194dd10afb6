// Lint: typescript-eslint (type-aware where cheap), React hooks rules and jsx-a11y, zero warnings allowed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
);
