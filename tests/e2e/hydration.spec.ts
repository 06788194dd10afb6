/**
 * Hydration keeps the prerendered page: on one page of every template, the
 * elements and text inside #root once the app has started are those the
 * server sent. The browser runs Preact over React's server HTML
 * (scripts/lib/preact-client.ts), and Preact patches a mismatch silently
 * where React would report error #418, so this test is what catches a
 * component that renders differently in the browser than at build time.
 */
import { test, expect } from './fixtures';
import { templateRepresentatives, visitPath } from './page-helpers';

/** Markup the app adds on purpose once it runs: carousel controls only work with JavaScript. */
const ADDED_BY_THE_APP = '.carousel__controls';

for (const entry of templateRepresentatives) {
  test(`${entry.template} (${entry.path}): hydration leaves the server HTML as it was`, async ({ page, request }) => {
    const path = visitPath(entry);
    const served = await (await request.get(path)).text();
    await page.goto(path);
    const [before, after] = await page.evaluate(([html, addedByApp]) => {
      // Elements and text, in document order: what a hydration mismatch changes. Attributes are
      // left out, because the app adds some on purpose once it runs (`carousel--enhanced`, `data-ready`).
      const outline = (root: Element | null) => {
        const copy = (root ?? document.createElement('div')).cloneNode(true) as Element;
        const comments = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
        const found: Node[] = [];
        while (comments.nextNode()) found.push(comments.currentNode);
        for (const comment of found) comment.parentNode?.removeChild(comment);
        copy.normalize(); // React separates adjacent text with comments; compare the merged text
        const lines: string[] = [];
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
          acceptNode: (node) => (node instanceof Element && node.matches(addedByApp) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
        });
        while (walker.nextNode()) {
          const node = walker.currentNode;
          if (node.nodeType === Node.ELEMENT_NODE) lines.push(`<${(node as Element).localName}>`);
          else if (node.textContent?.trim()) lines.push(node.textContent.replace(/\s+/g, ' ').trim());
        }
        return lines.join('\n');
      };
      const server = new DOMParser().parseFromString(html, 'text/html');
      return [outline(server.getElementById('root')), outline(document.getElementById('root'))];
    }, [served, ADDED_BY_THE_APP] as const);
    expect(after.length).toBeGreaterThan(1000);
    expect(firstDifference(after, before), 'hydrated DOM vs server HTML').toBe('');
  });
}

/** '' when equal, else both strings around the first differing character (the pages are long). */
function firstDifference(actual: string, expected: string): string {
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i++;
  if (i === actual.length && i === expected.length) return '';
  const around = (s: string) => s.slice(Math.max(0, i - 120), i + 200);
  return `at character ${i}:\n  hydrated: …${around(actual)}…\n  server:   …${around(expected)}…`;
}
