/**
 * Every indexable page's text as content/ gives it, for the checks that the audit would
 * otherwise make minutes later on the built pages (scripts/lib/page-text-check.ts): the page's
 * template (the audit's name for it, core/urls/manifest.ts), its title and description, and its
 * own copy. Only text an editor writes is here; what the components add (headings, buttons,
 * lists of other pages) is not, which docs/editing-content.md "What npm run validate checks" says.
 */
import { folderFiles, type Load } from './content-shapes';
import { NOT_COPY } from './copy-check';
import { templateDeclarations } from '../../core/urls/templates';

export interface PageText {
  file: string;
  template: string;
  /** The fields as an editor finds them: `meta.title`, a post's `title`, `pages.about.title`. */
  titleField: string;
  descriptionField: string;
  title: string;
  description: string;
  /** The page's own copy (a post's body; every string of a page's file but its title, description and data); empty for a one-off page. */
  copy: string;
  copyField: 'body' | 'copy';
}

/** Fields the page does not show as prose: slugs and references, icons, the sources of a city's facts, a service's /services card. */
const DATA = new Set([
  ...NOT_COPY,
  'icon',
  'service',
  'repairService',
  'related',
  'alsoRelated',
  'sources',
  'trackingKey',
  // A service's card is shown on /services, not on its own page.
  'card',
]);

/** Every string of `data` but those under DATA or `skip` (top-level keys); the meta's title and description are not copy. */
export function copyText(data: unknown, skip: readonly string[] = []): string {
  const walk = (value: unknown, path: string[]): string[] => {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap((v) => walk(v, path));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, v]) => {
      const at = [...path, key];
      const meta = at.length === 2 && at[0] === 'meta' && key !== 'h1';
      return DATA.has(key) || meta || (path.length === 0 && skip.includes(key)) ? [] : walk(v, at);
    });
  };
  return walk(data, []).join('\n');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** A rendered Markdown body as its words: tags dropped, the few entities `marked` writes decoded. */
const htmlText = (html: string) =>
  html.replace(/<[^>]+>/g, ' ').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The templates whose pages are each a file of one folder (cities, services, guides, brand pages): their declarations' `copy`. */
const withCopy = templateDeclarations.flatMap(({ name, copy }) => (copy ? [{ template: name, ...copy }] : []));

/**
 * The copy a template adds from content/ to every page of it (its headings and shared lines,
 * `{city}` and `{brand}` left as written), without the parts only another page shows (each
 * declaration's `copy.shared.skip`: the alias pages' FAQs, the sections of the hand-built city pages).
 */
export async function templateCopy(load: Load): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const { template, shared } of withCopy)
    if (shared) out[template] = copyText((await load(shared.file))[shared.name], shared.skip);
  return out;
}

/** Every indexable page of the content in `root`, in the order of its folders. */
export async function contentPages(root: string, load: Load): Promise<PageText[]> {
  const pages: PageText[] = [];
  for (const { folder, template } of withCopy)
    for (const name of folderFiles(root, folder)) {
      const file = `${folder}/${name}`;
      const data = (await load(file)).default as { meta: { title: string; description: string } };
      const { title, description } = data.meta;
      const fields = { titleField: 'meta.title', descriptionField: 'meta.description' };
      pages.push({ file, template, ...fields, title, description, copy: copyText(data), copyField: 'copy' });
    }
  const { posts } = (await load('content/posts/index.ts')) as {
    posts: { slug: string; title: string; description: string; html: string }[];
  };
  for (const p of posts)
    pages.push({
      file: `content/posts/${p.slug}.md`,
      template: 'blog-post',
      titleField: 'title',
      descriptionField: 'description',
      title: p.title,
      description: p.description,
      copy: htmlText(p.html),
      copyField: 'body',
    });
  // The one-off pages (content/pages.ts) that the manifest publishes as indexable; their copy lives elsewhere.
  const { manifest } = await import('../../core/urls/manifest');
  const { pages: oneOff } = (await load('content/pages.ts')) as {
    pages: Record<string, { title: string; description: string }>;
  };
  for (const [key, meta] of Object.entries(oneOff)) {
    const entry = manifest.find((e) => e.key === key && e.indexable);
    if (!entry) continue;
    pages.push({
      file: 'content/pages.ts',
      template: entry.template,
      titleField: `pages.${key}.title`,
      descriptionField: `pages.${key}.description`,
      title: meta.title,
      description: meta.description,
      copy: '',
      copyField: 'copy',
    });
  }
  return pages;
}
