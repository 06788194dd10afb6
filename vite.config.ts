/**
 * Vite + vite-react-ssg. The site configuration (the environment, then `.env`) is validated here (a bad
 * environment variable fails the build naming it) and handed to the app as
 * `__SITE_CONFIG__`; each prerendered page gets its own head written by
 * unhead and links the site's one stylesheet in its head (docs/performance.md, "One stylesheet").
 * What the prerenderer needs worked around is in src/ssg/adapter.tsx.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import './scripts/lib/env-file.mjs';
import { loadSiteConfig } from './core/config/load-site-config.ts';
import { markdownPlugin } from './scripts/lib/markdown.ts';
import { siteDataPlugin } from './scripts/lib/site-data-plugin.ts';
import { photosPlugin } from './scripts/lib/photos-plugin.ts';
import { contentOverlayPlugin } from './scripts/lib/content-overlay.ts';
import { contentCheckPlugin } from './scripts/lib/content-check-plugin.ts';
import { countCityPages } from './scripts/lib/city-pages.ts';
import { noHelmetInBrowser, ssgOptions } from './src/ssg/adapter.tsx';
import { appChunks } from './scripts/lib/shell-chunk.ts';
import { iconPlugin } from './scripts/lib/icon-plugin.ts';
import { stacklessSentinelsPlugin } from './scripts/lib/stackless-sentinels-plugin.ts';
import { readingTemplates } from './core/urls/templates/index.ts';
import { templatesPlugin } from './scripts/lib/templates-plugin.ts';
import { devFirstVisitPlugin } from './scripts/lib/dev-first-visit-plugin.ts';

const siteConfig = loadSiteConfig();
// DIST_DIR lets parallel builds (tests, benchmarks) use their own folder.
const outDir = process.env.DIST_DIR ?? 'dist';

/** Every Vitest file: unit tests, content checks, tests of the built files, the audit package's tests (audit/test/). */
const TEST_FILES = [
  'tests/unit/**/*.test.ts',
  'tests/content/**/*.test.ts',
  'tests/dist/**/*.test.ts',
  'audit/test/**/*.test.ts',
];
/** The full tier's Vitest files (`*.full.test.ts`): each builds the site again or audits all of it again. */
const FULL_TIER_TESTS = ['tests/**/*.full.test.ts', 'audit/test/**/*.full.test.ts'];

export default defineConfig(({ command, mode }) => {
  const siteData = siteDataPlugin();
  return {
    plugins: [
      react(),
      markdownPlugin(),
      iconPlugin(),
      stacklessSentinelsPlugin(),
      siteData,
      // `npm run dev` serves each address as the CDN does and starts the app through the boot loader, as a first visit.
      devFirstVisitPlugin(siteData),
      templatesPlugin(),
      photosPlugin(),
      contentOverlayPlugin(),
      noHelmetInBrowser(),
      // `npm run dev` only: Vitest also starts Vite as 'serve' (mode 'test'), and its tests check content themselves.
      command === 'serve' && mode !== 'test' && contentCheckPlugin(),
    ],
    // The number of city pages: counted here, so the browser imports no city to know it (scripts/lib/city-pages.ts).
    define: {
      __SITE_CONFIG__: JSON.stringify(siteConfig),
      __CITY_COUNT__: String(countCityPages(import.meta.dirname)),
      // The templates whose hero leaves out the rating and the owner, from their declarations (core/urls/templates/).
      __READING_TEMPLATES__: JSON.stringify(readingTemplates),
    },
    // `npm run dev` on PORT when set (and failing rather than moving to another port), else Vite's 5173.
    server: process.env.PORT ? { port: Number(process.env.PORT), strictPort: true } : {},
    build: {
      outDir,
      // scripts/build.ts hands Vite a fresh staging folder; said outright, a DIST_DIR outside the
      // project (tests, benchmarks) no longer prints "outDir … will not be emptied" on every build.
      emptyOutDir: true,
      // Deterministic output: content hashes only, no random names.
      assetsInlineLimit: 0,
      sourcemap: false,
      // One stylesheet for the whole site (about 11 KB gzipped), linked in every page's <head> and cached
      // across pages: the page paints once, fully styled. Critical CSS inlined per page with the full sheet
      // added after first paint made Chromium restyle and lay out the whole page a second time, which was
      // most of what the app added to Total Blocking Time (docs/performance.md, "One stylesheet").
      cssCodeSplit: false,
      // A template's import lists the chunks it needs, so a navigation fetches them at once. The shell's own
      // imports (the islands, react-dom's client) need no list: each page's HTML preloads what its first visit
      // runs (scripts/lib/preload-chunks.ts), and the lists would weigh on every page.
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
          /(^|\/)shell-[\w-]+\.js$/.test(hostId) ? [] : deps,
      },
      rollupOptions: {
        output: {
          // The framework, and the shell every first visit runs, as one chunk each (scripts/lib/shell-chunk.ts).
          manualChunks: appChunks('src/main.tsx'),
        },
      },
    },
    ssgOptions: ssgOptions(),
    test: {
      environment: 'node',
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI runner. Most
      // of this suite's time is spent waiting on builds, Chromium and Java in child processes, so two
      // files at once keep both cores busy (the whole-build tests overlap the quick ones).
      maxWorkers: 2,
      // Two tiers (docs/testing.md): `fast` runs in `npm test` against the one build it makes;
      // `full` holds the tests that make a second build or audit the whole site again.
      projects: [
        { extends: true, test: { name: 'fast', include: TEST_FILES, exclude: FULL_TIER_TESTS } },
        { extends: true, test: { name: 'full', include: FULL_TIER_TESTS } },
      ],
    },
  };
});
