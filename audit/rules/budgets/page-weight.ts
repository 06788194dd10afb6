/**
 * What a page makes a phone download besides its code and styles: images,
 * fonts, video and audio, from the built files as served. JavaScript, CSS and
 * HTML have their own budgets; this one catches the 3 MB photo dropped into a
 * page, which no other rule would notice and a visitor on a data plan pays for.
 *
 * Counted, each file once: every `<img>` and `<picture>` (the candidate a
 * 390 px phone at 2x picks, media.ts), posters, `<video>`/`<audio>` files,
 * `as=image`/`as=font` preloads, url()s in `style` attributes, the
 * `@font-face` fonts of the stylesheets the page loads (inline and linked) and
 * the other url()s of its inline CSS (the critical CSS, which Beasties keeps to
 * rules the page uses). Lazy images below the fold and video waiting for a
 * play still count, as most visitors scroll; the message says how much of the
 * total they are. Not counted: backgrounds in linked stylesheets (which rules
 * apply would take a selector engine), icons, Open Graph images (read by
 * social sites, not visitors) and files on other hosts.
 */
import type { Page, PageRule, Site } from '../../types';
import { builtFile, chosenUrl, cssMedia } from './media';

interface File {
  path: string;
  kb: number;
  deferred: boolean;
}

function localPathOf(site: Pick<Site, 'localPath'>, url: string, base: string): string | null {
  try {
    return site.localPath(new URL(url, base));
  } catch {
    return null;
  }
}

/** Each distinct local file of the page's media with its served KB (a file named twice is downloaded once; eager wins). */
export function pageMedia(page: Page, site: Pick<Site, 'dist' | 'origin' | 'localPath'>): File[] {
  const pageUrl = `${site.origin}${page.path}`;
  const files = new Map<string, File>();
  const add = (url: string | null, base: string, deferred: boolean) => {
    const path = url ? localPathOf(site, url, base) : null;
    const file = path === null ? null : builtFile(site.dist, path);
    if (path === null || !file) return;
    const known = files.get(path);
    if (!known || (known.deferred && !deferred)) files.set(path, { path, kb: file.kb, deferred });
  };
  for (const ref of page.data.media) add(chosenUrl(ref), pageUrl, ref.deferred);
  const inline = cssMedia(page.data.inlineCss, true);
  for (const u of [...inline.fonts, ...inline.backgrounds]) add(u, pageUrl, false);
  for (const href of new Set(page.data.stylesheets)) {
    const path = localPathOf(site, href, pageUrl);
    const css = path === null ? null : builtFile(site.dist, path)?.css;
    // A stylesheet's url()s are relative to the stylesheet, not to the page.
    if (css) for (const u of cssMedia(css, false).fonts) add(u, `${site.origin}${path}`, false);
  }
  return [...files.values()].sort((a, b) => b.kb - a.kb || a.path.localeCompare(b.path));
}

const kb = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;

const rule: PageRule = {
  id: 'budgets/page-weight',
  family: 'budgets',
  severity: 'error',
  scope: 'page',
  title:
    'The images, fonts, video and audio a page makes a phone download stay within budget, so a visitor on a slow network or a data plan is not sent a heavy page.',
  fix: 'Resize and compress the largest files (WebP or AVIF, a srcset with a phone-sized candidate), or start video only on play; raise maxMediaKb in the audit configuration only in review.',
  docs: 'https://web.dev/articles/performance-budgets-101',
  check({ page, site, config }) {
    const max = config.templates[page.expected.template]?.maxMediaKb ?? config.options.maxMediaKb;
    const files = pageMedia(page, site);
    const total = files.reduce((sum, f) => sum + f.kb, 0);
    if (total <= max) return [];
    const deferred = files.filter((f) => f.deferred).reduce((sum, f) => sum + f.kb, 0);
    const largest = files
      .slice(0, 3)
      .map((f) => `${f.path} ${kb(f.kb)}${f.deferred ? ' (lazy)' : ''}`)
      .join(', ');
    const lazy = deferred
      ? `, ${kb(deferred)} of it only once scrolled to or played (counted: most visitors scroll)`
      : '';
    return [
      {
        message: `Loads ${kb(total)} of images, fonts and media in ${files.length} file${files.length === 1 ? '' : 's'}${lazy}; the budget of the ${page.expected.template} template is ${kb(max)}. Largest files: ${largest}.`,
        over: total / max,
      },
    ];
  },
};
export default rule;
