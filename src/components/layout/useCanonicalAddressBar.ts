/**
 * SPEC §2: on the public origin, an address that differs from its canonical
 * form (case, trailing slash, tracking parameters) is replaced in place,
 * without a history entry. Other origins (localhost, previews) are left alone.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../content/config';
import { addressBarReplacement, canonicalUrl } from '../../lib/canonical';

export function useCanonicalAddressBar(): void {
  const location = useLocation();
  useEffect(() => {
    const canonical = canonicalUrl(siteConfig.SITE_URL, location.pathname, location.search);
    const target = addressBarReplacement(siteConfig.SITE_URL, window.location.href, canonical);
    if (target) window.history.replaceState(window.history.state, '', target);
  }, [location]);
}
