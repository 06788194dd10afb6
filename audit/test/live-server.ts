/**
 * A build served as a deployed site for the `--url` tests, offline: the project's CDN emulation
 * (the audit's CDN host, what `npm run serve` runs) behind a front on `localhost`, which records
 * every request and may answer some itself (a server error, a host redirect for `www.localhost`,
 * which the audit resolves to this machine as browsers do). And a documentation build to serve,
 * with the four faults issue 60 names planted in it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from 'vitest';
import { startCdnHost } from '../host';
import { runAudit } from '../run';
import type { AuditConfig } from '../config';
import type { AuditReport } from '../report-data';
import type { AuditManifest } from '../manifest';
import { page, writeBuildFile, writeGeneratedDocs } from './foreign-build';

export interface LiveServer {
  /** `http://localhost:<port>`. */
  url: string;
  port: number;
  /** Every request as `host path`, in order. */
  requests: string[];
  /** The most requests that were in flight at once. */
  maxInFlight(): number;
  close(): Promise<void>;
}

/** Answers a request itself (true) or leaves it to the CDN host (false). */
export type Answer = (req: IncomingMessage, res: ServerResponse, server: { url: string; port: number }) => boolean;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A server of the site at `origin` (any server speaking HTTP on this machine) behind the recording front. */
export async function frontOf(origin: string, answer?: Answer): Promise<LiveServer> {
  const requests: string[] = [];
  const backend = new URL(origin);
  let port = 0;
  let inFlight = 0;
  let most = 0;
  const front = http.createServer((req, res) => {
    requests.push(`${req.headers.host} ${req.url}`);
    most = Math.max(most, ++inFlight);
    res.on('close', () => inFlight--);
    if (answer?.(req, res, { url: `http://localhost:${port}`, port })) return;
    const upstream = http.request(
      { host: backend.hostname, port: backend.port, path: req.url, method: req.method, headers: req.headers },
      (answerUp) => {
        res.writeHead(answerUp.statusCode ?? 502, answerUp.headers);
        answerUp.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  port = await listen(front);
  return {
    url: `http://localhost:${port}`,
    port,
    requests,
    maxInFlight: () => most,
    close: () => closeServer(front),
  };
}

/** `dist` served by the project's CDN emulation, behind the front. */
export async function serveLive(dist: string, answer?: Answer): Promise<LiveServer> {
  const { server, url } = await startCdnHost({ dist });
  const front = await frontOf(url, answer);
  return {
    ...front,
    close: async () => {
      await front.close();
      await closeServer(server);
    },
  };
}

/** The SEO and live rules over the network (no browser), as `seo-audit run --url <url> --skip-browser` runs them. */
export function auditLive(
  url: string,
  options: {
    config: AuditConfig;
    only?: string[];
    manifest?: AuditManifest | null;
    origin?: string;
    maxPages?: number;
  },
): Promise<AuditReport> {
  return runAudit({
    dist: '',
    live: { url, ...(options.maxPages ? { maxPages: options.maxPages } : {}) },
    config: options.config,
    only: options.only,
    ...(options.manifest !== undefined ? { manifest: options.manifest } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
  });
}

/** The headers this site's own _headers sends (serve/cdn.ts), for a fixture build served as deployed. */
export const SECURE_HEADERS = `/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=()
  Cross-Origin-Opener-Policy: same-origin
  Strict-Transport-Security: max-age=63072000

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

/** The documentation build of foreign-build.ts with a sitemap of its clean addresses, security headers and a hashed script. */
export const DOCS = 'https://docs.example.org';
export const DOCS_HOST = new URL(DOCS).host;
const SCRIPT = '/assets/app-Dx3kQ9aB.js';
export function writeDocsSite(dist: string): string {
  writeGeneratedDocs(dist);
  writeBuildFile(dist, SCRIPT, 'export {};');
  writeBuildFile(
    dist,
    'index.html',
    page(
      'Home',
      ['modules/util.html', 'modules/fs.html', 'guide/', 'guide/install/index.html', '/old-guide'],
      `<script type="module" src="${SCRIPT}"></script>`,
    ),
  );
  writeBuildFile(dist, '_redirects', '/old-guide  /modules/util  301\n');
  writeBuildFile(dist, '_headers', SECURE_HEADERS);
  const locs = ['/', '/guide', '/guide/install', '/modules/fs', '/modules/util'];
  writeBuildFile(
    dist,
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${DOCS}${l}</loc></url>`).join('')}</urlset>`,
  );
  return dist;
}

/** The four faults issue 60 names, planted in the documentation build: what `--url` must catch, each as these findings. */
export function plantFaults(dist: string): string[] {
  const edit = (file: string, change: (text: string) => string) => {
    const before = readFileSync(join(dist, file), 'utf8');
    const after = change(before);
    expect(after, `the fault planted in ${file} changed nothing`).not.toBe(before);
    writeFileSync(join(dist, file), after);
  };
  edit('_headers', (text) => text.replace(/\/assets\/\*\n.*\n/, ''));
  edit('_redirects', (text) => text.replace('301', '302'));
  edit('modules/util.html', (text) => text.replace('</main>', `<a href="http://${DOCS_HOST}/guide/">Guide</a></main>`));
  edit('modules/fs.html', (text) =>
    text.replace('</head>', `<link rel="canonical" href="${DOCS}/modules/util"></head>`),
  );
  return [
    `live/asset-caching ${SCRIPT}: A file named by its content, sent as “Cache-Control: public, max-age=0, must-revalidate”: it can be kept for a year and marked immutable.`,
    'live/permanent-redirects /old-guide: Answers a temporary 302 redirect to /modules/util; an address that has moved for good answers 301.',
    `live/http-links /modules/util: Links to http://${DOCS_HOST}/guide/ over plain http://.`,
    `sitemap/sitemap-coverage /modules/fs: Listed in the sitemap but its canonical is ${DOCS}/modules/util.`,
  ];
}
