/**
 * The shell every page shares: skip link, sticky header, main landmark,
 * footer; plus the page-level effects (address-bar canonicalisation, scroll
 * on navigation).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { useCanonicalAddressBar } from './useCanonicalAddressBar';
import { useScrollOnNavigate } from './useScrollOnNavigate';

export function RootLayout() {
  useCanonicalAddressBar();
  useScrollOnNavigate();
  // Marks the page interactive once it has hydrated: the app starts after `load`
  // (scripts/lib/boot-loader.ts), and tests wait for this.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
