/**
 * One request to a deployed site (`seo-audit run --url`), as a browser would make it and without
 * following redirects: GET with `Accept-Encoding: br, gzip` (so what is compressed can be told
 * from what is not), the audit's own User-Agent (robots.txt's `seo-audit` group applies to it), a
 * time limit, and the body decoded. A request that fails (refused, reset, timed out, a body that
 * cannot be decoded) is an answer with status 0 and the reason, never a thrown error: a live site
 * that drops one request must not stop the audit. Hosts under `.localhost` resolve to this machine,
 * as RFC 6761 says and browsers do (the tests serve `www.localhost` beside `localhost`).
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAllOptions } from 'node:dns';
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';

/** The product token robots.txt groups may name (`User-agent: seo-audit`). */
export const ROBOTS_AGENT = 'seo-audit';
export const USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_AGENT}/1.0; site audit)`;
/** What the audit asks for: the encodings every CDN offers. */
export const ACCEPT_ENCODING = 'br, gzip';
const TIMEOUT_MS = 30_000;

export interface LiveAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  location: string | null;
  /** The body as the page gets it (decoded). */
  body: Buffer;
  /** What travelled: the body before decoding. */
  wireBytes: number;
  /** Why there is no answer (status 0). */
  error?: string;
}

export interface LiveAgents {
  http: http.Agent;
  https: https.Agent;
  destroy(): void;
}

/** `*.localhost` is this machine (RFC 6761); every other name goes to the system resolver. */
const lookup = ((hostname: string, options: LookupAllOptions, callback: (...args: unknown[]) => void) => {
  if (!/(^|\.)localhost$/i.test(hostname)) return dnsLookup(hostname, options, callback as never);
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
}) as unknown as typeof dnsLookup;

/** Keep-alive agents holding at most `sockets` connections per host: the crawl's politeness. */
export function liveAgents(sockets: number): LiveAgents {
  const options = { keepAlive: true, maxSockets: sockets, lookup };
  const agents = { http: new http.Agent(options), https: new https.Agent(options) };
  return {
    ...agents,
    destroy: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

function decode(body: Buffer, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return body;
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      try {
        return inflateSync(body);
      } catch {
        return inflateRawSync(body);
      }
    default:
      throw new Error(`an encoding the audit did not ask for (${encoding})`);
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * GET `url` once, redirects not followed. A kept-alive connection the server closed just as it was
 * reused fails at once (ECONNRESET): that request is made again on a new one, as browsers do.
 */
export function liveGet(url: URL, agents: LiveAgents, retried = false): Promise<LiveAnswer> {
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents.https : agents.http;
  return new Promise((resolve) => {
    const failed = (error: string) =>
      resolve({ status: 0, headers: {}, location: null, body: Buffer.alloc(0), wireBytes: 0, error });
    let req: http.ClientRequest;
    try {
      req = client.get(
        url,
        {
          agent,
          headers: {
            'user-agent': USER_AGENT,
            accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
            'accept-encoding': ACCEPT_ENCODING,
          },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', (error) => failed(`the answer broke off: ${error.message}`));
          res.on('end', () => {
            const wire = Buffer.concat(chunks);
            const answer = {
              status: res.statusCode ?? 0,
              headers: res.headers,
              location: res.headers.location ?? null,
              wireBytes: wire.length,
            };
            try {
              resolve({ ...answer, body: decode(wire, headerText(res.headers['content-encoding'])) });
            } catch (error) {
              resolve({
                ...answer,
                body: wire,
                error: `its body could not be decoded: ${(error as Error).message}`,
              });
            }
          });
        },
      );
    } catch (error) {
      failed((error as Error).message);
      return;
    }
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? ''))
        return void liveGet(url, agents, true).then(resolve);
      failed(error.code ? `${error.code}: ${error.message}` : error.message);
    });
  });
}
