/**
 * The head of a kept first page (src/lib/first-visit.tsx) at the address it is shown. The prerender
 * wrote one file per path, so its canonical link and `og:url` carry no query; the canonical rule
 * keeps a non-tracking one (`/services?page=2` → `…/services?page=2`, docs/product.md "URL rules").
 * A rendered page gets them from src/seo/head.ts through unhead; a kept page loads neither, so
 * this sets the two prerendered tags in place. Every other tag of the head depends on the page
 * alone and is already right. Once unhead starts it drops these tags and writes its own
 * (src/head/browser-head.ts).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageEntry } from '../../core/urls/manifest';
import { pageCanonical } from '../seo/page-canonical';

export function useKeptHead(entry: PageEntry): void {
  const { search } = useLocation();
  useEffect(() => {
    const canonical = pageCanonical(entry, search);
    if (canonical === null) return;
    document.head.querySelector('link[rel="canonical"]')?.setAttribute('href', canonical);
    document.head.querySelector('meta[property="og:url"]')?.setAttribute('content', canonical);
  }, [entry, search]);
}
