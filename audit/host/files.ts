/**
 * Serves a build without an audit manifest (`--no-manifest`) the way a plain
 * static host does, not the way a CDN's host files configure it: every file at
 * its own address (`/modules/util.html` answers 200; no clean-URL 301),
 * `dir/` answers `dir/index.html`, an address without extension falls back to
 * `x.html` when that file exists (GitHub Pages and Netlify do, without a
 * redirect), and `dir` answers the 301 to `dir/` every static host sends.
 * The only other redirects are the build's own (`_redirects`, `vercel.json`,
 * `netlify.toml`), so a link is flagged for redirecting only when the site's
 * redirects send it elsewhere. A missing address gets `404.html` when the
 * build has one, with status 404.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import handler from 'serve-handler';
import { parseRequestPath } from '@bay-appliance/common/host';

export interface FilesServerOptions {
  dist: string;
  redirects: { from: string; to: string; status?: number }[];
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
const isDir = (file: string) => existsSync(file) && statSync(file).isDirectory();

/** The file a request path is answered with, a host's trailing-slash redirect, or null (not found). */
export function resolveFileRequest(root: string, decoded: string): { file: string } | { redirect: string } | null {
  const file = join(root, decoded);
  if (decoded.endsWith('/')) return isFile(join(file, 'index.html')) ? { file: `${decoded}index.html` } : null;
  if (isFile(file)) return { file: decoded };
  if (isDir(file) && isFile(join(file, 'index.html'))) return { redirect: `${decoded}/` };
  if (!/\.[^/]*$/.test(decoded) && isFile(`${file}.html`)) return { file: `${decoded}.html` };
  return null;
}

export function startFilesServer({ dist, redirects }: FilesServerOptions): Promise<{ server: Server; url: string }> {
  const root = resolve(dist);
  const byFrom = new Map(redirects.map((r) => [r.from, r]));
  const server = createServer((req, res) => {
    const request = parseRequestPath(req.url ?? '/');
    const query = (req.url ?? '').slice(request.pathname.length);
    const redirect = byFrom.get(request.pathname);
    if (redirect) {
      res.writeHead(redirect.status ?? 301, { Location: redirect.to });
      return res.end();
    }
    const found = request.problem ? null : resolveFileRequest(root, request.decoded);
    if (found && 'redirect' in found) {
      res.writeHead(301, { Location: `${encodeURI(found.redirect)}${query}` });
      return res.end();
    }
    // serve-handler answers a missing file with the build's 404.html and status 404, as hosts do.
    req.url = found ? `${encodeURI(found.file)}${query}` : '/.no-such-file';
    void handler(req, res, { public: root, cleanUrls: false, directoryListing: false, etag: true });
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}
