/**
 * The build served for the browser checks the way the CDNs it deploys to
 * (Netlify, Cloudflare, Vercel) serve it: cdn-host.ts (clean URLs, the
 * build's `_redirects` and `_headers`, 404s) behind a front that speaks HTTPS
 * and HTTP/2 and compresses text.
 *
 * Compression: without it Lighthouse would simulate the slow-4G download of
 * uncompressed HTML, CSS and JavaScript and under-report what visitors get.
 *
 * HTTP/2: Lighthouse's simulated throttling models an HTTP/1.1 origin as six
 * connections, each new one paying a handshake (a 150 ms round trip on the
 * simulated 4G). The stylesheet, the favicon and the manifest, which Chrome
 * fetches around first paint, raced for them: whichever landed on a cold
 * connection moved a page's simulated LCP by 150 to 300 ms from run to run
 * (the benchmark's LCP ratio to the no-JS copy swung with it). Over HTTP/2
 * they share the one connection, as on the CDN.
 *
 * The certificate is self-signed, made in memory for each run, and only the
 * audit's own Chromium accepts it (`--ignore-certificate-errors`, browser/chrome.ts).
 */
import http, { type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BROTLI_QUALITY } from './compression';
import { generate } from 'selfsigned';
import { startCdnHost } from '@bay-appliance/common/host';
import { startFilesServer } from './files';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Connection-level headers: HTTP/2 forbids them, and they never cross a proxy. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

type FrontRequest = IncomingMessage | Http2ServerRequest;
type FrontResponse = Http2ServerResponse | http.ServerResponse;

export interface AuditServer {
  url: string;
  close(): Promise<void>;
}

function encodingFor(req: FrontRequest): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Headers to pass on: no HTTP/2 pseudo-headers (`:path`…), no hop-by-hop ones. */
function forwardable(
  headers: Record<string, string | string[] | number | undefined>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value === undefined || key.startsWith(':') || HOP_BY_HOP.has(key.toLowerCase())) continue;
    out[key] = typeof value === 'number' ? String(value) : value;
  }
  return out;
}

/** A certificate for 127.0.0.1 and localhost, valid for a day. */
async function localCertificate(): Promise<{ key: string; cert: string }> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 86_400_000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

/** One response as the front sends it, kept whole: the build does not change while it is served. */
interface Stored {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Every file of the build as the address a browser asks for (`x.html` → `/x`, `index.html` → `/`). */
function addressesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('_') && e.name !== 'vercel.json')
    .map((e) => `/${relative(dist, join(e.parentPath, e.name)).split(sep).join('/')}`)
    .map((p) => (p.endsWith('.html') ? p.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '') || '/' : p));
}

/**
 * `foreign`: a build without an audit manifest, served as plain files with only its own redirects
 * (files.ts) instead of the CDN's host files.
 */
export async function startAuditServer(
  dist: string,
  foreign?: { redirects: { from: string; to: string }[] },
): Promise<AuditServer> {
  const [inner, tls] = await Promise.all([
    foreign ? startFilesServer({ dist, redirects: foreign.redirects }) : startCdnHost({ dist }),
    localCertificate(),
  ]);
  const target = new URL(inner.url);
  // No keep-alive upstream: a reused socket the inner server is closing answers ECONNRESET (a spurious 502).
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });

  /** Fetches one response from the CDN-like server and compresses it as the CDN would. */
  const fetchUpstream = (
    method: string,
    path: string,
    encoding: 'br' | 'gzip' | null,
    headers: Record<string, string | string[]>,
  ) =>
    new Promise<Stored>((resolve, reject) => {
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: { ...headers, 'accept-encoding': 'identity' },
          agent,
        },
        (answer) => {
          const type = String(answer.headers['content-type'] ?? '');
          const compress = method !== 'HEAD' && answer.statusCode !== 304 && COMPRESSIBLE.test(type) ? encoding : null;
          const out = forwardable(answer.headers);
          // serve-handler's download name: no CDN sends it, and Lighthouse counts its bytes.
          delete out['content-disposition'];
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            let body = Buffer.concat(chunks);
            if (compress) {
              body =
                compress === 'br'
                  ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
                  : gzipSync(body, { level: 6 });
              out['content-encoding'] = compress;
              if (!/accept-encoding/i.test(String(out.vary ?? '')))
                out.vary = out.vary ? `${String(out.vary)}, Accept-Encoding` : 'Accept-Encoding';
            }
            if (method !== 'HEAD') out['content-length'] = String(body.length);
            resolve({ status: answer.statusCode ?? 502, headers: out, body });
          });
        },
      );
      upstream.on('error', reject);
      upstream.end();
    });

  /**
   * Responses kept whole, by method, address and encoding, and made for every file before the
   * first request. Lighthouse's simulation adds the server response time it observed (the median
   * over the page's requests) to every simulated request, the document included. Compressed on
   * the fly, the chunks a page requests while Chromium starts its app waited for a busy CPU, and
   * that delay moved the simulated LCP of pages with scripts by 60–80 ms against their no-JS
   * copies. Answered from memory, every response takes the same few milliseconds, as a CDN's
   * cache does.
   */
  const stored = new Map<string, Promise<Stored>>();
  const respond = (
    method: string,
    path: string,
    encoding: 'br' | 'gzip' | null,
    headers: Record<string, string | string[]>,
  ) => {
    const key = `${method} ${encoding ?? 'identity'} ${path}`;
    let hit = stored.get(key);
    if (!hit) {
      hit = fetchUpstream(method, path, encoding, headers);
      stored.set(key, hit);
      hit.catch(() => stored.delete(key));
    }
    return hit;
  };
  // A foreign build's thousand pages are not all measured (axe and Lighthouse sample them): they are stored on first request.
  if (!foreign) for (const path of addressesOf(dist)) await respond('GET', path, 'br', {});

  const front = createSecureServer({ ...tls, allowHTTP1: true }, (req: FrontRequest, res: FrontResponse) => {
    const headers = forwardable(req.headers);
    // Conditional requests would make the answer depend on the browser's cache; a cold visit is measured.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    respond(req.method ?? 'GET', req.url ?? '/', req.method === 'HEAD' ? null : encodingFor(req), headers).then(
      (answer) => {
        res.writeHead(answer.status, answer.headers);
        if (req.method === 'HEAD') res.end();
        else res.end(answer.body);
      },
      () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    );
  });
  // The HTTP/2 server has no closeAllConnections(): close() would wait for Chromium's idle sessions.
  const sockets = new Set<Socket>();
  front.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const address = front.address();
  const url = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    close: async () => {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      inner.server.closeAllConnections();
      await Promise.all([new Promise((r) => front.close(r)), new Promise((r) => inner.server.close(r))]);
    },
  };
}
