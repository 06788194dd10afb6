/**
 * The site's data (scripts/lib/site-data.ts) in the Vite builds and the dev server:
 * `virtual:site-shell`, the navigation every page's shell shows, and `virtual:site-data`,
 * every address's data, which only the prerender imports (the browser fetches one page's file
 * at a time). The build computes the data once (scripts/prepare-build.ts, `SITE_DATA_FILE`);
 * `npm run dev` computes it here, answers `/page-data/…` from it and recomputes it when content
 * changes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { SiteData } from '../../core/pages/page-data';
import { pageDataFileFor, SERVED_CITIES_FILE } from '../../core/urls/page-files.ts';

/** Runs a script printing JSON, with the same Node setup as the build scripts. */
function printJson(script: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx/esm', '--import', './scripts/lib/node-setup.mjs', script], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 256 * 1024 * 1024,
  });
}

const MODULES = { 'virtual:site-shell': (d: SiteData) => d.shell, 'virtual:site-data': (d: SiteData) => d } as const;
type ModuleId = keyof typeof MODULES;

/** What the plugin lends the other dev-server plugins (scripts/lib/dev-first-visit-plugin.ts): the site's data as it is now. */
export interface SiteDataApi {
  siteData: () => SiteData;
}

export function siteDataPlugin(): Plugin<SiteDataApi> {
  let cached: SiteData | null = null;
  const data = (): SiteData =>
    (cached ??= JSON.parse(
      process.env.SITE_DATA_FILE
        ? readFileSync(process.env.SITE_DATA_FILE, 'utf8')
        : printJson('scripts/print-site-data.ts'),
    ) as SiteData);
  /** Dev server: every data file the build would write, by URL. */
  const devFiles = (): Map<string, unknown> => {
    const files = new Map<string, unknown>(
      Object.entries(data().routes).map(([path, route]) => [`/${pageDataFileFor(path)}`, route]),
    );
    files.set(SERVED_CITIES_FILE, data().servedCities);
    return files;
  };
  return {
    name: 'site-data',
    api: { siteData: data },
    resolveId: (source) => (source in MODULES ? `\0${source}` : null),
    load(id) {
      if (!id.startsWith('\0virtual:site-')) return null;
      // The prerender reads every address's data from the build's file when it runs, rather than
      // bundling megabytes of it (at 1,000 city pages) into its server entry.
      if (id === '\0virtual:site-data' && process.env.SITE_DATA_FILE) {
        return `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${JSON.stringify(process.env.SITE_DATA_FILE)}, 'utf8'));`;
      }
      const value = MODULES[id.slice(1) as ModuleId](data());
      // JSON.parse of a string is parsed much faster by browsers than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.startsWith('/page-data/')) return next();
        const body = devFiles().get(path);
        // An address without a page has no data file: 404, as the CDN answers (not the dev server's HTML fallback).
        if (body === undefined) {
          res.statusCode = 404;
          return res.end();
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(body));
      });
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/content/') && !file.includes('/core/')) return;
      cached = null;
      for (const id of Object.keys(MODULES)) {
        const mod = server.moduleGraph.getModuleById(`\0${id}`);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}
