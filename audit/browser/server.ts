/**
 * The build served for the browser checks the way the CDNs this site deploys
 * to (Netlify, Cloudflare, Vercel) serve it: scripts/serve.ts (clean URLs,
 * redirects, `_headers`, 404s) behind a front that speaks HTTPS and HTTP/2
 * and compresses text.
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
 * audit's own Chromium accepts it (`--ignore-certificate-errors`, chrome.ts).
 */
import http, { type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';
import { BROTLI_QUALITY } from '../compression';
import { generate } from 'selfsigned';
import { startServer } from '../../scripts/serve';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Connection-level headers: HTTP/2 forbids them, and they never cross a proxy. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

type FrontRequest = IncomingMessage | Http2ServerRequest;
type FrontResponse = Http2ServerResponse | http.ServerResponse;

export interface AuditServer { url: string; close(): Promise<void> }

function encodingFor(req: FrontRequest): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Headers to pass on: no HTTP/2 pseudo-headers (`:path`…), no hop-by-hop ones. */
function forwardable(headers: Record<string, string | string[] | number | undefined>): Record<string, string | string[]> {
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
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, { type: 2, value: 'localhost' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

export async function startAuditServer(dist: string): Promise<AuditServer> {
  const [inner, tls] = await Promise.all([startServer({ dist, port: 0, quiet: true }), localCertificate()]);
  const target = new URL(inner.url);
  // No keep-alive upstream: a reused socket the inner server is closing answers ECONNRESET (a spurious 502).
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
  const front = createSecureServer({ ...tls, allowHTTP1: true }, (req: FrontRequest, res: FrontResponse) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...forwardable(req.headers), 'accept-encoding': 'identity' }, agent },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const encoding = req.method !== 'HEAD' && answer.statusCode !== 304 && COMPRESSIBLE.test(type) ? encodingFor(req) : null;
        const headers = forwardable(answer.headers);
        // serve-handler's download name: no CDN sends it, and Lighthouse counts its bytes.
        delete headers['content-disposition'];
        if (encoding) {
          delete headers['content-length'];
          headers['content-encoding'] = encoding;
          if (!/accept-encoding/i.test(String(headers.vary ?? ''))) headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (!encoding) return void answer.pipe(res);
        const zip = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : createGzip({ level: 6 });
        answer.pipe(zip).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
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
