/**
 * The browser runs Preact (through preact/compat) instead of React; the
 * prerender still renders with React. Why: the page's content is already in
 * the HTML, the JavaScript only adds interactivity, and react-dom's client
 * alone is 64 KB gzipped, while Preact with its compat layer is about 11 KB,
 * which keeps every page under the 90 KB JavaScript budget (README,
 * "Performance"). Only the production client build is aliased: the SSR build
 * keeps React (its HTML is what visitors and crawlers get), and `npm run dev`
 * keeps React with fast refresh and its developer warnings.
 *
 * Set CLIENT_RUNTIME=react to build the client with React again, e.g. to
 * compare, or to rule Preact out when chasing a bug.
 *
 * The same build also swaps react-helmet-async, which vite-react-ssg's client
 * wraps the app in and this site never reads (src/lib/no-helmet.ts).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NO_HELMET = fileURLToPath(new URL('../../src/lib/no-helmet.ts', import.meta.url));

const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-helmet-async': NO_HELMET,
};

export function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    config(_config, env) {
      if (env.command !== 'build' || env.isSsrBuild || process.env.CLIENT_RUNTIME === 'react') return;
      return {
        // Read by src/lib/hydration-slices.tsx: Preact hydrates in one pass, so the app slices it.
        define: { __PREACT_CLIENT__: 'true' },
        resolve: {
          alias: Object.entries(PREACT_FOR_REACT).map(([find, replacement]) => ({
            find: new RegExp(`^${find}$`),
            replacement,
          })),
        },
      };
    },
  };
}
