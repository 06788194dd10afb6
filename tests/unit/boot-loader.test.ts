import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT, withBootLoader } from '../../scripts/lib/boot-loader';
import { BOOT_SELECTOR, bootAttributes, readBootData } from '../../core/build/boot-attributes';

const page = (sheets: string[]) => `<!doctype html><html><head><title>t</title>
<script type="module" crossorigin src="/assets/app-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/client-B2.js">
<link rel="modulepreload" crossorigin href="/assets/Page-C3.js">
${sheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n')}
</head><body><div id="root"><h1>Hi</h1></div>
</body></html>`;

describe('boot loader rewiring (scripts/lib/boot-loader.ts)', () => {
  it('moves the entry and module preloads into the loader, leaving the stylesheet linked in the head', () => {
    const html = withBootLoader(page(['/assets/style-D4.css']));
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toContain('src="/assets/app-A1.js"');
    expect(html).toContain(
      '<script type="module" data-entry="/assets/app-A1.js" data-preload="/assets/client-B2.js /assets/Page-C3.js">',
    );
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/style-D4.css">\n<\/head>/);
    // What the loader will load, read back from the page by the format's own reader (the audit follows the same
    // attributes, named in dist/audit-manifest.json, to weigh it: budgets/*), and the one stylesheet beside it.
    const root = parse(html);
    const loader = root.querySelector(BOOT_SELECTOR);
    expect(loader && readBootData((name) => loader.getAttribute(name))).toEqual({
      entry: '/assets/app-A1.js',
      preload: ['/assets/client-B2.js', '/assets/Page-C3.js'],
    });
    expect(root.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href'))).toEqual([
      '/assets/style-D4.css',
    ]);
  });

  it('leaves pages without the app as they are', () => {
    const plain = '<html><head><link rel="stylesheet" href="/x.css"></head><body></body></html>';
    expect(withBootLoader(plain)).toBe(plain);
  });

  it('refuses a page with two stylesheets, naming it: the site has one, cached across pages', () => {
    expect(() => withBootLoader(page(['/assets/a.css', '/assets/b.css']), '/about.html')).toThrow(
      /\/about\.html links 2 stylesheets/,
    );
  });

  it("inlines src/boot/loader.ts as plain minified JavaScript that finds its <script> by the format's selector", () => {
    expect(BOOT_SCRIPT).toContain(`document.querySelector(\`${BOOT_SELECTOR}\`)`);
    expect(BOOT_SCRIPT).not.toMatch(/\bimport\s*(type\b|\{)|\bexport\b|\bas HTMLScriptElement/);
    expect(BOOT_SCRIPT.length).toBeLessThan(800);
  });

  it('reads back what it writes: one format for the build, the loader and the audit (core/build/boot-attributes.ts)', () => {
    const data = {
      entry: '/assets/app-A1.js',
      preload: ['/assets/client-B2.js', '/assets/Page-C3.js'],
      page: '/page-data/about.json',
    };
    const attrs = Object.fromEntries(
      [...bootAttributes(data).matchAll(/ (data-[a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(readBootData((name) => attrs[name])).toEqual(data);
    expect(readBootData((name) => ({ 'data-entry': '/assets/app.js' })[name])).toEqual({
      entry: '/assets/app.js',
      preload: [],
    });
    expect(readBootData(() => undefined)).toBeNull();
  });
});
