/**
 * The browser's head manager, started by the first page that writes its head: on a prerendered
 * visit, the first client-side navigation (the first page's head is already right in its HTML but
 * for a kept query in its canonical, which src/head/kept-head.ts sets, so the app loads unhead only
 * when it needs it, docs/performance.md "What a page loads"). In the
 * prerender, each page has its own head (src/ssg/adapter.tsx) and this is never used.
 *
 * Before its first write it removes the tags the prerender wrote for the first page, which no entry
 * of this manager owns: without that, a JSON-LD block, a `robots` tag or an `article:` tag the
 * next page does not have would stay in the head for the rest of the visit.
 */
import { createHead } from '@unhead/react/client';

/** What src/seo/head.ts writes for a page; the document's own tags (charset, viewport, theme colour, icons, stylesheet) stay. */
const PAGE_HEAD_TAGS = [
  'meta[name]:not([name="viewport"]):not([name="theme-color"])',
  'meta[property]',
  'link[rel="canonical"]',
  'script[type="application/ld+json"]',
].join(', ');

let head: ReturnType<typeof createHead> | undefined;
let prerenderedTagsDropped = false;

function dropPrerenderedTags(): void {
  if (prerenderedTagsDropped) return;
  prerenderedTagsDropped = true;
  for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) tag.remove();
}

export function browserHead(): ReturnType<typeof createHead> {
  head ??= createHead({ hooks: { 'dom:beforeRender': dropPrerenderedTags } });
  return head;
}
