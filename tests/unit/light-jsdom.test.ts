/**
 * scripts/lib/light-jsdom stands in for jsdom in vite-react-ssg's per-page pass: what it writes must be
 * what jsdom writes, byte for byte, for every kind of markup a page has, after the same link appends.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { JSDOM as LightJSDOM } from '../../scripts/lib/light-jsdom/jsdom.mjs';

/** jsdom as vite-react-ssg gets it (no type package: its shape is the stand-in's). */
const { JSDOM: RealJSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof LightJSDOM };

/** A page with what the prerender emits: doctype, head tags, entities, SVG with namespaced attributes, booleans, a comment, a template, JSON-LD. */
const page = `<!DOCTYPE html><html lang="en-US"><head><meta charset="UTF-8"><title>Fridge &amp; freezer repair — Bay Area</title>
<link rel="modulepreload" crossorigin="" href="/assets/app-abc.js"><script type="application/ld+json">{"name":"A &amp; B <i>"}</script>
<style>a>b{color:red}</style></head><body class="x"><!-- note --><div id="root" data-server-rendered="true"><header hidden="">
<svg viewBox="0 0 10 10" aria-hidden="true"><use xlink:href="#icon"></use><path d="M0 0h10"/></svg><p>It&#x27;s &quot;quoted&quot; &lt;b&gt; 5&nbsp;°F</p>
<input type="checkbox" checked><br/><template><li>t</li></template><textarea>
 keep</textarea><pre>
x</pre></header></div><script>if (a < b && c) {}</script></body></html>`;

/** vite-react-ssg 0.9.2's renderPreloadLinks → appendLink, as written in the library. */
function appendLinks(document: LightJSDOM['window']['document'], hrefs: string[]): void {
  for (const href of hrefs) {
    if (document.head.querySelector(`link[href='${href}']`)) continue;
    const link = document.createElement('link');
    for (const [key, value] of Object.entries({ rel: 'modulepreload', crossOrigin: '', href }))
      link.setAttribute(key, value);
    document.head.appendChild(link);
  }
}

function written(Impl: typeof LightJSDOM, hrefs: string[]): string {
  const dom = new Impl(page);
  appendLinks(dom.window.document, hrefs);
  return dom.serialize();
}

describe('light-jsdom', () => {
  it('writes what jsdom writes, links appended once each and none already in the head', () => {
    const hrefs = ['/assets/app-abc.js', '/assets/city-1.js', '/assets/city-1.js', '/assets/Hero-2.js'];
    const light = written(LightJSDOM, hrefs);
    expect(light).toBe(written(RealJSDOM, hrefs));
    expect(light.match(/href="\/assets\/city-1\.js"/g)).toHaveLength(1);
    expect(light).toContain('<link rel="modulepreload" crossorigin="" href="/assets/Hero-2.js"></head>');
    expect(written(LightJSDOM, [])).toBe(written(RealJSDOM, []));
  });

  it('refuses what it does not implement, naming itself', () => {
    const dom = new LightJSDOM(page);
    expect(() => dom.window.document.head.querySelector('#root')).toThrow(/scripts\/lib\/light-jsdom/);
    expect(() => dom.window.document.querySelector('#root')).toThrow(/src\/ssg\/adapter\.tsx/);
  });

  it("is what vite-react-ssg's import of jsdom gets once registered", () => {
    const script = `
      import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
      import { pathToFileURL } from 'node:url';
      const jsdomFile = createRequire(import.meta.resolve('vite-react-ssg')).resolve('jsdom');
      const { JSDOM } = await import(pathToFileURL(jsdomFile).href);
      const light = await import('./scripts/lib/light-jsdom/jsdom.mjs');
      console.log(JSDOM === light.JSDOM ? 'light' : 'jsdom');`;
    const run = (args: string[]) =>
      execFileSync(process.execPath, [...args, '--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
    expect(run(['--import', './scripts/lib/light-jsdom/register.mjs'])).toBe('light');
    expect(run([])).toBe('jsdom');
  }, 30_000);
});
