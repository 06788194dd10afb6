/**
 * The redirect rules of a build's host files, read by Netlify's own parser (@netlify/redirect-parser):
 * `_redirects` (Netlify and Cloudflare Pages: redirects `301`, `302`, `307`, `308` and Netlify's
 * forcing `301!`, rewrites `200`, not-found rules `404`) and the `[[redirects]]` tables of a
 * netlify.toml. The CDN host (cdn-host.ts), the build's permanent redirects (cdn-redirects.ts) and
 * the `redirects/*` rules all read them here, so they cannot disagree on what a line means. A line
 * the parser cannot read is left out and named in `errors`, never a crash.
 */
import { parseAllRedirects } from '@netlify/redirect-parser';

export interface RedirectRule {
  /** As written: a path, or `/blog/*` for a splat. */
  from: string;
  to: string;
  /** As written; absent when the rule names none (Netlify then answers 301, Cloudflare Pages 302). */
  status?: number;
  /** Netlify's `301!`: the redirect applies even where a file exists. */
  force: boolean;
  /** `/from/*`: the rule matches every path starting with `from` (without the `*`). */
  splat: boolean;
  /**
   * A path with no `:placeholder`, query, condition or signature, on no other host: a rule the CDN
   * host here applies and the redirect checks follow. The others are only read for their dialect.
   */
  plain: boolean;
}

export interface RedirectRules {
  rules: RedirectRule[];
  /** What the parser could not read, one line each (the file and line it names). */
  errors: string[];
}

/** What Netlify's parser gives a rule (its `lib/normalize.js`). */
interface ParsedRule {
  from: string;
  to: string;
  status?: number;
  force: boolean;
  host?: string;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
}

const isEmpty = (o: object | undefined) => !o || Object.keys(o).length === 0;

const plain = (r: ParsedRule) =>
  r.from.startsWith('/') &&
  !r.host &&
  !r.from.includes(':') &&
  isEmpty(r.query) &&
  isEmpty(r.conditions) &&
  r.signed === undefined;

const oneLine = (error: Error) => error.message.replace(/\s*\n\s*/g, ' ').trim();

/** The rules of one `_redirects` file, one netlify.toml, or both (`_redirects` first, as Netlify applies them). */
export async function readRedirectRules(files: {
  redirectsFile?: string;
  netlifyConfigPath?: string;
}): Promise<RedirectRules> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: files.redirectsFile ? [files.redirectsFile] : [],
    netlifyConfigPath: files.netlifyConfigPath,
    configRedirects: [],
    minimal: false,
  });
  const rules = (redirects as ParsedRule[]).map((r) => ({
    from: r.from,
    to: r.to,
    ...(r.status === undefined ? {} : { status: r.status }),
    force: r.force,
    splat: r.from.endsWith('*'),
    plain: plain(r),
  }));
  return { rules, errors: (errors as Error[]).map(oneLine) };
}

/** The status a host answers a rule with: the one written, else Netlify's default, 301. */
export const statusOf = (rule: RedirectRule) => rule.status ?? 301;

/** The first plain rule matching a path, with its status among `statuses`. */
export function ruleFor(rules: RedirectRule[], pathname: string, statuses: number[]): RedirectRule | undefined {
  return rules.find(
    (r) =>
      r.plain &&
      statuses.includes(statusOf(r)) &&
      (r.splat ? pathname.startsWith(r.from.slice(0, -1)) : pathname === r.from),
  );
}
