/**
 * What the live rules read of a deployed site's answers (`--url`): headers, Cache-Control,
 * which answers are the site's own files, and a redirect followed hop by hop as served.
 */
import type { Resource, Site } from '../../types';

/** A header's value (several joined as one), or null when it was not sent. */
export function header(r: Pick<Resource, 'headers'>, name: string): string | null {
  const value = r.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Cache-Control's directives, lower-case: `max-age` → "600", `immutable` → "". */
export function cacheDirectives(value: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of value.split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) out.set(name.trim().toLowerCase(), rest.join('=').trim().replace(/^"|"$/g, ''));
  }
  return out;
}

/** An answer the crawl got (not one it left out, nor one with no answer). */
export const answered = (r: Resource) => !r.notFetched && r.status > 0;

export const isHtml = (r: Resource) => /^text\/html|^application\/xhtml/i.test(r.contentType);

/** Whether the site is on https: its public address, or the address audited. */
export const httpsSite = (site: Site) => site.origin.startsWith('https:') || site.server.startsWith('https:');

/** The hosts the site answers at: its public host and the host audited. */
export function siteHosts(site: Site): Set<string> {
  return new Set([new URL(site.origin).hostname, new URL(site.server).hostname]);
}

/** The other host a visitor may type: `www.x` ↔ `x`; null for an IP address. */
export function otherHost(hostname: string): string | null {
  if (/^\d+(\.\d+){3}$/.test(hostname) || hostname.includes(':')) return null;
  return hostname.startsWith('www.') ? hostname.slice(4) : `www.${hostname}`;
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
}

/**
 * A redirect followed as a browser would, from `start` (an answer of the site): every hop, up to
 * ten, until an answer that is no redirect, a loop, or an address on another site (not followed).
 */
export async function followRedirects(
  site: Site,
  start: Resource,
): Promise<{ hops: Hop[]; end: 'page' | 'loop' | 'elsewhere' | 'too-many' | 'unknown' }> {
  const hops: Hop[] = [{ url: `${site.server}${start.path}`, status: start.status, location: start.location }];
  const hosts = siteHosts(site);
  for (let n = 0; n < 10; n++) {
    const last = hops.at(-1)!;
    if (last.status < 300 || last.status >= 400 || !last.location) return { hops, end: 'page' };
    let next: URL;
    try {
      next = new URL(last.location, last.url);
    } catch {
      return { hops, end: 'unknown' };
    }
    if (hops.some((h) => h.url === next.href)) return { hops, end: 'loop' };
    const path = next.origin === site.server || next.origin === site.origin ? site.localPath(next) : null;
    let answer: Resource;
    if (path !== null) answer = await site.fetch(path);
    else if (hosts.has(next.hostname) && site.live) answer = await site.live.probe(next.href);
    else return { hops, end: 'elsewhere' };
    if (answer.notFetched || answer.status === 0) return { hops, end: 'unknown' };
    hops.push({
      url: path !== null ? `${site.server}${path}` : next.href,
      status: answer.status,
      location: answer.location,
    });
  }
  return { hops, end: 'too-many' };
}

export const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;
export const PERMANENT = new Set([301, 308]);

/** An address as the reader knows it: the path on the site audited, the full URL elsewhere. */
export function shown(site: Site, url: string): string {
  try {
    const u = new URL(url);
    return u.origin === site.server || u.origin === site.origin ? `${u.pathname}${u.search}` : url;
  } catch {
    return url;
  }
}
