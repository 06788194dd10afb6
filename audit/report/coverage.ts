/**
 * How many pages a Lighthouse category score covers. Lighthouse times Performance on one page per
 * template and may sample the other categories, so "every page" is said only when every page
 * answering 200 was measured; otherwise the score says of how many (pages answering 404 are not
 * measurable and do not count).
 */
import { CATEGORIES, type Category } from '../config';
import type { AuditReport } from '../report-data';
import type { LighthousePage } from '../browser/lighthouse';

export interface Coverage {
  /** Pages with a mobile score in the category. */
  measured: number;
  /** Pages answering 200 (and any page measured that the crawl did not list). */
  of: number;
  /** The page with the lowest score, null when none was measured. */
  lowest: LighthousePage | null;
  /** Every page measured has the lowest score. */
  tied: boolean;
}

export function coverage(report: AuditReport): Record<Category, Coverage> {
  const mobile = (report.browser?.lighthouse ?? []).filter((l) => l.state === 'measured' && l.formFactor === 'mobile');
  const answering = new Set([
    ...report.pages.filter((p) => p.status === 200).map((p) => p.path),
    ...mobile.map((l) => l.path),
  ]);
  return Object.fromEntries(
    CATEGORIES.map((c) => {
      const scored = mobile.filter((l) => typeof l.scores[c] === 'number');
      const lowest = scored.reduce<LighthousePage | null>(
        (a, b) => (!a || (b.scores[c] as number) < (a.scores[c] as number) ? b : a),
        null,
      );
      return [
        c,
        {
          measured: new Set(scored.map((l) => l.path)).size,
          of: answering.size,
          lowest,
          tied: scored.every((l) => l.scores[c] === lowest?.scores[c]),
        },
      ];
    }),
  ) as Record<Category, Coverage>;
}

/** Which pages a score is about, in words: "every page", "on 38 of 121 pages", "lowest of 38 of 121 pages, on /x" (`page` renders the path). */
export function coverageWords(c: Coverage, page: (path: string) => string = (p) => p): string {
  if (!c.lowest) return 'not measured';
  const all = c.measured === c.of;
  if (c.tied) return all ? 'every page' : `on ${c.measured} of ${c.of} pages`;
  return `lowest of ${all ? '' : `${c.measured} of `}${c.of} pages, on ${page(c.lowest.path)}`;
}
