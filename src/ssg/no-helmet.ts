/**
 * Stands in for react-helmet-async in the browser build (`noHelmetInBrowser`, src/ssg/adapter.tsx).
 * vite-react-ssg wraps the client app in react-helmet-async's provider, but this site
 * writes its head with unhead (src/head/), so nothing reads that provider: the library
 * and its four dependencies were 17 KB of the script every page evaluates at start-up.
 */
import type { ReactNode } from 'react';

/** The provider renders its children and nothing else. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}

/** vite-react-ssg's `<Head>` needs the real library; this site's head API is src/head/. */
export function Helmet(): never {
  throw new Error(
    "vite-react-ssg's <Head> (react-helmet-async) is not in the browser build: use the head components in src/head/",
  );
}
