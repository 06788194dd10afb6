/**
 * The shell every page shares: skip link, sticky header, main landmark,
 * footer, the phone call bar; plus scrolling on navigation (the address bar is the page's own
 * business: src/seo/Seo.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { hydrationDone } from '../../lib/static-island';
import { useStaticLinks } from '../../lib/static-links';
import { watchStaticImages } from '../../lib/image-fallback';
import { listenForDataTrack } from '../../analytics/data-track';
import { startFieldVitals } from '../../analytics/start-field-vitals';
import {
  StickyCallBar,
  StickyCallBarSettings,
  defaultStickyLocation,
  type StickyCallBarOptions,
} from '../ui/StickyCallBar';

export function RootLayout() {
  useScrollOnNavigate();
  useStaticLinks();
  const { pathname } = useLocation();
  // The page's own settings for the call bar (useStickyCallBar), if it has any.
  const [bar, setBar] = useState<StickyCallBarOptions | null>(null);
  // Marks the page interactive once it has hydrated: the app starts after `load`
  // (scripts/lib/boot-loader.ts), and tests wait for this.
  useEffect(() => {
    hydrationDone();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(listenForDataTrack, []);
  useEffect(watchStaticImages, []);
  useEffect(startFieldVitals, []);
  // The same elements on every render: when a page sets its call bar (useStickyCallBar), React re-renders the
  // layout but skips the header and footer, which do not depend on it.
  const header = useMemo(() => <Header />, []);
  const footer = useMemo(() => <Footer />, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {header}
      <StickyCallBarSettings value={setBar}>
        <main id="main" tabIndex={-1}>
          {/* Keyed by address: a page's static parts (src/lib/static-island.tsx) render anew on every navigation. */}
          <Outlet key={pathname} />
        </main>
      </StickyCallBarSettings>
      {footer}
      {/* Every page's phone call bar (docs/layout-and-events.md); fixed, so it takes no place after the footer. */}
      <StickyCallBar
        page={pathname}
        location={bar?.location ?? defaultStickyLocation(pathname)}
        bookHref={bar?.bookHref}
        campaign={bar?.campaign}
      />
    </>
  );
}
