/**
 * Leaves react-helmet-async out of the browser build. vite-react-ssg's client
 * wraps the app in react-helmet-async's provider, but this site writes its head
 * with unhead (src/head/), so nothing reads that provider. Measured with React 19
 * in the browser: the app chunk every page evaluates at start-up is 58.6 KB
 * gzipped with the library and its four dependencies, 53.0 KB with the stand-in
 * (src/lib/no-helmet.ts). The prerender keeps the real library, which
 * vite-react-ssg's server renderer needs.
 *
 * Tied to vite-react-ssg 0.9.2 (its client imports `react-helmet-async`
 * directly); revisit on upgrade.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NO_HELMET = fileURLToPath(new URL('../../src/lib/no-helmet.ts', import.meta.url));

export function noHelmetInBrowserPlugin(): Plugin {
  return {
    name: 'no-helmet-in-browser',
    config(_config, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      return { resolve: { alias: [{ find: /^react-helmet-async$/, replacement: NO_HELMET }] } };
    },
  };
}
