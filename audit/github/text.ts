/**
 * The words a team reads about a run outside the terminal: the pull-request comment, the check's
 * summary and the job summary are one text (so all three say the same), the check's annotations one
 * per failing page and rule, and the chat digest a few lines of it.
 */
import { crawlCounts } from '../crawl-compare';
import type { AuditReport, Finding } from '../report-data';
import { changeMark, changesMarkdown } from '../report/changes-md';
import { commitLabel } from '../git';

/** Hidden in the comment, so the next push finds and updates it instead of adding another. */
export const COMMENT_MARKER = '<!-- seo-audit: pull-request comment -->';

export interface ReportLinks {
  /** The report artifact (index.html opens offline, report.json, summary.md). */
  report?: string;
  /** The CI run. */
  run?: string;
}

const number = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${number(n)} ${word}${n === 1 ? '' : 's'}`;

/** "passed", "failed: 3 errors, 1 threshold missed" or "could not run". */
export function verdict(report: AuditReport): { ok: boolean; words: string } {
  if (report.toolErrors.length)
    return { ok: false, words: `could not run: ${plural(report.toolErrors.length, 'rule')} crashed` };
  if (report.summary.passed) return { ok: true, words: 'passed' };
  const missed = report.thresholds.filter((t) => !t.ok);
  return {
    ok: false,
    words: `failed: ${plural(report.summary.errors, 'error')}, ${plural(report.summary.warnings, 'warning')}, ${plural(missed.length, 'threshold')} missed`,
  };
}

/** The one text of the comment, the check and the job summary (Markdown), within GitHub's 65,536 characters. */
export function runMarkdown(report: AuditReport, links: ReportLinks, baseBranch?: string): string {
  const v = verdict(report);
  const lines = [
    `## ${v.ok ? '✅' : '❌'} SEO audit ${v.words}`,
    '',
    `${plural(report.summary.pages, 'page')}, ${plural(report.summary.rules, 'rule')}, ${plural(report.summary.checks, 'check')}` +
      `${report.browser ? ` · profile ${report.browser.profile}` : ' · SEO rules only'}` +
      `${report.commit ? ` · ${commitLabel(report.commit)}` : ''}` +
      `${report.shards ? ` · ${report.shards.length} shards` : ''}`,
    '',
  ];
  const missed = report.thresholds.filter((t) => !t.ok);
  if (missed.length) {
    lines.push('**Thresholds missed**', '');
    for (const t of missed) lines.push(`- ${t.name}: ${number(t.actual)} (limit ${number(t.limit)})`);
    lines.push('');
  }
  if (report.comparison) lines.push(...changesMarkdown(report, 15));
  else
    lines.push(
      `No run of ${baseBranch ? `\`${baseBranch}\`` : 'the base branch'} to compare with yet: its next run records one.`,
      '',
    );
  const linkWords = [
    links.report &&
      `[the full report](${links.report}) (download it and open \`index.html\`: it works offline; \`summary.md\` lists every finding)`,
    links.run && `[this run](${links.run})`,
  ].filter(Boolean);
  if (linkWords.length) lines.push(`**Read more**: ${linkWords.join(' · ')}`, '');
  const text = lines.join('\n');
  return text.length > 60_000
    ? `${text.slice(0, 60_000)}\n\n…(cut at 60,000 characters: the full report has it all)\n`
    : text;
}

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning';
  title: string;
  message: string;
}

/**
 * One annotation per failing page and rule (errors and warnings; information and figures within the
 * machine's noise never fail a run). A page is no file of the repository, so each is attached to
 * `path` (the audit configuration, where thresholds are changed in review) and names its page.
 */
export function annotations(report: AuditReport, path: string): Annotation[] {
  const groups = new Map<string, Finding[]>();
  for (const f of report.findings) {
    if (f.severity === 'info' || f.withinNoise) continue;
    const key = `${f.page}\u0000${f.ruleId}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].map((list) => {
    const [first] = list;
    const error = list.some((f) => f.severity === 'error');
    return {
      path,
      start_line: 1,
      end_line: 1,
      annotation_level: error ? 'failure' : 'warning',
      title: `${first.ruleId} on ${first.page}`.slice(0, 255),
      message: list
        .map((f) => f.message)
        .join('\n')
        .slice(0, 60_000),
    };
  });
}

/** The chat digest: the verdict and the top changes, in Slack's mrkdwn (which Mattermost, Rocket.Chat and Discord's Slack endpoint read too). */
export function digestText(report: AuditReport, links: ReportLinks, top = 5): string {
  const v = verdict(report);
  const head = `${v.ok ? ':white_check_mark:' : ':x:'} *SEO audit ${v.words}*${report.commit ? ` on ${commitLabel(report.commit)}` : ''} · ${plural(report.summary.pages, 'page')}`;
  const items = report.comparison?.items ?? [];
  const changes = items
    .slice(0, top)
    .map((i) => `• ${changeMark(i.kind)}: ${i.what} on ${i.page}${i.detail ? `: ${i.detail}` : ''}`);
  const more = items.length > top ? [`…and ${items.length - top} more`] : [];
  const pages = crawlCounts(report.comparison?.crawl);
  const crawl = pages ? [`${pages[0].toUpperCase()}${pages.slice(1)}.`] : [];
  const none = report.comparison && !items.length && !pages ? ['Nothing changed since the previous run.'] : [];
  const link = links.report ? [`<${links.report}|Full report>${links.run ? ` · <${links.run}|run>` : ''}`] : [];
  return [head, ...(changes.length ? ['Top changes:', ...changes, ...more] : none), ...crawl, ...link].join('\n');
}
