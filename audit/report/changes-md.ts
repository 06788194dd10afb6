/** The change list as Markdown: it heads summary.md, so a pull-request comment opens with what changed. */
import type { AuditReport, ChangeItem, ChangeKind, CrawlComparison } from '../report-data';
import { commitLabel } from '../git';
import { crawlCounts, crawlLines, notRecordedWords } from '../crawl-compare';
import { when } from './escape';

const MARK: Record<ChangeKind, string> = {
  regression: '🔻 regression',
  new: '❌ new',
  'new-rule': '🆕 new rule',
  'newly-checked': '❌ first checked',
  still: '❌ still failing, worse',
  severity: '↕ severity',
  worse: '▼ lower',
  fixed: '✅ fixed',
  better: '▲ higher',
  'not-measured': '⏸ not measured this run',
};
const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A change's kind as the reader sees it ("⏸ not measured this run"), in summary.md and the chat digest alike. */
export const changeMark = (kind: ChangeKind) => MARK[kind];

const pageLink = (page: string, siteUrl: string) =>
  `[${page}](${siteUrl.replace(/\/$/, '')}${page.startsWith('/') ? page : `/${page}`})`;

export function changeLine(item: ChangeItem, siteUrl: string): string {
  return `- ${MARK[item.kind]}: **${esc(item.what)}** on ${pageLink(item.page, siteUrl)}${item.detail ? `: ${esc(item.detail)}` : ''}`;
}

/**
 * The crawl comparison as Markdown lines (`### Pages` and one line a page: "Title changed on /x: “old” → “new”"),
 * or the line saying it was not recorded; nothing when the crawls are alike. `max`: lines before "…and N more".
 */
export function crawlMarkdown(crawl: CrawlComparison | undefined, siteUrl: string, max = Infinity): string[] {
  if (!crawl) return [];
  if (!crawl.recorded) return [`_${notRecordedWords(crawl)}_`, ''];
  const lines = crawlLines(crawl);
  if (!lines.length) return [];
  const out = ['### Pages: titles, descriptions, canonicals, indexability, redirects', ''];
  for (const l of lines.slice(0, max))
    out.push(
      `- **${l.label}**${l.what ? ` on ${pageLink(l.page, siteUrl)}: ${esc(l.what)}` : `: ${pageLink(l.page, siteUrl)}`}`,
    );
  if (lines.length > max) out.push(`- …and ${lines.length - max} more (report.json, \`comparison.crawl\`)`);
  out.push('');
  return out;
}

/** How a kind is counted in the opening sentence: one word a marketer reads, neutral for "not measured". */
const COUNTED: Record<ChangeKind, string> = {
  regression: 'worse',
  new: 'new',
  'new-rule': 'new',
  'newly-checked': 'new',
  still: 'worse',
  severity: 'changed severity',
  worse: 'worse',
  fixed: 'fixed',
  better: 'better',
  'not-measured': 'not measured this run',
};

/**
 * The sentence under the verdict in summary.md and index.html: what moved since the run compared
 * with, counted (`Since the full run of …: 2 new, 1 fixed, 6 not measured this run.`); null with no baseline.
 */
export function changeSummary(report: AuditReport): string | null {
  const cmp = report.comparison;
  if (!cmp) return null;
  const since = `the ${cmp.against.profile} run of ${when(cmp.against.generatedAt)} UTC`;
  const pages = crawlCounts(cmp.crawl);
  if (!cmp.items.length && !pages) return `Nothing changed since ${since}.`;
  const counts = new Map<string, number>();
  for (const i of cmp.items) counts.set(COUNTED[i.kind], (counts.get(COUNTED[i.kind]) ?? 0) + 1);
  const order = ['new', 'worse', 'changed severity', 'better', 'fixed', 'not measured this run'];
  const findings = order
    .filter((k) => counts.has(k))
    .map((k) => `${counts.get(k)} ${k}`)
    .join(', ');
  return `Since ${since}: ${[findings, pages].filter(Boolean).join('; ')}.`;
}

/** `max`: lines shown before "…and N more" (a PR comment should stay readable). */
export function changesMarkdown(report: AuditReport, max = 30): string[] {
  const cmp = report.comparison;
  if (!cmp) return [];
  const since = `the ${cmp.against.profile} run of ${when(cmp.against.generatedAt)} UTC, ${commitLabel(cmp.against.commit)}`;
  const pages = crawlMarkdown(cmp.crawl, report.siteUrl, max);
  if (!cmp.items.length && !crawlCounts(cmp.crawl)) return [`Nothing changed since ${since}.`, '', ...pages];
  const lines = [`## What changed since ${since}`, ''];
  for (const item of cmp.items.slice(0, max)) lines.push(changeLine(item, report.siteUrl));
  if (cmp.items.length > max) lines.push(`- …and ${cmp.items.length - max} more (report.json, \`comparison.items\`)`);
  if (cmp.items.length) lines.push('');
  return [...lines, ...pages];
}
