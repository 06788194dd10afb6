/** The change list as Markdown: it heads summary.md, so a pull-request comment opens with what changed. */
import type { AuditReport, ChangeItem, ChangeKind } from '../report-data';
import { commitLabel } from '../git';
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

export function changeLine(item: ChangeItem, siteUrl: string): string {
  const link = `[${item.page}](${siteUrl.replace(/\/$/, '')}${item.page.startsWith('/') ? item.page : `/${item.page}`})`;
  return `- ${MARK[item.kind]}: **${esc(item.what)}** on ${link}${item.detail ? `: ${esc(item.detail)}` : ''}`;
}

/** `max`: lines shown before "…and N more" (a PR comment should stay readable). */
export function changesMarkdown(report: AuditReport, max = 30): string[] {
  const cmp = report.comparison;
  if (!cmp) return [];
  const since = `the ${cmp.against.profile} run of ${when(cmp.against.generatedAt)} UTC, ${commitLabel(cmp.against.commit)}`;
  if (!cmp.items.length) return [`Nothing changed since ${since}.`, ''];
  const lines = [`## What changed since ${since}`, ''];
  for (const item of cmp.items.slice(0, max)) lines.push(changeLine(item, report.siteUrl));
  if (cmp.items.length > max) lines.push(`- …and ${cmp.items.length - max} more (report.json, \`comparison.items\`)`);
  lines.push('');
  return lines;
}
