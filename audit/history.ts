/**
 * Trends: every run's summary as one JSON line in audit/history.jsonl
 * (committed), and the comparison of this run with the previous one or with
 * a chosen report (--baseline): scores up or down, findings new or fixed. A
 * category falling by more than the configured points fails the audit even
 * when its absolute threshold still holds.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CATEGORIES, type AuditConfig, type Category } from './config';
import type { CommitInfo } from './git';
import { median } from './median';
import type { Severity } from './types';
import { auditReportSchema, runSummarySchema } from './schema/report';
import { InvalidFileError, parseJson, validated } from './schema/read-json';
import {
  finalizeSummary,
  findingKey,
  splitFindingKey,
  type AuditReport,
  type Comparison,
  type CrawlPage,
  type PageScores,
  type RunSummary,
} from './report-data';

const TREND_RULE_ID = 'trend/score-drop';
const round = (n: number) => Math.round(n * 1000) / 1000;
const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const sortedEntries = <T>(o: Record<string, T>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

export function summarize(report: AuditReport, commit?: CommitInfo): RunSummary {
  const pages: Record<string, PageScores> = {};
  const sums: Record<string, Partial<Record<Category, number[]>>> = {};
  for (const p of report.browser?.lighthouse ?? []) {
    if (p.state !== 'measured') continue;
    const entry = (pages[p.path] ??= { template: p.template, scores: {} });
    const scores: Partial<Record<Category, number>> = {};
    for (const c of CATEGORIES) {
      // The figures the gate judged (lighthouse.ts ClockFigures): a score a busy machine lowered must not read as a drop next time.
      const s = p.scores[c];
      if (typeof s !== 'number') continue;
      scores[c] = s;
      ((sums[p.formFactor] ??= {})[c] ??= []).push(s);
    }
    entry.scores[p.formFactor] = scores;
    const metrics = p.metrics;
    if (metrics && p.formFactor === 'mobile')
      entry.metrics = { lcpMs: Math.round(metrics.lcpMs), tbtMs: Math.round(metrics.tbtMs), cls: round(metrics.cls) };
  }
  // Before the interactions add their pages: a page with only a lab INP was not run through Lighthouse.
  const lighthouseChecked = Object.keys(pages);
  for (const r of report.browser?.interactions?.results ?? []) {
    if (r.inpMs === null) continue;
    const entry = (pages[r.path] ??= { template: r.template, scores: {} });
    entry.inpMs = Math.max(entry.inpMs ?? 0, r.inpMs);
  }
  const messages: Record<string, string> = {};
  const severities: Record<string, Severity> = {};
  const pageCounts: Record<string, { errors: number; warnings: number }> = {};
  for (const f of report.findings) {
    // The page table counts every error and warning, the trend check's too; the keys leave that check out, since it only restates a score change.
    if (f.severity !== 'info')
      (pageCounts[f.page] ??= { errors: 0, warnings: 0 })[f.severity === 'error' ? 'errors' : 'warnings'] += 1;
    if (f.ruleId === TREND_RULE_ID) continue;
    const key = findingKey(f.ruleId, f.page);
    if (f.severity !== 'info') messages[key] ??= f.message;
    if (!severities[key] || SEVERITY_RANK[f.severity] < SEVERITY_RANK[severities[key]]) severities[key] = f.severity;
  }
  const found = new Set(Object.keys(severities).map((k) => splitFindingKey(k).ruleId));
  const categories: RunSummary['categories'] = {};
  for (const [ff, byCat] of Object.entries(sums)) {
    categories[ff] = {};
    for (const [c, list] of Object.entries(byCat) as [Category, number[]][])
      categories[ff]![c] = round(list.reduce((a, b) => a + b, 0) / list.length);
  }
  return {
    generatedAt: report.generatedAt,
    profile: report.browser?.profile ?? 'seo',
    passed: report.summary.passed,
    totals: { pages: report.summary.pages, errors: report.summary.errors, warnings: report.summary.warnings },
    categories,
    pages,
    findings: Object.keys(messages).sort(),
    checked: {
      axe: Boolean(report.browser?.axe.length),
      lighthouse: lighthouseChecked,
      axePages: [...new Set((report.browser?.axe ?? []).map((a) => a.path))].sort(),
    },
    ...((commit ?? report.commit) ? { commit: commit ?? report.commit } : {}),
    audited: report.pages.map((p) => p.path).sort(),
    messages: sortedEntries(messages),
    severities: sortedEntries(severities),
    rules: report.rules
      .filter((r) => r.severity !== 'off' && !r.notApplicable && r.id !== TREND_RULE_ID)
      .map((r) => r.id)
      .sort(),
    titles: Object.fromEntries(
      report.rules
        .filter((r) => found.has(r.id))
        .map((r) => [r.id, r.title])
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    pageCounts: sortedEntries(pageCounts),
    ...(report.fingerprints ? { fingerprints: report.fingerprints } : {}),
    ...(report.pageBytes ? { pageBytes: report.pageBytes } : {}),
    ...crawlRecord(report),
  };
}

/**
 * What the crawl saw, for `compare`'s crawl comparison: each page as served and each redirect. Only from a report that
 * recorded it all (one written before robots and redirects were recorded gives none, rather than a guess).
 */
