/**
 * The history as a spreadsheet (`seo-audit compare A B --csv` writes it as compare.csv): one row per
 * run and page, from run A to run B, with what each run recorded of the page: the crawl (status,
 * indexability, robots, title, description, canonical, H1, words), the Lighthouse scores and Core
 * Web Vitals where it was measured, and its errors and warnings. A run from before the crawl was
 * recorded leaves those cells empty: not recorded, never guessed. UTF-8 with a byte-order mark and
 * CRLF, as pages.csv.
 */
import { CATEGORIES } from '../config';
import type { RunSummary } from '../report-data';
import { csvFile } from './csv';

export const HISTORY_CSV_COLUMNS = [
  'run date',
  'commit',
  'branch',
  'profile',
  'run passed',
  'page',
  'template',
  'status',
  'indexable',
  'robots',
  'title',
  'meta description',
  'canonical',
  'H1',
  'word count',
  ...CATEGORIES.map((c) => `${c} (mobile)`),
  'performance (desktop)',
  'LCP ms',
  'TBT ms',
  'CLS',
  'INP ms',
  'errors',
  'warnings',
];

const score = (s: number | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);

export function historyCsv(runs: RunSummary[]): string {
  const rows = runs.flatMap((run) => {
    const paths = new Set([
      ...Object.keys(run.crawl?.pages ?? {}),
      ...(run.audited ?? []),
      ...Object.keys(run.pages),
      ...Object.keys(run.pageCounts ?? {}),
    ]);
    return [...paths].sort().map((path) => {
      const crawl = run.crawl?.pages[path];
      const scores = run.pages[path];
      const counts = run.pageCounts?.[path];
      const m = scores?.metrics;
      // Errors and warnings per page: recorded for every audited page since pageCounts; before, unknown.
      const audited = run.pageCounts !== undefined && (run.audited?.includes(path) ?? true);
      return [
        run.generatedAt,
        run.commit?.hash ?? null,
        run.commit?.branch ?? null,
        run.profile,
        run.passed,
        path,
        crawl?.template ?? scores?.template ?? null,
        crawl?.status,
        crawl?.indexable,
        crawl?.robots,
        crawl?.title,
        crawl?.description,
        crawl?.canonical,
        crawl?.h1,
        crawl?.words,
        ...CATEGORIES.map((c) => score(scores?.scores.mobile?.[c])),
        score(scores?.scores.desktop?.performance),
        m?.lcpMs,
        m?.tbtMs,
        m ? m.cls.toFixed(3) : null,
        scores?.inpMs,
        audited ? (counts?.errors ?? 0) : null,
        audited ? (counts?.warnings ?? 0) : null,
      ];
    });
  });
  return csvFile(HISTORY_CSV_COLUMNS, rows);
}
