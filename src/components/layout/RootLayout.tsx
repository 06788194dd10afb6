/**
 * The shell every page shares: skip link, sticky header, main landmark,
 * footer, the phone call bar; plus scrolling on navigation (the address bar is the page's own
 * business: src/seo/Seo.tsx, or src/lib/first-visit.tsx for a kept first page).
 */
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { Header } from './Header';
import { SiteFooter } from './SiteFooter';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { hydrationDone } from '../../lib/first-visit';
import { useStaticLinks } from '../../lib/static-links';
import { watchStaticImages } from '../../lib/image-fallback';
import { shownPageData } from '../../lib/page-data-load';
import { listenForDataTrack } from '../../analytics/data-track';
import { startFieldVitals } from '../../analytics/start-field-vitals';
import { StickyCallBar } from '../ui/StickyCallBar';
import { callBarSettings } from '../ui/call-bar-settings';

export function RootLayout() {
  useScrollOnNavigate();
  useStaticLinks();
  const { pathname } = useLocation();
  const shown = shownPageData(useMatches());
  // Named after the page shown, as its prerendered HTML names it: a not-found page is `/404`'s at any address.
  const bar = callBarSettings(shown, shown?.entry.path ?? pathname);
  // Marks the page interactive once it has hydrated: the app starts after `load`
  // (scripts/lib/boot-loader.ts), and tests wait for this.
  useEffect(() => {
    hydrationDone();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(listenForDataTrack, []);
  useEffect(watchStaticImages, []);
  useEffect(startFieldVitals, []);
  // The same elements on every render: a navigation re-renders the layout but not the header's and footer's trees.
  const header = useMemo(() => <Header />, []);
  const footer = useMemo(() => <SiteFooter />, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {header}
      <main id="main" tabIndex={-1}>
        {/* Keyed by address: every navigation mounts its page anew. */}
        <Outlet key={pathname} />
      </main>
      {footer}
      {/* Every page's phone call bar (docs/design-system.md); fixed, so it takes no place after the footer. */}
      <StickyCallBar page={pathname} {...bar} />
    </>
  );
}
