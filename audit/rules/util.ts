/** Small helpers shared by rules: meta look-ups, JSON-LD nodes, the schema.org vocabulary. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Issue, Page, Resource, Site } from '../types';
import { nearDuplicatePairs, percent, type NearDuplicateLimit } from '@bay-appliance/common/text';

export const meta = (page: Page, key: string): string[] => page.data.meta.get(key) ?? [];
export const firstMeta = (page: Page, key: string): string | null => meta(page, key)[0] ?? null;

/** Pages answering 200 that the manifest (or the output) means to be indexed. */
export const isIndexable = (page: Page): boolean => page.status === 200 && page.expected.indexable;

/** The robots directives the page is served with: meta robots and googlebot contents, then X-Robots-Tag headers. */
export function robotsDirectives(page: Pick<Page, 'data' | 'headers'>): string[] {
  const values = [...(page.data.meta.get('robots') ?? []), ...(page.data.meta.get('googlebot') ?? [])];
  const header = page.headers['x-robots-tag'];
  if (header) values.push(...(Array.isArray(header) ? header : [header]));
  return values;
}

/** Whether the page tells search engines not to index it (meta robots/googlebot or X-Robots-Tag). */
export function hasNoindex(page: Pick<Page, 'data' | 'headers'>): boolean {
  return robotsDirectives(page).some((v) => /(^|[\s,])(noindex|none)([\s,]|$)/i.test(v));
}

/** Two URLs are the same page when their normalised forms match (origin alone equals origin + "/"). */
export function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/**
 * An address with no answer: a deployed site's (`--url`) that the crawl left out (robots.txt, the
 * page limit) or that failed (refused, timed out). Rules judge no such address; live/not-crawled
 * and live/server-errors say what happened to it.
 */
export const unanswered = (r: Pick<Resource, 'status'>): boolean => r.status === 0;

/** A page's title or description, whole: the reader is to fix that very text, so none of it is left out. */
export const quote = (s: string) => `"${s}"`;

/** Reports groups of pages sharing one value (titles, descriptions): one issue per page of each group. */
export function duplicates(site: Site, pick: (page: Page) => string | null, what: string): Issue[] {
  const groups = new Map<string, string[]>();
  for (const page of site.pages.values()) {
    if (!isIndexable(page)) continue;
    const value = pick(page);
    if (!value) continue;
    const list = groups.get(value);
    if (list) list.push(page.path);
    else groups.set(value, [page.path]);
  }
  const issues: Issue[] = [];
  for (const [value, paths] of groups) {
    if (paths.length < 2) continue;
    for (const path of paths) {
      const others = paths.filter((p) => p !== path);
      issues.push({
        page: path,
        message: `Same ${what} ${quote(value)} as ${others.slice(0, 5).join(', ')}${others.length > 5 ? ` and ${others.length - 5} more` : ''}.`,
      });
    }
  }
  return issues;
}

/**
 * Pairs of indexable pages whose value (a title, a description) is more alike than the limit, without being the same
 * (that is the unique rules' finding): one issue on each page of a pair, naming both, how alike they are, the
 * limit and the configuration key it comes from, and both texts whole.
 */
export function nearDuplicates(
  site: Site,
  pick: (page: Page) => string | null,
  what: string,
  limit: NearDuplicateLimit,
  key: string,
): Issue[] {
  const pages = [...site.pages.values()]
    .filter((p) => isIndexable(p) && pick(p))
    .sort((a, b) => a.path.localeCompare(b.path));
  const texts = pages.map((p) => pick(p)!);
  return nearDuplicatePairs(texts, limit).flatMap(({ a, b, similarity }) => {
    const message = `${pages[a].path} and ${pages[b].path}: ${what} ${percent(similarity)} alike (limit ${percent(limit.similarity)}, ${key}): ${quote(texts[a])} and ${quote(texts[b])}.`;
    return [
      { page: pages[a].path, message },
      { page: pages[b].path, message },
    ];
  });
}

// ---- JSON-LD ----

export type JsonObject = Record<string, unknown>;
export interface LdNode {
  node: JsonObject;
  types: string[];
  path: string;
}

const parsed = new WeakMap<Page, { blocks: unknown[]; errors: string[] }>();

/** Parsed JSON-LD blocks of a page (cached); blocks that fail to parse are listed in `errors`. */
export function jsonLdBlocks(page: Page): { blocks: unknown[]; errors: string[] } {
  let result = parsed.get(page);
  if (!result) {
    result = { blocks: [], errors: [] };
    page.data.jsonLd.forEach((text, i) => {
      try {
        result!.blocks.push(JSON.parse(text));
      } catch (error) {
        result!.errors.push(`JSON-LD block ${i + 1}: ${(error as Error).message}`);
      }
    });
    parsed.set(page, result);
  }
  return result;
}

/** `@type` values without the schema.org prefix. */
export function typesOf(node: JsonObject): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

/** Every typed object in the page's JSON-LD, nested ones and @graph members included. */
export function ldNodes(page: Page): LdNode[] {
  const out: LdNode[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`));
    if (!value || typeof value !== 'object') return;
    const node = value as JsonObject;
    const types = typesOf(node);
    if (types.length) out.push({ node, types, path });
    for (const [key, child] of Object.entries(node)) if (key !== '@context') walk(child, path ? `${path}.${key}` : key);
  };
  jsonLdBlocks(page).blocks.forEach((b, i) => walk(b, `block ${i + 1}`));
  return out;
}

/** Text of a property that may be a string, a number or an object with a name/text. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}

export const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

// ---- schema.org vocabulary ----

export interface Vocabulary {
  types: Record<string, string[]>;
  properties: Record<string, string[]>;
  members: Record<string, string>;
  superseded: Record<string, string>;
  schemaOrgVersion: string;
  source: { package: string; version: string };
}

let vocab: Vocabulary | null = null;
export function vocabulary(): Vocabulary {
  vocab ??= JSON.parse(
    readFileSync(fileURLToPath(new URL('../schemas/schemaorg-vocab.json', import.meta.url)), 'utf8'),
  ) as Vocabulary;
  return vocab;
}

const ancestry = new Map<string, Set<string>>();
/** The type and all its supertypes. */
export function ancestors(type: string): Set<string> {
  let set = ancestry.get(type);
  if (!set) {
    set = new Set([type]);
    for (const parent of vocabulary().types[type] ?? []) for (const a of ancestors(parent)) set.add(a);
    ancestry.set(type, set);
  }
  return set;
}

export const isA = (types: string[], wanted: string) => types.some((t) => ancestors(t).has(wanted));

export const GOOGLE = 'https://developers.google.com/search/docs/appearance/structured-data';
