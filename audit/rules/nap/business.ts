/**
 * The business's name, phone, address and hours as structured data states
 * them (the page's own LocalBusiness node, else the home page's), and
 * readers for the same facts in visible text.
 */
import type { Page, Site } from '../../types';
import { asArray, isA, ldNodes, text, type JsonObject } from '../util';

export interface Nap {
  name: string | null;
  phone: string | null;
  address: JsonObject | null;
  hours: Map<number, string> | null;
  source: string;
}

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function napOf(page: Page): Nap | null {
  const found = ldNodes(page).find((n) => isA(n.types, 'LocalBusiness'));
  if (!found) return null;
  const { node } = found;
  const specs = asArray(node.openingHoursSpecification as JsonObject[]);
  let hours: Map<number, string> | null = null;
  if (specs.length) {
    hours = new Map();
    for (const spec of specs) {
      for (const day of asArray(spec.dayOfWeek as string | string[])) {
        const index = DAYS.indexOf(
          String(day)
            .replace(/^https?:\/\/schema\.org\//, '')
            .toLowerCase(),
        );
        if (index >= 0) hours.set(index, `${String(spec.opens).slice(0, 5)}-${String(spec.closes).slice(0, 5)}`);
      }
    }
  }
  const address = asArray(node.address as JsonObject)[0];
  return {
    name: text(node.name),
    phone: text(node.telephone),
    address: address && typeof address === 'object' ? (address as JsonObject) : null,
    hours,
    source: page.path,
  };
}

const cache = new WeakMap<Site, Nap | null>();

/** NAP facts for a page: its own JSON-LD business, else the site's (home page) one. */
export function napFor(page: Page, site: Site): Nap | null {
  const own = napOf(page);
  if (own) return own;
  if (!cache.has(site)) {
    const home = site.pages.get('/');
    cache.set(site, (home && napOf(home)) ?? [...site.pages.values()].map(napOf).find(Boolean) ?? null);
  }
  return cache.get(site) ?? null;
}

/** National digits of a phone number (+1 415 555 0142 → 4155550142). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Phone numbers written in text, e.g. "(415) 555-0142", "415.555.0142", "+1 415 555 0142". */
export function visiblePhones(body: string): string[] {
  return [...body.matchAll(/(?<![\d])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d)/g)].map((m) => m[0]);
}

export const normalize = (s: string) => s.toLowerCase().replace(/[,.]/g, ' ').replace(/\s+/g, ' ').trim();

const normalized = new WeakMap<Page, string>();
/** The page's visible text, normalised for address matching (once per page). */
export function normalizedBody(page: Page): string {
  let text = normalized.get(page);
  if (text === undefined) {
    text = normalize(page.data.bodyText);
    normalized.set(page, text);
  }
  return text;
}
