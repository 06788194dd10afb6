/**
 * The defect drill's cases (docs/drill.md): one planted regression per class of defect the fast
 * tier (`npm test`) promises to catch, each with the one step of `npm test` that owns the class,
 * narrowed to the owning test file, template or audit family, and the text that step must print
 * when it fails for the planted reason. Each defect is a small edit a real change could make, to
 * real code: a case fails loudly when that code moves (./kit.ts, `replaceIn`).
 */
import { auditGate, auditRules, e2e, failed, replaceIn, tour, unit, validate, type DrillCase } from './kit';

export const CASES: DrillCase[] = [
  {
    id: 'console-error',
    defect: 'a brand page logs an error with console.error once it has started',
    class: 'console errors & hydration',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/templates/BrandPage.tsx',
        "import { Fragment } from 'react';",
        "import { Fragment, useEffect } from 'react';",
      );
      replaceIn(
        root,
        'src/templates/BrandPage.tsx',
        '  const location = brandLocation(brand.slug);\n',
        "  const location = brandLocation(brand.slug);\n  useEffect(() => console.error('drill: planted console error'), []);\n",
      );
    },
    step: tour('brand'),
    caughtBy: failed('brand (', 'console\\.error: drill: planted console error'),
  },
  {
    id: 'hydration-mismatch',
    defect:
      'the tips & FAQ library (an island, which a first visit hydrates) prints the time it was rendered, so the server HTML differs from the first client render',
    class: 'hydration mismatch',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/components/sections/blog/LibraryBrowser.tsx',
        '      <div className="library__controls">',
        '      <p>Answers checked at {Date.now()}</p>\n      <div className="library__controls">',
      );
    },
    step: tour('blog-faq'),
    caughtBy: failed('blog-faq (', String.raw`Minified React error #418\b`, 'console errors or uncaught exceptions'),
  },
  {
    id: 'sideways-overflow',
    defect: "a brand page's product-line cards get a 26rem minimum width, wider than a 360 px phone",
    class: 'layout',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/styles/pages/brand.css',
        '.brand-lines > li {\n  padding: var(--space-4);',
        '.brand-lines > li {\n  min-width: 26rem;\n  padding: var(--space-4);',
      );
    },
    step: tour('brand'),
    caughtBy: failed('brand (', String.raw`scrolls sideways by \d+ px`, 'at 360 px'),
  },
  {
    id: 'small-call-button',
    defect:
      'buttons lose their 44 px minimum height (`.btn` min-height: 0): call and book buttons shrink to about 39 px',
    class: 'tap targets',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/styles/components.css',
        '  gap: var(--space-2);\n  min-height: var(--tap-target);\n  min-width: var(--tap-target);',
        '  gap: var(--space-2);\n  min-height: 0;\n  min-width: var(--tap-target);',
      );
    },
    step: tour('home'),
    caughtBy: failed('home (', String.raw`tap size: \\?"Call [^\n]*? is \d+ × \d+ px`, 'at 360 px'),
  },
  {
    id: 'low-contrast',
    defect: 'the muted text colour token is lightened to #9aa5b1 (about 2.5:1 on white)',
    class: 'contrast',
    needsBuild: true,
    plant(root) {
      replaceIn(root, 'src/styles/tokens.css', '--color-ink-muted: #4a5866;', '--color-ink-muted: #9aa5b1;');
    },
    step: tour('home'),
    caughtBy: failed('home (', String.raw`Element has insufficient color contrast[^\n]*`, 'text contrast at 1280 px'),
  },
  {
    id: 'no-js-blank',
    defect: 'the company pages render only once the app has started (nothing but the shell without scripts)',
    class: 'no-JS reading',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/templates/CompanyPage.tsx',
        "import { usePageEntry } from '../lib/usePageEntry';",
        "import { usePageEntry } from '../lib/usePageEntry';\nimport { useHydrated } from '../lib/useHydrated';",
      );
      replaceIn(
        root,
        'src/templates/CompanyPage.tsx',
        '  const entry = usePageEntry();\n',
        '  const entry = usePageEntry();\n  if (!useHydrated()) return null;\n',
      );
    },
    step: tour('company'),
    caughtBy: failed(
      'company (',
      String.raw`Locator: locator\('h1'\)\s+Expected: "Contact Us"\s+Timeout: \d+ms\s+Error: element\(s\) not found`,
    ),
  },
  {
    id: 'script-before-paint',
    defect: "the boot loader leaves the app's entry <script> in the page instead of replacing it",
    class: 'first paint',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'scripts/lib/boot-loader.ts',
        "return html.replace(PRELOAD, '').replace(ENTRY, `${tag}\\n`);",
        "return html.replace(PRELOAD, '').replace(ENTRY, (entryTag) => `${tag}\\n${entryTag}`);",
      );
    },
    step: tour('home'),
    caughtBy: failed(
      'home (',
      String.raw`script [^\s"]*/assets/app-[^\s"]*`,
      'requests before the first contentful paint',
    ),
  },
  {
    id: 'csp-inline-script',
    defect: 'every page adds an inline <script> (a tag snippet) at start-up, which the CSP has no hash for',
    class: 'CSP & headers',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/components/layout/RootLayout.tsx',
        '  useEffect(listenForDataTrack, []);\n',
        "  useEffect(listenForDataTrack, []);\n  useEffect(() => {\n    const tag = document.createElement('script');\n    tag.textContent = 'window.drillTag = true;';\n    document.head.append(tag);\n  }, []);\n",
      );
    },
    step: tour('home'),
    caughtBy: failed('home (', String.raw`script-src-elem blocked inline[^\n"]*`, 'Content-Security-Policy violations'),
  },
  {
    id: 'redirect-dropped',
    defect:
      "the first redirect rule is left out of Cloudflare's _redirects (an off-by-one in scripts/lib/cdn-files.ts)",
    class: 'redirects & host files',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'scripts/lib/cdn-files.ts',
        '...redirects.map((r) => `${r.from}  ${r.to}  301`),',
        '...redirects.slice(1).map((r) => `${r.from}  ${r.to}  301`),',
      );
    },
    step: auditRules('redirects'),
    caughtBy: /redirects\/(cdn-files|host-files)[^\n]*/,
  },
  {
    id: 'long-title',
    defect: "the dryer repair page's title grows to 80 characters",
    class: 'titles & descriptions',
    needsBuild: false,
    plant(root) {
      replaceIn(
        root,
        'content/services/dryer-repair.ts',
        "title: 'Dryer Repair San Francisco | Gas & Electric Dryers',",
        "title: 'Dryer Repair San Francisco | Gas & Electric Dryers, Same-Day Bay Area Visits Too',",
      );
    },
    step: validate,
    caughtBy: /content\/services\/dryer-repair\.ts: meta\.title: title must be 30–60 characters[^\n]*/,
  },
  {
    id: 'jsonld-address',
    defect: "the business's JSON-LD loses its streetAddress (src/seo/jsonld.ts)",
    class: 'structured data',
    needsBuild: true,
    plant(root) {
      replaceIn(root, 'src/seo/jsonld.ts', '      streetAddress: business.streetAddress,\n', '');
    },
    step: auditRules('structured-data'),
    caughtBy: /structured-data\/local-business[^]*?lacks "streetAddress"[^\n]*/,
  },
  {
    id: 'broken-link',
    defect: "the navigation's brands link is typed by hand as /brands-we-repair, a page that does not exist",
    class: 'links',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/components/layout/navigation.ts',
        "brands: { title: 'Brands We Repair', href: paths.brands },",
        "brands: { title: 'Brands We Repair', href: '/brands-we-repair' },",
      );
    },
    step: auditRules('links'),
    caughtBy: /links\/broken-links[^]*?\/brands-we-repair[^\n]*/,
  },
  {
    id: 'duplicate-title',
    defect: "the washer repair page gets the dryer repair page's title",
    class: 'duplicate pages',
    needsBuild: false,
    plant(root) {
      replaceIn(
        root,
        'content/services/washer-repair.ts',
        "title: 'Washer Repair in San Francisco & the Bay Area',",
        "title: 'Dryer Repair San Francisco | Gas & Electric Dryers',",
      );
    },
    step: validate,
    caughtBy:
      /content\/services\/washer-repair\.ts: meta\.title: the same title as content\/services\/dryer-repair\.ts[^\n]*/,
  },
  {
    id: 'carousel-stuck',
    defect:
      "the carousel's timer no longer restarts after a move (`index` dropped from the effect's dependencies): it advances once, then stops",
    class: 'carousels & menus',
    needsBuild: false,
    plant(root) {
      replaceIn(
        root,
        'src/components/ui/useCarousel.ts',
        '}, [running, index, intervalMs, wrap]);',
        '}, [running, intervalMs, wrap]);',
      );
    },
    step: unit('tests/unit/use-carousel.test.ts'),
    caughtBy: /FAIL[^\n]*use-carousel\.test\.ts > useCarousel auto-advance > advances every intervalMs[^\n]*/,
  },
  {
    id: 'island-unmarked',
    defect:
      'the reviews carousel loses its island mark, so a first visit keeps its prerendered HTML and never starts it: its Pause and Next buttons stay hidden',
    class: 'kept first page',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/components/sections/home/ReviewPlatformsCarousel.tsx',
        '      island="review-platforms"\n',
        '',
      );
    },
    step: e2e('tests/e2e/interactive-parts.spec.ts', 'carousel'),
    caughtBy: failed(
      'after a direct load › the reviews carousel moves with Next and the dots',
      String.raw`element\(s\) not found`,
    ),
  },
  {
    id: 'analytics-event-name',
    defect: 'the closing band sends cta_click instead of click_cta (both valid event names, so the type check passes)',
    class: 'analytics',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/components/ui/CtaBand.tsx',
        "{...eventAttributes('click_cta', { label: title, category: 'cta_band', location })}",
        "{...eventAttributes('cta_click', { label: title, category: 'cta_band', location })}",
      );
    },
    step: e2e('tests/e2e/analytics.spec.ts'),
    caughtBy: failed(
      'a closing band sends click_cta and the data-track events',
      String.raw`Expected length: 3\s+Received length: 0`,
      'toHaveLength',
    ),
  },
  {
    id: 'zip-search',
    defect: 'the ZIP parser requires the +4 part, so a plain five-digit ZIP no longer matches',
    class: 'search',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'core/pages/zip-lookup.ts',
        String.raw`/^\s*(\d{5})(?:-\d{4})?\s*$/`,
        String.raw`/^\s*(\d{5})(?:-\d{4})\s*$/`,
      );
    },
    step: e2e('tests/e2e/zip-codes.spec.ts'),
    caughtBy: failed(
      'ZIP answers on the coverage search › 94109 is served from',
      String.raw`Expected: "served"\s+Received: "malformed"`,
    ),
  },
  {
    id: 'fact-in-prose',
    defect: "the home page's closing band types the phone number instead of writing {phone}",
    class: 'content facts',
    needsBuild: false,
    plant(root) {
      replaceIn(
        root,
        'content/home.ts',
        "text: 'Call {phone} or book online.",
        "text: 'Call (415) 555-0142 or book online.",
      );
    },
    step: validate,
    caughtBy: /content\/home\.ts: [^\n]*restates a fact in its own words[^\n]*write \{phone\}[^\n]*/,
  },
  {
    id: 'city-not-found',
    defect:
      'city routes are written as one pattern, `appliance-repair-:city`, which React Router never matches inside a segment: every city page is prerendered as React Router’s “404 Not Found” error screen',
    class: 'content & routing',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/routes.tsx',
        "  // Paths are case-sensitive like the CDN's files",
        "  if (template === 'city') return { path: 'appliance-repair-:city', lazy, handle, caseSensitive: true };\n  // Paths are case-sensitive like the CDN's files",
      );
    },
    step: unit('tests/dist/build-output.test.ts'),
    caughtBy:
      /FAIL[^\n]*build-output\.test\.ts > built output > \/appliance-repair-[a-z-]+ > shows its own title, description and H1[^\n]*/,
  },
  {
    id: 'long-task',
    defect: 'a 300 ms busy loop runs as the app starts in the browser (src/main.tsx)',
    class: 'performance',
    needsBuild: true,
    plant(root) {
      replaceIn(
        root,
        'src/main.tsx',
        '  if (!import.meta.env.SSR) return nextTask();',
        '  if (!import.meta.env.SSR) {\n    const until = performance.now() + 300;\n    while (performance.now() < until) continue;\n    return nextTask();\n  }',
      );
    },
    step: auditGate,
    caughtBy: /lighthouse\/tbt: Total Blocking Time [^\n]*/,
  },
];
