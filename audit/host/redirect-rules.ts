/**
 * Every rule of a build's `_redirects` (Netlify and Cloudflare Pages), as the host applies it:
 * redirects (`301`, `302`, `307`, `308`, Netlify's forcing `301!`), rewrites (`200`: the target's
 * file answers at the address, and a target with no file is a miss) and not-found rules (`404`:
 * the page answers with status 404). A splat (`/blog/*`) matches every path under its prefix;
 * placeholders (`:slug`) are not supported and their rules are skipped.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `/from/*`: the rule matches every path starting with `from` (without the `*`). */
  splat: boolean;
}

export function parseRedirectRules(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => {
      const [from, to, code = '301'] = line.split(/\s+/);
      const status = Number(code.replace(/!$/, ''));
      if (!from?.startsWith('/') || !to || !Number.isInteger(status) || from.includes(':')) return [];
      const splat = from.endsWith('*');
      return [{ from: splat ? from.slice(0, -1) : from, to, status, splat }];
    });
}

/** The first rule matching a path, with its status among `statuses`. */
export function ruleFor(rules: RedirectRule[], pathname: string, statuses: number[]): RedirectRule | undefined {
  return rules.find(
    (r) => statuses.includes(r.status) && (r.splat ? pathname.startsWith(r.from) : pathname === r.from),
  );
}
