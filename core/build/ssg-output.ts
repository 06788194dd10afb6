/**
 * What vite-react-ssg writes into dist/ that the site does not use, for the postbuild to remove
 * (`scripts/lib/normalize-html.ts`): two builds of one commit must be byte-identical. Kept apart
 * from the adapter (src/ssg/adapter.tsx) so the build scripts read these constants without
 * loading React Router. Tied to vite-react-ssg 0.9.2 like the adapter's other workarounds.
 */

/** The random build stamp the library writes into every page (only used to fetch loader data). */
export const SSG_STAMP_SCRIPT = /\n?<script>window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]+'<\/script>/g;

/** The loader-data output the library writes even without loaders: a folder and a manifest file per build. */
export const LOADER_DATA = { dir: 'static-loader-data', manifestPrefix: 'static-loader-data-manifest-' };
