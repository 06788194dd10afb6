/** summary.md: for a pull-request comment. What changed, what to fix first (fix-first.ts), totals, then failures first, grouped by page, each with its fix hint. */
import { fieldMarkdown } from '../field/html';
import { interactionsMarkdown } from './interactions';
import type { AuditReport, Finding } from '../report-data';
import { CATEGORIES } from '../config';
import { CATEGORY_NAMES } from '../browser/findings';
import { changeSummary, changesMarkdown } from './changes-md';
import { changedWords, noiseWords } from './timing-notes';
import { coverage, coverageWords } from './coverage';
import { commitLabel } from '../git';
import { topFixes } from './fix-first';
import { fixFirstMarkdown } from './fix-first-text';

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;
/** A rule's title as a bold lead-in: whole, without the closing full stop the colon after it replaces. */
const ruleName = (title: string) => title.replace(/\.$/, '');
const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownReport(report: AuditReport): string {
  const { summary } = report;
  const rules = new Map(report.rules.map((r) => [r.id, r]));
  const lines = [
    `# SEO audit: ${summary.passed ? 'passed ✅' : 'failed ❌'}`,
    '',
    // The verdict, then what moved since the run compared with, before any detail: a passing run reads as passing.
    ...[changeSummary(report)].filter((l): l is string => l !== null).flatMap((l) => [l, '']),
    `${summary.pages} pages, ${summary.rules} rules, ${summary.checks} checks in ${(report.durationMs.total / 1000).toFixed(1)} s on ${report.siteUrl}${report.commit ? `, commit ${commitLabel(report.commit)}` : ''}.`,
    '',
    ...changesMarkdown(report),
    ...fixFirstMarkdown(topFixes(report)),
    '| | count |',
    '|---|---:|',
    `| errors | ${summary.errors} |`,
    `| warnings | ${summary.warnings} |`,
    `| information | ${summary.infos} |`,
    `| tool errors | ${summary.toolErrors} |`,
    '',
    '| threshold | limit | actual | |',
    '|---|---:|---:|---|',
    ...report.thresholds.map((t) => `| ${t.name} | ${t.limit} | ${t.actual} | ${t.ok ? '✅' : '❌'} |`),
    '',
  ];
  lines.push(...browserSection(report));
  lines.push(...interactionsMarkdown(report));
  lines.push(...fieldMarkdown(report.field));
  if (report.toolErrors.length) {
    lines.push('## Tool errors (the audit itself failed; results are incomplete)', '');
    for (const e of report.toolErrors)
      lines.push(`- \`${e.ruleId}\`${e.page ? ` on \`${e.page}\`` : ''}: ${esc(e.message.split('\n')[0])}`);
    lines.push('');
  }
  for (const severity of ['error', 'warning', 'info'] as const) {
    const list = report.findings.filter((f) => f.severity === severity);
    if (!list.length) continue;
    lines.push(
      `## ${ICON[severity]} ${severity === 'error' ? 'Errors' : severity === 'warning' ? 'Warnings' : 'Information'} (${list.length})`,
      '',
    );
    const byPage = new Map<string, Finding[]>();
    for (const f of list) byPage.set(f.page, [...(byPage.get(f.page) ?? []), f]);
    const capped = severity === 'error' ? [...byPage] : [...byPage].slice(0, 50);
    for (const [page, findings] of capped) {
      lines.push(`### \`${page}\``, '');
      for (const f of findings)
        lines.push(
          `- **${esc(ruleName(rules.get(f.ruleId)?.title ?? f.ruleId))}** \`${f.ruleId}\`: ${esc(f.message)}  \n  _Fix:_ ${esc(rules.get(f.ruleId)?.fix ?? '')}`,
        );
      lines.push('');
    }
    if (capped.length < byPage.size)
      lines.push(`_…and ${byPage.size - capped.length} more pages; see report.json._`, '');
  }
  if (!report.findings.length && !report.toolErrors.length) lines.push('No findings. 🎉', '');
  lines.push('<details><summary>Rules</summary>', '', '| rule | severity | what it checks |', '|---|---|---|');
  for (const r of report.rules)
    lines.push(
      `| \`${r.id}\` | ${r.notApplicable ? (r.notApplicable.startsWith('Not applicable') ? 'not applicable' : 'not checked') : r.severity} | ${esc(r.notApplicable ? `${r.title} ${r.notApplicable}` : r.title)} |`,
    );
  lines.push('', '</details>', '');
  return lines.join('\n');
}

const pts = (n: number | null | undefined) => (typeof n === 'number' ? String(Math.round(n * 100)) : '–');
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Lighthouse per template and the changes since the baseline. */
function browserSection(report: AuditReport): string[] {
  const lines: string[] = [];
  const lh = report.browser?.lighthouse ?? [];
  if (lh.length) {
    lines.push(
      `## Lighthouse (profile ${report.browser!.profile})`,
      '',
      '| template | page | form factor | Perf | A11y | BP | SEO | LCP | TBT | CLS |',
      '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const p of lh.filter((l) => l.representative)) {
      const m = p.metrics;
      lines.push(
        `| ${p.template} | \`${p.path}\` | ${p.formFactor} | ${p.state === 'measured' ? CATEGORIES.map((c) => `${pts(p.scores[c])}${c === 'performance' && p.clock ? ' ⁱ' : ''}`).join(' | ') : `${p.state} | | |`} | ${m ? `${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)}` : ' | | '} |`,
      );
    }
    const timing = [noiseWords(report), changedWords(report)].filter(Boolean);
    if (timing.length) lines.push('', ...timing.map((t) => `${t!.includes('judged again') ? 'ⁱ ' : ''}${t}`));
    const sampling = report.browser!.sampling;
    if (sampling) {
      const cut = Object.entries(sampling.templates).filter(([, t]) => t.measured.length < t.pages);
      if (cut.length)
        lines.push(
          '',
          `${sampling.reason} Sampled: ${cut.map(([name, t]) => `${name} ${t.measured.length} of ${t.pages} (${t.measured.map((p) => `\`${p}\``).join(', ')})`).join('; ')}.`,
        );
    }
    // Every page measured, not only the table's one per template, and how many of the pages answering 200 that is.
    const covered = coverage(report);
    const scored = CATEGORIES.filter((c) => covered[c].lowest);
    if (scored.length)
      lines.push(
        '',
        `Mobile scores over the pages measured: ${scored.map((c) => `${CATEGORY_NAMES[c]} ${pts(covered[c].lowest!.scores[c])} (${coverageWords(covered[c], (p) => `\`${p}\``)})`).join(', ')}.`,
      );
    lines.push('');
  }
  const cmp = report.comparison;
  // Only categories whose mean moved: a table of zeros says nothing (the change list above says the rest).
  const moved = cmp?.categories.filter((c) => c.points !== 0) ?? [];
  if (cmp && moved.length) {
    lines.push(
      '## Mean scores since the baseline',
      '',
      '| category | form factor | before | now | change |',
      '|---|---|---:|---:|---:|',
    );
    for (const c of moved)
      lines.push(
        `| ${CATEGORY_NAMES[c.category]} | ${c.formFactor} | ${pts(c.before)} | ${pts(c.after)} | ${signed(c.points)} |`,
      );
    lines.push('');
  }
  return lines;
}
