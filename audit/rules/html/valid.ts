import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { Issue, PageRule } from '../../types';
import { shorten } from '../../shorten';

/**
 * HTML validity: html-validate's "standard" preset (the HTML standard's
 * content models, attributes and nesting; no style rules) with the project's
 * rule for what its element metadata cannot say (config.mjs: a <dl> holds
 * bare <dt>/<dd> groups or <div>-wrapped ones, never both), plus one check
 * html-validate leaves out: URLs in attributes must be valid URL strings, so
 * no raw whitespace (the W3C validator's "illegal character" error, which a
 * data: URI with spaces used to trigger on every page). Pure JavaScript: no
 * Java, no network, so it runs on every page of every build; the W3C Nu
 * validator itself runs over the build in tests/dist/nu-validator.full.test.ts.
 */
interface Message {
  line: number;
  column: number;
  message: string;
  ruleId: string;
}
/**
 * Worker threads (validate-worker.mjs) pooled by tinypool, started on first use; idle threads are
 * unref'd by the pool, so they never hold the process open.
 */
let pool: Tinypool | null = null;
function validate(html: string, name: string): Promise<Message[]> {
  const threads = Math.max(1, Math.min(4, availableParallelism()));
  pool ??= new Tinypool({
    filename: new URL('./validate-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    execArgv: [],
  });
  return pool.run({ html, name }) as Promise<Message[]>;
}

/** Attributes holding exactly one URL (srcset holds several, separated by spaces). */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'manifest'];
const URL_ATTR = new RegExp(`\\s(${URL_ATTRIBUTES.join('|')})\\s*=\\s*("([^"]*)"|'([^']*)')`, 'gi');

export function urlSyntaxIssues(html: string): Issue[] {
  const issues: Issue[] = [];
  const body = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (m) => m.replace(/<\/?(script|style)\b[^>]*>/gi, ''))
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(URL_ATTR)) {
    const value = (m[3] ?? m[4]).trim();
    const bad = /\s/.exec(value) ?? ([...value].some((c) => c.charCodeAt(0) < 0x20) ? ['\u0000'] : null);
    if (bad)
      issues.push({
        message: `${m[1]}="${shorten(value, 60)}" is not a valid URL: ${bad[0] === ' ' ? 'a space' : 'a control or whitespace character'} must be percent-encoded (%20).`,
      });
  }
  return issues;
}

const rule: PageRule = {
  id: 'html/valid',
  family: 'html',
  severity: 'error',
  scope: 'page',
  title:
    'Every page is valid HTML (elements, attributes, nesting, URLs), so every browser and crawler reads it the same way.',
  fix: 'Fix the markup the message names; percent-encode spaces in URLs, including data: URIs.',
  docs: 'https://html-validate.org/rules/',
  appliesTo: (page) => page.contentType.includes('html'),
  async check({ page }) {
    const issues: Issue[] = (await validate(page.body, page.path)).map((m) => ({
      message: `Line ${m.line}:${m.column} ${m.message} (${m.ruleId}).`,
    }));
    return [...issues, ...urlSyntaxIssues(page.body)];
  },
};
export default rule;
