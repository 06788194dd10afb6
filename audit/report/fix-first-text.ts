/**
 * "Fix these first" in words, one wording for index.html and summary.md: a marketer reading the
 * pull-request comment and the report sees the same items said the same way. Each item: its
 * severity and title, "new" / "within noise", which tools saw it, how many pages with examples,
 * one example of what is wrong, what else it costs, and the fix.
 */
import type { Finding } from '../report-data';
import { CATEGORY_NAMES } from '../browser/findings';
import { CATEGORIES } from '../config';
import { esc } from './escape';
import { isScoreRule, type FixItem } from './fix-first';

/** Who saw a finding, by rule family; any other family is one of the audit's own rules. */
const TOOLS: Record<string, string> = {
  axe: 'axe',
  lighthouse: 'Lighthouse',
  a11y: 'the browser checks',
  browser: 'the browser checks',
  offline: 'the browser checks',
};
const OWN = "the audit's own rules";
const TOOL_ORDER = [OWN, 'axe', 'Lighthouse', 'the browser checks'];
const EXAMPLES = 3;

export interface FixWords {
  severity: string;
  title: string;
  /** "new" (since the baseline), "within noise" (missed only on a busy machine or in a single run). */
  marks: string[];
  /** "Found by axe and Lighthouse on 3 pages:" */
  seenBy: string;
  /** Up to three pages, shown as code. */
  pages: string[];
  /** One finding's message, with its page. */
  example: string;
  /** What else it costs (a Lighthouse score, a slow LCP), or why it may not be real; empty when nothing. */
  also: string[];
  fix: string;
}

const list = (words: string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
const where = (pages: string[]) => (pages.length === 1 ? pages[0] : `${pages.length} pages`);

/** Shortens at a word boundary, never inside a word; a text with no space to cut at stays whole. */
export function shorten(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const at = flat.lastIndexOf(' ', max);
  return at > 0 ? `${flat.slice(0, at).replace(/[\s,;:(–-]+$/, '')}…` : flat;
}

const RANK: Record<string, number> = { error: 0, warning: 1, info: 2 };
/** The finding to quote: a real one before one within noise, then the most severe, then the furthest over its limit. */
const worst = (findings: Finding[]) =>
  [...findings].sort(
    (a, b) =>
      Number(!!a.withinNoise) - Number(!!b.withinNoise) ||
      RANK[a.severity] - RANK[b.severity] ||
      (b.over ?? 1) - (a.over ?? 1),
  )[0];

export function fixWords(item: FixItem): FixWords {
  const tools = new Set(
    [...item.findings, ...item.consequences.filter((f) => !isScoreRule(f.ruleId))].map((f) => TOOLS[f.family] ?? OWN),
  );
  const seen = TOOL_ORDER.filter((t) => tools.has(t));
  const n = item.pages.length;
  const also: string[] = [];
  const scores = CATEGORIES.map((c) => ({
    c,
    pages: [...new Set(item.consequences.filter((f) => f.ruleId === `lighthouse/${c}`).map((f) => f.page))],
  })).filter((s) => s.pages.length);
  if (scores.length)
    also.push(
      `Also costs ${list(scores.map((s) => `the Lighthouse ${CATEGORY_NAMES[s.c]} score on ${where(s.pages)}`))}.`,
    );
  const metric = worst(item.consequences.filter((f) => f.ruleId === 'lighthouse/lcp'));
  if (metric) also.push(`Likely why ${shorten(metric.message.replace(/\.$/, ''), 120)} on ${metric.page}.`);
  if (item.withinNoise)
    also.push(
      // Three causes share the flag (a vital within the page's own CPU time, an app cost from one pair of runs, a
      // miss its second measurement did not resolve): the finding quoted above says which, so this line claims only what all are.
      "Within the machine's noise, or not resolved on this machine (the finding above says why): measure again, on a quieter machine, before acting.",
    );
  const top = worst(item.findings);
  return {
    severity: item.severity,
    title: shorten(item.title, 200),
    marks: [...(item.isNew ? ['new'] : []), ...(item.withinNoise ? ['within noise'] : [])],
    seenBy: `Found by ${list(seen)} on ${n} page${n === 1 ? '' : 's'}${n > EXAMPLES ? ', e.g.' : ':'}`,
    pages: item.pages.slice(0, EXAMPLES),
    example: `On ${top.page}: ${shorten(top.message)}`,
    also,
    fix: item.fix ? `How to fix: ${item.fix}` : '',
  };
}

/** Notes within the machine's noise, apart: a person acts on the findings above them, and measures these again first. */
export const NOISE_HEADING = 'Notes within noise (no action)';
const split = (items: FixItem[]) => [items.filter((i) => !i.withinNoise), items.filter((i) => i.withinNoise)];

/** index.html's "Fix these first": the ordered list, then the notes within noise under their own heading. */
export function fixFirstHtml(items: FixItem[]): string {
  const [act, noise] = split(items);
  const li = (i: FixItem) => {
    const w = fixWords(i);
    const lines = [w.example, ...w.also, w.fix].filter(Boolean).map(esc);
    return `<li data-cause="${esc(i.cause)}"><span class="sev ${w.severity}">${w.severity}</span> <strong>${esc(w.title)}</strong>${w.marks.map((m) => ` <span class="sev mark">${m}</span>`).join('')}<br><span class="muted">${esc(w.seenBy)} ${w.pages.map((p) => `<code>${esc(p)}</code>`).join(', ')}</span><br>${lines.join('<br>')}</li>`;
  };
  const first = act.length
    ? `<ol class="fixes">${act.map(li).join('')}</ol>`
    : '<p>Nothing to fix: every page meets every threshold.</p>';
  return noise.length
    ? `${first}<h3 class="noise-notes">${NOISE_HEADING}</h3><ul class="fixes noise">${noise.map(li).join('')}</ul>`
    : first;
}

const ICON: Record<string, string> = { error: '❌', warning: '⚠️', info: 'ℹ️' };
/** Markdown's own punctuation escaped, so `<title>` in a fix is shown, not swallowed as HTML. */
const md = (s: string) => s.replace(/([\\`*_[\]<>|])/g, '\\$1');

/** summary.md's "Fix these first": the same items and words as the HTML report; nothing when there is nothing to fix or note. */
export function fixFirstMarkdown(items: FixItem[]): string[] {
  if (!items.length) return [];
  const [act, noise] = split(items);
  const item = (i: FixItem, bullet: string) => {
    const w = fixWords(i);
    const rest = [
      `${md(w.seenBy)} ${w.pages.map((p) => `\`${p}\``).join(', ')}`,
      ...[w.example, ...w.also, w.fix].filter(Boolean).map(md),
    ];
    return [
      `${bullet} ${ICON[w.severity]} ${w.severity}: **${md(w.title)}**${w.marks.map((m) => ` · ${m}`).join('')}  `,
      rest.map((l) => `   ${l}`).join('  \n'),
    ];
  };
  const lines = ['## Fix these first', ''];
  if (act.length) act.forEach((i, n) => lines.push(...item(i, `${n + 1}.`)));
  else lines.push('Nothing to fix: every page meets every threshold.');
  if (noise.length) {
    lines.push('', `### ${NOISE_HEADING}`, '');
    noise.forEach((i) => lines.push(...item(i, '-')));
  }
  lines.push('');
  return lines;
}
