/**
 * After a client-side navigation: jump to the `#section` with the header
 * offset (docs/product.md "Navigation": 120 px), else to the top, and move focus to the main
 * landmark so keyboard and screen-reader users land on the new content.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const SECTION_SCROLL_OFFSET = 120;

export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_SCROLL_OFFSET;
  window.scrollTo({ top, behavior: 'auto' });
  return true;
}

export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      // The first render is the prerendered page: the browser already scrolled it.
      first.current = false;
      return;
    }
    if (hash && scrollToSection(decodeURIComponent(hash.slice(1)))) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}
