/**
 * Serves the build on a random port and fetches the site over HTTP,
 * discovering pages from the audit manifest, the sitemaps (sitemap.xml, those
 * robots.txt names, the children of a sitemap index) and a crawl of internal
 * links from `/`. A build is served the way its CDN would serve it, from its
 * own host files (host/cdn-host.ts); a build without a manifest (`foreign`)
 * is served as a plain static host serves files (host/files.ts), and every
 * HTML file on disk is fetched too, so a page nothing links to is found and
 * reported. A deployed site (`live`, `--url`) is crawled over the network
 * instead, politely (live/session.ts): robots.txt first, a page limit, its
 * own origin only.
 */
import http from 'node:http';
import type { Server } from 'node:http';
import { startCdnHost, startFilesServer } from './host';
import { htmlAddressesOnDisk, inferOriginFrom } from './discover';
import { expectationsFor } from './expect';
import type { AuditManifest } from './manifest';
import { parsePage } from './parse';
import { isSitemapIndex, sitemapLocs } from './sitemap-files';
import { hasNoindex, sameUrl } from './rules/util';
import type { Page, Resource, Site, Source } from './types';
import { liveSession, type LiveOptions } from './live/session';
import { pageFiles, stylesheetFonts } from './live/page-files';

export interface CrawlOptions {
  dist: string;
  /** Public origin; null: the build names none, the local server's address stands in. */
  origin: string | null;
  manifest: AuditManifest | null;
  /** A build without a manifest: served as files, discovered on disk, templates by URL pattern. */
  foreign?: boolean;
  /** Template of a page the manifest does not list (foreign builds: by URL pattern). */
  templateOf?: (path: string) => string;
  /** Redirect aliases (from the manifest, else dist/_redirects). */
  redirects: { from: string; to: string }[];
  concurrency: number;
  onProgress?: (done: number, total: number) => void;
  /**
   * A deployed site (`--url`): crawled over the network, at most `concurrency` requests at once;
   * `dist` is not read. `origin` null: the public origin the site names (home canonical, robots.txt
   * Sitemap, sitemap URL), else its own.
   */
  live?: Omit<LiveOptions, 'concurrency'>;
}

const TEXT = /^(text\/|application\/(xml|json|xhtml))/;

