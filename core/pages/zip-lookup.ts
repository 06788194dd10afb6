/**
 * ZIP-code answers for the coverage search (docs/zip-codes.md). The table is
 * generated at build time (scripts/lib/zip-table.ts) and fetched from this
 * site only when a visitor types a ZIP, so pages start without it. Every
 * function here accepts any input and never throws: a bad answer is a message.
 */
import { paths } from '../urls/paths';

/**
 * The file at `paths.zipLookup`: each town once ([name, county, covering city slug or null]), each
 * ZIP → town index, the ZIPs a second page shares (ZIP → its slug: Colma shares Daly City's 94014),
 * and the name of each of those city pages (the page itself loads only its own data).
 */
export interface ZipLookup {
  towns: [town: string, county: string, city: string | null][];
  zips: Record<string, number>;
  /** PO-box and one-organisation ZIPs (content/zip-delivery.ts) → town index: never answered "served". */
  boxes: Record<string, number>;
  shared: Record<string, string>;
  cityNames: Record<string, string>;
}

/** A town's ZIP codes, as a city page lists them (docs/zip-codes.md). */
export interface ZipTownCodes {
  town: string;
  zips: string[];
}

export type ZipAnswer =
  /** In the area: the town and the city page that covers it (its slug and name), and a second page sharing the ZIP. */
  | {
      kind: 'served';
      zip: string;
      town: string;
      county: string;
      city: string;
      cityName: string;
      sharedWith?: { city: string; cityName: string };
    }
  /** A PO-box or one-organisation ZIP: no home gets mail there, so the visitor is asked for the home's. */
  | { kind: 'notHomes'; zip: string; town: string; county: string }
  /** A five-digit ZIP we do not serve; `town` when it is one of the seven counties' far towns. */
  | { kind: 'outside'; zip: string; town?: string; county?: string }
  /** Not a five-digit ZIP (ZIP+4 is accepted). */
  | { kind: 'malformed' };

/** True when the visitor is typing a ZIP rather than a name: the text starts with a digit. */
export function isZipQuery(input: string): boolean {
  return /^\s*\d/.test(input);
}

/** The five-digit ZIP in `input` ("94109", " 94109 ", "94109-1234"), or null. */
export function parseZip(input: string): string | null {
  const m = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input);
  return m ? m[1] : null;
}

/** What the coverage search says about `input`. */
export function answerZip(input: string, lookup: ZipLookup): ZipAnswer {
  const zip = parseZip(input);
  if (!zip) return { kind: 'malformed' };
  const box = lookup.boxes && Object.prototype.hasOwnProperty.call(lookup.boxes, zip) ? lookup.boxes[zip] : undefined;
  const boxTown = box === undefined ? undefined : lookup.towns[box];
  if (boxTown) return { kind: 'notHomes', zip, town: boxTown[0], county: boxTown[1] };
  const index = Object.prototype.hasOwnProperty.call(lookup.zips, zip) ? lookup.zips[zip] : undefined;
  const row = index === undefined ? undefined : lookup.towns[index];
  if (!row) return { kind: 'outside', zip };
  const [town, county, city] = row;
  if (!city) return { kind: 'outside', zip, town, county };
  const second = Object.prototype.hasOwnProperty.call(lookup.shared, zip) ? lookup.shared[zip] : undefined;
  return {
    kind: 'served',
    zip,
    town,
    county,
    city,
    cityName: lookup.cityNames[city] ?? city,
    ...(second ? { sharedWith: { city: second, cityName: lookup.cityNames[second] ?? second } } : {}),
  };
}

function isLookup(data: unknown): data is ZipLookup {
  const d = data as ZipLookup | null;
  return Boolean(
    d &&
    Array.isArray(d.towns) &&
    d.zips &&
    typeof d.zips === 'object' &&
    d.shared &&
    typeof d.shared === 'object' &&
    d.cityNames &&
    typeof d.cityNames === 'object',
  );
}

let pending: Promise<ZipLookup> | null = null;

/** Fetches the table once per visit; a failed fetch may be retried by the next keystroke. */
export function loadZipLookup(): Promise<ZipLookup> {
  pending ??= fetch(paths.zipLookup)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data: unknown) => (isLookup(data) ? data : Promise.reject(new Error('malformed ZIP table'))))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
