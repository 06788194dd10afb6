/**
 * Two runs' crawls compared, as Screaming Frog's crawl comparison does: the pages whose title, meta
 * description, canonical or indexability changed (old → new), the pages added and removed, and the
 * new redirects. From the crawl each history line records (`RunSummary.crawl`: every page as served,
 * every redirect), so it works for the previous run, a --baseline and any two runs of `seo-audit
 * compare`. A run that recorded no crawl (a history line from before crawls were recorded) makes
 * the comparison "not recorded", never a list of every page as changed or added.
 */
import { CRAWL_FIELDS, type CrawlComparison, type CrawlPage, type RunSummary } from './report-data';

/** Indexability in words: "indexable", else why not ("not indexable: answers 404, robots noindex"). */
function indexability(page: CrawlPage): string {
  if (page.indexable) return 'indexable';
  const why = [
    ...(page.status === 200 ? [] : [`answers ${page.status}`]),
    ...(page.robots && /(^|[\s,])(noindex|none)([\s,]|$)/i.test(page.robots) ? [`robots ${page.robots}`] : []),
  ];
  return `not indexable${why.length ? `: ${why.join(', ')}` : ''}`;
}

const value = (page: CrawlPage, field: (typeof CRAWL_FIELDS)[number]): string | null =>
  field === 'indexable' ? indexability(page) : page[field];

export function compareCrawls(current: RunSummary, baseline: RunSummary): CrawlComparison {
  const [before, after] = [baseline.crawl, current.crawl];
  if (!before || !after) {
    const notRecorded = [baseline, current].filter((r) => !r.crawl).map((r) => r.generatedAt);
    return { recorded: false, notRecorded, changed: [], added: [], removed: [], redirects: [] };
  }
  const changed: CrawlComparison['changed'] = [];
  for (const [page, now] of Object.entries(after.pages)) {
    const old = before.pages[page];
    if (!old) continue;
    for (const field of CRAWL_FIELDS) {
      // Indexability changes when the verdict does; the words say why (a page going from 404 to 410 is no change).
      const differs = field === 'indexable' ? old.indexable !== now.indexable : old[field] !== now[field];
      if (differs) changed.push({ page, field, before: value(old, field), after: value(now, field) });
    }
  }
  const redirects: CrawlComparison['redirects'] = Object.entries(after.redirects).flatMap(([from, r]) => {
    const was = before.redirects[from];
    return was && was.status === r.status && was.to === r.to ? [] : [{ from, ...r, before: was ?? null }];
  });
  return {
    recorded: true,
    changed: changed.sort((a, b) => a.page.localeCompare(b.page)),
    added: Object.keys(after.pages)
      .filter((p) => !before.pages[p])
      .sort(),
    // A page that now redirects is not gone: its redirect says where it went.
    removed: Object.keys(before.pages)
      .filter((p) => !after.pages[p] && !after.redirects[p])
      .sort(),
    redirects: redirects.sort((a, b) => a.from.localeCompare(b.from)),
  };
}

const FIELD_NAMES: Record<(typeof CRAWL_FIELDS)[number], string> = {
  title: 'Title',
  description: 'Description',
  canonical: 'Canonical',
  indexable: 'Indexability',
};

/** One line of the crawl comparison, in words, with the page as `page(path)` renders it (a link, a code span). */
export interface CrawlLine {
  kind: 'changed' | 'added' | 'removed' | 'redirect';
  page: string;
  /** "Title changed", "Added", "Removed", "New redirect", "Redirect changed". */
  label: string;
  /** Old → new, quoted where it is text; empty for an added or removed page. */
  what: string;
}

const quoted = (field: (typeof CRAWL_FIELDS)[number], v: string | null) =>
  v === null ? 'none' : field === 'title' || field === 'description' ? `“${v}”` : v;

export function crawlLines(c: CrawlComparison): CrawlLine[] {
  return [
    ...c.changed.map((x) => ({
      kind: 'changed' as const,
      page: x.page,
      label: `${FIELD_NAMES[x.field]} changed`,
      what: `${quoted(x.field, x.before)} → ${quoted(x.field, x.after)}`,
    })),
    ...c.removed.map((page) => ({ kind: 'removed' as const, page, label: 'Removed', what: '' })),
    ...c.added.map((page) => ({ kind: 'added' as const, page, label: 'Added', what: '' })),
    ...c.redirects.map((r) => ({
      kind: 'redirect' as const,
      page: r.from,
      label: r.before ? 'Redirect changed' : 'New redirect',
      what: `${r.status} → ${r.to}${r.before ? ` (was ${r.before.status} → ${r.before.to})` : ''}`,
    })),
  ];
}

/** The sentence's part about pages: "pages: 2 changed, 1 removed"; null when nothing changed. */
export function crawlCounts(c: CrawlComparison | undefined): string | null {
  if (!c?.recorded) return null;
  const parts = [
    [new Set(c.changed.map((x) => x.page)).size, 'changed'],
    [c.added.length, 'added'],
    [c.removed.length, 'removed'],
    [c.redirects.length, c.redirects.length === 1 ? 'new redirect' : 'new redirects'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`);
  return said.length ? `pages: ${said.join(', ')}` : null;
}

/** What a comparison without both crawls says: which run lacks it; nothing is compared. */
export function notRecordedWords(c: CrawlComparison): string {
  const when = (c.notRecorded ?? []).map((d) => `${d.slice(0, 16).replace('T', ' ')} UTC`);
  return `Titles, descriptions, canonicals, indexability and redirects: not recorded${when.length ? ` in the run of ${when.join(' and ')}` : ''} (history lines from before the audit recorded its crawl), so no page is compared.`;
}