export async function crawlSite(options: CrawlOptions): Promise<{ site: Site; close: () => Promise<void> }> {
  const foreign = options.foreign ?? false;
  const live = options.live ? liveSession({ ...options.live, concurrency: options.concurrency }) : null;
  const { server, url: base } = live
    ? { server: null, url: live.base }
    : foreign
      ? await startFilesServer({ dist: options.dist, redirects: options.redirects })
      : await startCdnHost({ dist: options.dist });
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  let origin = options.origin ?? base;
  const expectFromManifest = expectationsFor(options.manifest);
  const expect = (path: string, status: number) => {
    const expected = expectFromManifest(path, status);
    return !expected.inManifest && options.templateOf ? { ...expected, template: options.templateOf(path) } : expected;
  };
  const manifestPaths = new Set(options.manifest?.pages.map((p) => p.path) ?? []);
  const cache = new Map<string, Promise<Resource>>();
  const pages = new Map<string, Page>();
  const resources = new Map<string, Resource>();
  let done = 0;
  // Discovery ends when the crawl drains; URLs fetched later by rules (link targets) are not crawled.
  let discovering = true;

  const localPath = (value: string | URL): string | null => {
    let url: URL;
    try {
      url = typeof value === 'string' ? new URL(value, origin) : value;
    } catch {
      return null;
    }
    if (url.origin !== origin && url.origin !== base) return null;
    // A plain host serves `dir/index.html` at `dir/` too: one page, whichever way a link spells it.
    return foreign ? url.pathname.replace(/(^|\/)index\.html$/, '$1') : url.pathname;
  };

  const localGet = (path: string): Promise<Resource> =>
    new Promise((resolve, reject) => {
      const req = http.get(new URL(path, base), { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          const contentType = String(res.headers['content-type'] ?? '');
          resolve({
            path,
            status: res.statusCode ?? 0,
            location: res.headers.location ?? null,
            contentType,
            headers: res.headers,
            body: TEXT.test(contentType) ? buffer.toString('utf8') : '',
            bytes: buffer.length,
            sources: new Set(),
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
    });

  const get = (path: string): Promise<Resource> => (live ? live.get(path) : localGet(path));

  // A small pool: at most `concurrency` requests in flight, new work may be queued while it runs.
  const queue: (() => Promise<void>)[] = [];
  let active = 0;
  let idle: (() => void) | null = null;
  const pump = () => {
    while (active < options.concurrency && queue.length) {
      const job = queue.shift()!;
      active++;
      void job().finally(() => {
        active--;
        done++;
        options.onProgress?.(done, done + active + queue.length);
        pump();
        if (active === 0 && queue.length === 0 && idle) {
          const wake = idle;
          idle = null;
          wake();
        }
      });
    }
  };
  const fetchOnce = (path: string, source?: Source): Promise<Resource> => {
    let promise = cache.get(path);
    const refused = !promise && live ? live.refuse(path) : null;
    if (refused !== null) {
      // Not requested: status 0, and the rules leave it alone (Resource.notFetched).
      const skipped: Resource = { ...noAnswer(path), notFetched: refused };
      promise = Promise.resolve(skipped);
      cache.set(path, promise);
    } else if (!promise) {
      promise = new Promise<Resource>((resolve, reject) => {
        queue.push(() =>
          get(path).then(async (r) => {
            resources.set(path, r);
            resolve(r);
            await visit(r);
          }, reject),
        );
        pump();
      });
      cache.set(path, promise);
    }
    if (source)
      void promise.then(
        (r) => r.sources.add(source),
        () => undefined,
      );
    return promise;
  };

  // Pages are 200 HTML answers, plus every manifest page (its 404 pages included).
  const visit = async (r: Resource): Promise<void> => {
    // A deployed site's redirect leads the crawl on, as it leads a crawler (its own origin only).
    if (live && discovering && r.status >= 300 && r.status < 400 && r.location) {
      let target: string | null = null;
      try {
        target = localPath(new URL(r.location, `${base}${r.path}`));
      } catch {
        // A Location that is no address leads nowhere; live/redirect-chains names it.
      }
      if (target !== null) void fetchOnce(target, 'crawl').catch(() => undefined);
      return;
    }
    const isHtml = r.contentType.includes('text/html');
    if (!discovering || !isHtml || !(r.status === 200 || manifestPaths.has(r.path))) return;
    const data = parsePage(r.body, `${origin}${r.path === '/' ? '/' : r.path}`, options.manifest?.bootLoader);
    const page: Page = {
      ...r,
      data,
      expected: expect(r.path, r.status),
      depth: null,
      inbound: new Set(),
      contentInbound: new Set(),
    };
    // Without a manifest, a page is meant to be indexed when it says so: no noindex, canonical to itself or none.
    if (foreign && !page.expected.inManifest && page.expected.indexable) {
      const canonical = data.canonicals[0];
      page.expected = {
        ...page.expected,
        indexable: !hasNoindex(page) && (!canonical || sameUrl(new URL(canonical, origin).href, `${origin}${r.path}`)),
      };
    }
    pages.set(r.path, page);
    if (r.status !== 200) return;
    for (const link of data.links) {
      const target = localPath(link.url);
      if (target !== null) void fetchOnce(target, 'crawl').catch(() => undefined);
    }
    for (const img of data.images) {
      const target = img.url && localPath(img.url);
      if (target) void fetchOnce(target).catch(() => undefined);
    }
  };

  const drain = () =>
    new Promise<void>((resolve) => {
      const check = () => (active === 0 && queue.length === 0 ? resolve() : (idle = check));
      check();
    });
  let robots: Resource;
  let sitemap: Resource;
  if (live) {
    // robots.txt before anything else: what it disallows is never requested.
    robots = await fetchOnce('/robots.txt');
    live.useRobots(robots);
    sitemap = await fetchOnce('/sitemap.xml');
    const refused = options.origin === null ? live.refuse('/') : null;
    if (options.origin === null && refused === null) {
      // The public origin the site names, read before any page is parsed against it.
      const home = await get('/');
      origin =
        inferOriginFrom({
          home: home.body,
          robots: robots.status === 200 ? robots.body : '',
          sitemap: sitemap.status === 200 ? sitemap.body : '',
        }) ?? base;
      resources.set('/', home);
      home.sources.add('crawl');
      cache.set('/', Promise.resolve(home));
      await visit(home);
    } else if (refused !== null) cache.set('/', Promise.resolve({ ...noAnswer('/'), notFetched: refused }));
    else await fetchOnce('/', 'crawl');
  } else {
    await fetchOnce('/', 'crawl');
    robots = await fetchOnce('/robots.txt');
    sitemap = await fetchOnce('/sitemap.xml');
  }
  for (const p of manifestPaths) void fetchOnce(p, 'manifest');
  // Sitemaps: /sitemap.xml and those robots.txt names; a sitemap index's children in turn (one level, as the protocol allows).
  const sitemapFiles: Resource[] = [];
  const readSitemap = async (path: string, nested: boolean): Promise<void> => {
    const r = await fetchOnce(path);
    if (r.status !== 200 || sitemapFiles.includes(r)) return;
    sitemapFiles.push(r);
    const locs = sitemapLocs(r.body)
      .map((loc) => localPath(loc))
      .filter((p): p is string => p !== null);
    if (isSitemapIndex(r)) {
      if (!nested) await Promise.all(locs.map((p) => readSitemap(p, true)));
    } else for (const p of locs) void fetchOnce(p, 'sitemap').catch(() => undefined);
  };
  const named =
    robots.status === 200
      ? [...robots.body.matchAll(/^\s*sitemap:\s*(\S+)/gim)]
          .map((m) => localPath(m[1]))
          .filter((p): p is string => p !== null)
      : [];
  await Promise.all([...new Set(['/sitemap.xml', ...named])].map((p) => readSitemap(p, false)));
  if (foreign && !live)
    for (const p of htmlAddressesOnDisk(options.dist)) void fetchOnce(p, 'disk').catch(() => undefined);
  for (const r of options.redirects) void fetchOnce(r.from, 'redirects');
  await drain();
  discovering = false;
  // The files the pages load, kept at their paths for the rules that weigh them (budgets/*).
  if (live) {
    const files = await Promise.all(pageFiles([...pages.values()], origin, localPath).map((p) => fetchOnce(p)));
    await Promise.all(stylesheetFonts(files, origin, localPath).map((p) => fetchOnce(p)));
  }

  computeGraph(pages, localPath);
  const site: Site = {
    origin,
    server: base,
    dist: live ? live.files : options.dist,
    pages,
    resources,
    sitemap: sitemap.status === 200 ? sitemap : (sitemapFiles[0] ?? null),
    sitemaps: sitemapFiles,
    robots: robots.status === 200 ? robots : null,
    redirects: options.redirects,
    foreign,
    fetch: async (path) => {
      const r = await fetchOnce(path);
      return r;
    },
    localPath,
    ...(live && options.live
      ? {
          live: {
            url: options.live.url,
            maxPages: options.live.maxPages,
            notFetched: live.notFetched,
            probe: (url: string) => live.probe(url),
          },
        }
      : {}),
  };
  const close = async () => {
    agent.destroy();
    if (live) return live.close();
    await new Promise<void>((resolve) => (server as Server).close(() => resolve()));
  };
  return { site, close };
}

/** An address with no answer (status 0). */
const noAnswer = (path: string): Resource => ({
  path,
  status: 0,
  location: null,
  contentType: '',
  headers: {},
  body: '',
  bytes: 0,
  sources: new Set(),
});

/** Click depth from `/` and inbound links (all, and from main content only), over links on pages answering 200. */
function computeGraph(pages: Map<string, Page>, localPath: (u: URL) => string | null): void {
  const out = new Map<string, Set<string>>();
  for (const page of pages.values()) {
    if (page.status !== 200) continue;
    const targets = new Set<string>();
    for (const link of page.data.links) {
      const t = localPath(link.url);
      if (t === null || t === page.path) continue;
      targets.add(t);
      if (link.inContent) pages.get(t)?.contentInbound.add(page.path);
    }
    out.set(page.path, targets);
    for (const t of targets) pages.get(t)?.inbound.add(page.path);
  }
  const start = pages.get('/');
  if (!start || start.status !== 200) return;
  start.depth = 0;
  let frontier = ['/'];
  for (let depth = 1; frontier.length; depth++) {
    const next: string[] = [];
    for (const p of frontier)
      for (const t of out.get(p) ?? []) {
        const target = pages.get(t);
        if (target && target.depth === null && target.status === 200) {
          target.depth = depth;
          next.push(t);
        }
      }
    frontier = next;
  }
}
