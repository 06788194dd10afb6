/**
 * On the public origin, an address that differs from the canonical form of the
 * page shown (case, trailing slash, tracking parameters) is replaced in place,
 * without a history entry. Only ever to the URL of the page shown: a not-found
 * page keeps the address the visitor typed, whatever it resembles. Other
 * origins (localhost, previews) are left alone.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../../core/config/site-config';
import { addressBarReplacement, canonicalUrl } from '../../../core/urls/canonical';
import type { PageEntry } from '../../../core/urls/manifest';

export function useCanonicalAddressBar(entry: PageEntry): void {
  const location = useLocation();
  useEffect(() => {
    if (entry.status === 404) return;
    // The page's own path, not its canonical: a city alias stays on its address (its canonical is the city page).
    const canonical = canonicalUrl(siteConfig.SITE_URL, entry.path, location.search);
    const target = addressBarReplacement(siteConfig.SITE_URL, window.location.href, canonical);
    if (target) window.history.replaceState(window.history.state, '', target);
  }, [entry, location]);
}
