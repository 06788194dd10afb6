/**
 * Two runs compared: scores up or down per page and category, findings new, fixed or changed in
 * severity, the change list in words, and the crawls (crawl-compare.ts: titles, descriptions,
 * canonicals and indexability changed, pages added and removed, new redirects). From two run summaries only, so the history's gate
 * (history.ts), `seo-audit compare` (compare.ts) and the report's run picker (report/run-picker.ts) all
 * stand on it without importing each other.
 */
import { type AuditConfig, type Category } from './config';
import { changeList, ruleChecked } from './changes';
import { compareCrawls } from './crawl-compare';
import { ruleMeasured } from './measured-rules';
import type { Severity } from './types';
import { splitFindingKey, type Comparison, type RunSummary, type ScoreChange } from './report-data';

/** What a line from before severities were recorded knows of a finding key in `findings`. */
const EITHER = 'error or warning';

/** A finding key's severity in a run; undefined when the run reported nothing under that key (or, in a line from before severities were recorded, only information). */
function level(run: RunSummary, key: string): Severity | typeof EITHER | undefined {
  return run.severities?.[key] ?? (run.findings.includes(key) ? EITHER : undefined);
}

/**
 * `titles`: rule id → title, for the change list; the titles each run recorded fill in the rules the caller
 * does not know (a Lighthouse audit, an axe rule), and an id no one knows is shown as it is.
 */
export function compare(
  current: RunSummary,
  baseline: RunSummary,
  config: AuditConfig,
  source: string,
  titles: Record<string, string> = {},
): Comparison {
  const changes: ScoreChange[] = [];
  for (const [page, now] of Object.entries(current.pages)) {
    const before = baseline.pages[page];
    if (!before) continue;
    for (const [ff, scores] of Object.entries(now.scores)) {
      for (const [c, after] of Object.entries(scores ?? {}) as [Category, number][]) {
        const old = before.scores[ff]?.[c];
        if (old === undefined || old === after) continue;
        changes.push({
          page,
          template: now.template,
          formFactor: ff,
          category: c,
          before: old,
          after,
          points: Math.round((after - old) * 100),
        });
      }
    }
  }
  changes.sort((a, b) => a.points - b.points);
  const maxDrop = (c: Category) => config.regression.perCategory[c] ?? config.regression.maxDropPoints;
  const regressions = changes.filter((ch) => -ch.points > maxDrop(ch.category));
  const categories: Comparison['categories'] = [];
  for (const [ff, byCat] of Object.entries(current.categories)) {
    for (const [c, after] of Object.entries(byCat ?? {}) as [Category, number][]) {
      const before = baseline.categories[ff]?.[c];
      if (before !== undefined)
        categories.push({ formFactor: ff, category: c, before, after, points: Math.round((after - before) * 100) });
    }
  }
  const names = { ...baseline.titles, ...current.titles, ...titles };
  const measured = (run: RunSummary, key: string) => {
    const { ruleId, page } = splitFindingKey(key);
    return ruleMeasured(run, ruleId, page, names) !== false;
  };
  // A finding still reported at another severity (error → warning, or down to information) is not fixed, and one that rose
  // from information is not new. Every new finding is listed: on a page the baseline did not measure for its rule it reads
  // "not checked → failed" (changes.ts). A finding gone from a page the newer run did not measure for its rule is not
  // fixed but "not measured this run"; one of a rule the newer run no longer has is left out.
  const appeared = current.findings.filter((f) => level(baseline, f) === undefined);
  const newFindings = appeared.filter((f) => measured(baseline, f));
  const newlyChecked = appeared.filter((f) => !measured(baseline, f));
  const gone = baseline.findings.filter(
    (f) => level(current, f) === undefined && ruleChecked(current, splitFindingKey(f).ruleId) !== false,
  );
  const fixedFindings = gone.filter((f) => measured(current, f));
  const notMeasured = gone.filter((f) => !measured(current, f));
  const keys = (run: RunSummary) => [...Object.keys(run.severities ?? {}), ...run.findings];
  const severityChanges = [...new Set([...keys(baseline), ...keys(current)])].sort().flatMap((key) => {
    const [before, after] = [level(baseline, key), level(current, key)];
    const known = before === 'info' || after === 'info' || (before !== EITHER && after !== EITHER);
    return before && after && before !== after && known ? [{ key, before, after }] : [];
  });
  return {
    against: {
      generatedAt: baseline.generatedAt,
      profile: baseline.profile,
      source,
      ...(baseline.commit ? { commit: baseline.commit } : {}),
    },
    current: {
      generatedAt: current.generatedAt,
      profile: current.profile,
      ...(current.commit ? { commit: current.commit } : {}),
    },
    changes,
    regressions,
    categories,
    newFindings,
    fixedFindings,
    newlyChecked,
    notMeasured,
    items: changeList({
      current,
      baseline,
      newFindings,
      newlyChecked,
      fixedFindings,
      notMeasured,
      severityChanges,
      changes,
      regressions,
      titles: names,
    }),
    crawl: compareCrawls(current, baseline),
  };
}
