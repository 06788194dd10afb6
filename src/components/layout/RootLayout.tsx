/**
 * The shell every page shares: skip link, sticky header, main landmark,
 * footer; plus the page-level effects (address-bar canonicalisation, scroll
 * on navigation).
 */
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { useCanonicalAddressBar } from './useCanonicalAddressBar';
import { useScrollOnNavigate } from './useScrollOnNavigate';

export function RootLayout() {
  useCanonicalAddressBar();
  useScrollOnNavigate();
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
