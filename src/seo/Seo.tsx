/**
 * The one place a page's head is written. Pages pass their entry and any extra
 * JSON-LD; everything else comes from buildHead(). No component writes meta
 * tags itself.
 */
import { useHead } from '@unhead/react';
import { useLocation } from 'react-router-dom';
import type { PageEntry } from '../../core/urls/manifest';
import { buildHead } from './head';
import type { JsonLd } from './jsonld';
import { useCanonicalAddressBar } from '../components/layout/useCanonicalAddressBar';
import { browserHead } from '../head/browser-head';

/** `<` inside JSON-LD would let content close the script element; escape it. */
function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function Seo({ entry, structuredData = [] }: { entry: PageEntry; structuredData?: JsonLd[] }) {
  const location = useLocation();
  const head = buildHead(entry, location, structuredData);
  useCanonicalAddressBar(entry);
  useHead(
    {
      title: head.title,
      htmlAttrs: head.htmlAttrs,
      meta: head.meta,
      link: head.link,
      script: head.jsonLd.map((data, i) => ({
        type: 'application/ld+json',
        key: `ld-${i}`,
        innerHTML: serializeJsonLd(data),
      })),
    },
    // In the prerender, the page's own head from the context (src/ssg/adapter.tsx); in the browser, the one head.
    import.meta.env.SSR ? {} : { head: browserHead() },
  );
  return null;
}