function crawlRecord(report: AuditReport): Pick<RunSummary, 'crawl'> {
  if (!report.redirects || report.pages.some((p) => p.noindex === undefined)) return {};
  const pages: Record<string, CrawlPage> = {};
  for (const p of report.pages)
    pages[p.path] = {
      template: p.template,
      status: p.status,
      title: p.title ?? null,
      description: p.description ?? null,
      canonical: p.canonical ?? null,
      robots: p.robots ?? null,
      indexable: p.status === 200 && !p.noindex,
      h1: p.h1s?.[0] ?? null,
      words: p.words ?? 0,
    };
  const redirects = Object.fromEntries(report.redirects.map(({ from, status, to }) => [from, { status, to }]));
  return { crawl: { pages: sortedEntries(pages), redirects: sortedEntries(redirects) } };
}

/**
 * The runs in time order. Two branches that both ran the audit each append a
 * line; git's union merge (.gitattributes) keeps both, in either order, so
 * lines are sorted by date here and exact duplicates dropped.
 */
export function readHistory(file: string): RunSummary[] {
  if (!existsSync(file)) return [];
  const seen = new Set<string>();
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .flatMap((line, i) => {
      if (seen.has(line)) return [];
      seen.add(line);
      const where = `${file}:${i + 1}`;
      return [
        validated(runSummarySchema, parseJson(line, 'history line (fix or delete it)', where), 'history line', where),
      ];
    })
    .sort((a, b) => a.generatedAt.localeCompare(b.generatedAt));
}

export function appendHistory(file: string, summary: RunSummary, keep: number): void {
  mkdirSync(dirname(file), { recursive: true });
  const lines = readHistory(file);
  if (lines.length + 1 > keep)
    writeFileSync(
      file,
      [...lines.slice(lines.length + 1 - keep), summary].map((l) => JSON.stringify(l)).join('\n') + '\n',
    );
  else appendFileSync(file, `${JSON.stringify(summary)}\n`);
}

/** A report.json (or one history line) chosen with --baseline, as a summary; checked against its schema. */
export function loadBaseline(file: string): RunSummary {
  if (!existsSync(file)) throw new InvalidFileError(`--baseline: ${file} does not exist.`);
  const raw = parseJson(readFileSync(file, 'utf8'), 'baseline', file);
  return raw && typeof raw === 'object' && 'schemaVersion' in raw
    ? summarize(validated(auditReportSchema, raw, 'baseline report', file))
    : validated(runSummarySchema, raw, 'baseline (a report.json or a history line)', file);
}

export const TREND_RULE = {
  id: TREND_RULE_ID,
  family: 'trend',
  severity: 'error' as const,
  scope: 'page' as const,
  title:
    'No Lighthouse score falls by more than a few points since the run compared with, even while it still meets its target.',
  fix: 'Find what changed on the page since the baseline (the "What changed" list) and undo or fix it; if the drop is intended, audit with a new --baseline.',
  docs: null,
  durationMs: 0,
};

/** Adds the comparison to the report: a threshold and one finding per regression. */
export function applyComparison(report: AuditReport, comparison: Comparison, config: AuditConfig): void {
  report.comparison = comparison;
  if (!report.browser?.lighthouse.length) return;
  report.rules.push(TREND_RULE);
  let failed = 0;
  for (const r of comparison.regressions) {
    const allowed = config.regression.perCategory[r.category] ?? config.regression.maxDropPoints;
    const timing = r.category === 'performance' ? performanceDrop(report, r, allowed) : null;
    if (!timing || timing.error) failed++;
    report.findings.push({
      ruleId: TREND_RULE.id,
      family: 'trend',
      severity: timing && !timing.error ? 'warning' : 'error',
      page: r.page,
      template: r.template,
      message: `${r.category} on ${r.formFactor} fell from ${r.before.toFixed(2)} to ${r.after.toFixed(2)} (${r.points} points; at most ${allowed} allowed, ${config.regression.perCategory[r.category] === undefined ? 'regression.maxDropPoints' : `regression.perCategory.${r.category}`}) since ${comparison.against.generatedAt}.${timing ? ` ${timing.words}` : ''}`,
      ...(timing && !timing.error ? { unresolved: true } : {}),
    });
  }
  report.thresholds.push({
    name: `score drops over ${config.regression.maxDropPoints} points since the baseline`,
    limit: 0,
    actual: failed,
    ok: failed === 0,
  });
  finalizeSummary(report);
}

/**
 * A Performance score is timed, so its drop fails the run only as any timing finding does
 * (reproduce.ts): when the page's second measurement in this run also scored more than the allowed
 * points under the baseline. Accessibility, Best Practices and SEO do not vary with the machine.
 */
function performanceDrop(
  report: AuditReport,
  drop: Comparison['regressions'][number],
  allowed: number,
): { error: boolean; words: string } {
  const page = report.browser?.lighthouse.find((p) => p.path === drop.page && p.formFactor === drop.formFactor);
  const judged = page?.confirmation?.judged.flatMap((r) => (r.performance === null ? [] : [r.performance])) ?? [];
  if (!judged.length)
    return { error: false, words: 'Measured once: not resolved on this machine: measure on a quieter one.' };
  const again = median(judged);
  const points = Math.round((drop.before - again) * 100);
  return points > allowed
    ? {
        error: true,
        words: `Measured again in this run: ${again.toFixed(2)}, ${points} points under the baseline again.`,
      }
    : {
        error: false,
        words: `Measured again in this run: ${again.toFixed(2)}, within the allowed drop: not resolved on this machine: measure on a quieter one.`,
      };
}
