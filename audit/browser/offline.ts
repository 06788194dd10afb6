/**
 * Offline by construction: the local server is the only host a page may
 * reach. Requests the site makes by design (the geolocation lookup) are
 * answered from the fixtures in the audit config; every other outside request
 * is blocked and recorded, and each one fails the audit with its URL.
 */
import type { AuditConfig } from '../config';
import { expandSiteVars } from '../config';

export interface FixtureAnswer {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}
export interface OfflinePolicy {
  /** The fixture answering a URL, or null when the URL must be blocked. */
  fixtureFor(url: string): FixtureAnswer | null;
  /** Whether a URL is on the local server (or a data:/blob: URL). */
  isLocal(url: string): boolean;
}

export function offlinePolicy(
  config: AuditConfig,
  serverUrl: string,
  siteVars: Record<string, unknown>,
): OfflinePolicy {
  const server = new URL(serverUrl);
  const fixtures = Object.entries(config.fixtures).map(([prefix, f]) => {
    const body = f.json !== undefined ? JSON.stringify(f.json) : (f.body ?? '');
    const headers: Record<string, string> = {
      'content-type': f.json !== undefined ? 'application/json' : 'text/plain; charset=utf-8',
      // The page fetches cross-origin: without this the browser would refuse the answer.
      'access-control-allow-origin': '*',
      ...f.headers,
    };
    return { prefix: expandSiteVars(prefix, siteVars), answer: { status: f.status, headers, body } };
  });
  return {
    fixtureFor: (url) => {
      const hit = fixtures.find((f) => url.startsWith(f.prefix));
      return hit ? { url, ...hit.answer } : null;
    },
    isLocal: (url) => {
      if (/^(data|blob|about|chrome|chrome-extension|devtools):/.test(url)) return true;
      try {
        const u = new URL(url);
        return u.host === server.host || (u.hostname === server.hostname && u.port === server.port);
      } catch {
        return true;
      }
    },
  };
}
