/**
 * The build served for the browser checks: scripts/serve.ts (clean URLs,
 * redirects, `_headers`, 404s) behind a thin layer that compresses text the
 * way every CDN this site deploys to does (Netlify, Cloudflare, Vercel).
 * Without it Lighthouse would simulate the slow-4G download of uncompressed
 * HTML, CSS and JavaScript and under-report what visitors get.
 */
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createBrotliCompress, createGzip, constants } from 'node:zlib';
import { startServer } from '../../scripts/serve';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

export interface AuditServer { url: string; close(): Promise<void> }

function encodingFor(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

export async function startAuditServer(dist: string): Promise<AuditServer> {
  const inner = await startServer({ dist, port: 0, quiet: true });
  const target = new URL(inner.url);
  // No keep-alive upstream: a reused socket the inner server is closing answers ECONNRESET (a spurious 502).
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
  const front: Server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, 'accept-encoding': 'identity' }, agent },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const encoding = req.method !== 'HEAD' && answer.statusCode !== 304 && COMPRESSIBLE.test(type) ? encodingFor(req) : null;
        const headers = { ...answer.headers };
        if (encoding) {
          delete headers['content-length'];
          headers['content-encoding'] = encoding;
          headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        if (!encoding) return void answer.pipe(res);
        const zip = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
        answer.pipe(zip).pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const address = front.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    close: async () => {
      agent.destroy();
      front.closeAllConnections();
      inner.server.closeAllConnections();
      await Promise.all([new Promise((r) => front.close(r)), new Promise((r) => inner.server.close(r))]);
    },
  };
}
