/**
 * Words and word shingles, for word counts and near-duplicate detection: the audit's content,
 * title and description rules, and `npm run validate` on the content files (the package's `./text`
 * export), so both find the same near-copies: one copy, in the shared package.
 */

export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

/** FNV-1a hash of a word, as a 32-bit unsigned integer. */
function hashWord(w: string): number {
  let h = 0x811c9dc5;
  for (let j = 0; j < w.length; j++) h = Math.imul(h ^ w.charCodeAt(j), 0x01000193);
  return h >>> 0;
}

/** Sorted, de-duplicated hashes of the text's `size`-word shingles (word hashes combined, so each word is hashed once). */
export function shingles(list: string[], size: number): Uint32Array {
  const hashes = list.map(hashWord);
  const n = list.length >= size ? list.length - size + 1 : list.length ? 1 : 0;
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let h = 0x811c9dc5;
    for (let k = i; k < i + size && k < hashes.length; k++) h = Math.imul(h ^ hashes[k], 0x01000193) ^ (h >>> 15);
    out[i] = h >>> 0;
  }
  out.sort();
  let unique = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[i - 1]) out[unique++] = out[i];
  return out.slice(0, unique);
}

/** Jaccard similarity of two sorted shingle sets. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (!a.length && !b.length) return 0;
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return common / (a.length + b.length - common);
}

const wordCache = new WeakMap<object, string[]>();
/** Words of a page's main content, computed once per page (word count and duplicates share it). */
export function mainWords(page: { data: { mainText: string } }): string[] {
  let list = wordCache.get(page);
  if (!list) {
    list = words(page.data.mainText);
    wordCache.set(page, list);
  }
  return list;
}

/**
 * Pairs of sets whose Jaccard similarity exceeds `limit`, exactly, without
 * comparing every pair: the prefix filter (Xiao et al., PPJoin). Order each
 * set's shingles rarest first; two sets with similarity ≥ t must share one of
 * their first |x| − ⌈t·|x|⌉ + 1 shingles, so only pairs sharing a rare
 * shingle are compared. Boilerplate shared by every page never makes a pair.
 */
export function similarPairs(sets: Uint32Array[], limit: number): { a: number; b: number; similarity: number }[] {
  const df = new Map<number, number>();
  for (const set of sets) for (const h of set) df.set(h, (df.get(h) ?? 0) + 1);
  const index = new Map<number, number[]>();
  const out: { a: number; b: number; similarity: number }[] = [];
  const order = sets.map((_, i) => i).sort((x, y) => sets[x].length - sets[y].length);
  for (const i of order) {
    const set = sets[i];
    if (!set.length) continue;
    // Rarest first: sort keys df·2³² + hash natively, then read the hash back.
    const keys = new Float64Array(set.length);
    for (let k = 0; k < set.length; k++) keys[k] = df.get(set[k])! * 4294967296 + set[k];
    keys.sort();
    const ranked = Array.from(keys, (key) => key % 4294967296);
    const prefix = set.length - Math.ceil(limit * set.length - 1e-9) + 1;
    const candidates = new Set<number>();
    for (let k = 0; k < prefix && k < ranked.length; k++) {
      const list = index.get(ranked[k]);
      if (list) for (const j of list) candidates.add(j);
    }
    for (const j of candidates) {
      // Sets are visited by size, so sets[j] is never larger: skip those too small to reach the limit.
      if (sets[j].length < limit * set.length) continue;
      const similarity = jaccard(set, sets[j]);
      if (similarity > limit) out.push({ a: j, b: i, similarity });
    }
    for (let k = 0; k < prefix && k < ranked.length; k++) {
      const list = index.get(ranked[k]);
      if (list) list.push(i);
      else index.set(ranked[k], [i]);
    }
  }
  return out;
}

/** A near-duplicate limit: texts more alike than `similarity` (Jaccard, 0–1) on their `shingleSize`-word shingles. */
export interface NearDuplicateLimit {
  similarity: number;
  shingleSize: number;
}

/**
 * Pairs of texts more alike than the limit (`a` < `b`, indexes into `texts`), with their similarity. Texts the same
 * once trimmed are left out: an exact copy is the unique rules' finding (titles/title-unique, descriptions/description-unique).
 */
export function nearDuplicatePairs(
  texts: string[],
  limit: NearDuplicateLimit,
): { a: number; b: number; similarity: number }[] {
  const sets = texts.map((t) => shingles(words(t), limit.shingleSize));
  return similarPairs(sets, limit.similarity)
    .filter(({ a, b }) => texts[a].trim() !== texts[b].trim())
    .map(({ a, b, similarity }) => ({ a: Math.min(a, b), b: Math.max(a, b), similarity }));
}

/** A similarity as the findings say it: "93%"; one just under 1 reads 99%, not 100%. */
export const percent = (similarity: number) => `${similarity < 1 ? Math.min(99, Math.round(similarity * 100)) : 100}%`;
