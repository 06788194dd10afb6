/**
 * The shell every page shares: skip link, sticky header, main landmark,
 * footer; plus scrolling on navigation (the address bar is the page's own
 * business: src/seo/Seo.tsx).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { listenForDataTrack } from '../../analytics/data-track';

export function RootLayout() {
  useScrollOnNavigate();
  // Marks the page interactive once it has hydrated: the app starts after `load`
  // (scripts/lib/boot-loader.ts), and tests wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(listenForDataTrack, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
