/**
 * Checks of the Markdown content registries (content/posts, content/library)
 * beyond what scripts/lib/markdown.ts checks per file as it is imported: the
 * library has exactly 5 listed items with unique ids, every `.md` file is in
 * its registry (else it would silently not be published), related reading points at guides and services that exist,
 * site-internal links in bodies point at pages that exist, images in bodies at files in public/ with
 * an alt text, no body holds an H1 of its own (the
 * page's title is its H1: the audit's headings/one-h1), and no post is dated after today. A file
 * that fails its own validation is reported once, with the file and field.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { duplicateErrors } from '../../model/validate';
import { missingImageError } from './copy-check';

type Load = (file: string) => Promise<Record<string, unknown>>;
interface Doc {
  html: string;
}
interface Registries {
  posts: (Doc & { slug: string; image: string; title: string; date: string; updated?: string })[];
  library: (Doc & { id: number; type: 'faq' | 'blog'; title: string; post?: string })[];
}

async function loadRegistries(load: Load): Promise<{ registries: Registries; errors: string[] }> {
  const errors: string[] = [];
  const attempt = async <T>(file: string, key: string): Promise<T[]> => {
    try {
      return (await load(file))[key] as T[];
    } catch (error) {
      errors.push((error as Error).message);
      return [];
    }
  };
  const posts = await attempt<Registries['posts'][number]>('content/posts/index.ts', 'posts');
  const library = await attempt<Registries['library'][number]>('content/library/index.ts', 'libraryItems');
  return { registries: { posts, library }, errors };
}

function libraryErrors(root: string, items: Registries['library'], loaded: boolean): string[] {
  const folder = 'content/library';
  const files = readdirSync(join(root, folder)).filter((f) => f.endsWith('.md'));
  if (!loaded) return [];
  const errors: string[] = [];
  if (items.length !== 5)
    errors.push(`${folder}/index.ts: libraryItems: needs exactly 5 library items, has ${items.length}`);
  errors.push(
    ...duplicateErrors(
      `${folder}/index.ts`,
      'libraryItems.id',
      items.map((x) => String(x.id)),
    ),
  );
  const listed = new Set(items.map((x) => x.id));
  for (const name of files) {
    if (!listed.has(Number(name.split('-')[0])))
      errors.push(`${folder}/${name}: has a file but is not listed in ${folder}/index.ts`);
  }
  return errors;
}

/**
 * A "blog" item stands for a post: it names the post (`post`) and carries its exact title, so the
 * BLOG badge, the title and the article it opens agree; an FAQ names none (its body may still link posts).
 */
function libraryPostErrors(root: string, items: Registries['library'], posts: Registries['posts']): string[] {
  const files = readdirSync(join(root, 'content/library'));
  const fileOf = (id: number) => `content/library/${files.find((f) => f.startsWith(`${id}-`)) ?? `${id}-….md`}`;
  const slugs = posts.map((p) => p.slug).join(', ');
  return items.flatMap((item) => {
    const file = fileOf(item.id);
    if (item.type === 'faq')
      return item.post
        ? [`${file}: post: only a "blog" item names a post; remove it, or make the item type: "blog"`]
        : [];
    if (!item.post)
      return [
        `${file}: post: a "blog" item stands for a post: name its slug (one of ${slugs}), or make it type: "faq"`,
      ];
    const post = posts.find((p) => p.slug === item.post);
    if (!post) return [`${file}: post: no post "${item.post}" in content/posts (one of ${slugs})`];
    return item.title === post.title
      ? []
      : [`${file}: title: "${item.title}" is not the title of the post it opens; use "${post.title}"`];
  });
}

/** Every post file is in the registry: an unlisted one would silently not be published. */
function unlistedPostErrors(root: string, posts: Registries['posts']): string[] {
  const folder = 'content/posts';
  const listed = new Set(posts.map((p) => p.slug));
  return readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.md') && !listed.has(f.slice(0, -3)))
    .sort()
    .map((f) => {
      const name = f.slice(0, -3).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
      return `${folder}/${f}: is not listed in ${folder}/index.ts, so it would not be published: add \`import ${name} from './${f}';\` and put ${name} in \`posts\` (newest first)`;
    });
}

async function relatedErrors(
  load: Load,
  posts: Registries['posts'],
  guideSlugs: string[],
  serviceSlugs: string[],
): Promise<string[]> {
  const file = 'content/posts/related.ts';
  const { postRelated } = (await load(file)) as {
    postRelated: Record<string, { guides: string[]; services: string[] }>;
  };
  const errors: string[] = [];
  // The example entry in the message takes the guide and the service the post's slug names, if any.
  const example = (slug: string, slugs: string[], suffix = '') =>
    slugs.find((s) => slug.includes(s.slice(0, s.length - suffix.length))) ?? slugs[0];
  for (const { slug } of posts)
    if (!postRelated[slug])
      errors.push(
        `${file}: postRelated: post "${slug}" has no related reading; add \`'${slug}': { guides: ['${example(slug, guideSlugs)}'], services: ['${example(slug, serviceSlugs, '-repair')}'] },\` with the guides (content/maintenance/) and services (content/services/) it leads to`,
      );
  for (const [slug, related] of Object.entries(postRelated)) {
    if (!posts.some((p) => p.slug === slug)) errors.push(`${file}: postRelated.${slug}: no post "${slug}"`);
    related.guides.forEach((g, i) => {
      if (!guideSlugs.includes(g)) errors.push(`${file}: postRelated.${slug}.guides.${i}: no maintenance guide "${g}"`);
    });
    related.services.forEach((s, i) => {
      if (!serviceSlugs.includes(s)) errors.push(`${file}: postRelated.${slug}.services.${i}: no service "${s}"`);
    });
  }
  return errors;
}

interface Body {
  file: string;
  html: string;
  /** The page that shows it (a post's /blog/{slug}, the library's /blog-faq): a relative image path is read from there. */
  page: string;
}

/** Every Markdown body with the file it comes from and the page that shows it. */
function bodies(root: string, { posts, library }: Registries): Body[] {
  const libraryFiles = readdirSync(join(root, 'content/library'));
  return [
    ...posts.map((p) => ({ file: `content/posts/${p.slug}.md`, html: p.html, page: `/blog/${p.slug}` })),
    ...library.map((x) => ({
      file: `content/library/${libraryFiles.find((f) => f.startsWith(`${x.id}-`)) ?? `${x.id}-*.md`}`,
      html: x.html,
      page: '/blog-faq',
    })),
  ];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
/** An attribute of a tag `marked` wrote (always in double quotes), its entities decoded. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1].replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]) ?? '';

/**
 * Every image of a body (`![alt](/images/…)`) has its file and says what it shows: the file is in
 * public/, which the build publishes as is (a relative path is read from the page's address, as a
 * browser reads it), and the alt text is not empty. Without this only the audit saw a missing one,
 * on the built page (links/broken-images), minutes later. An image on another site is not checked.
 */
function imageErrors(root: string, docs: Body[]): string[] {
  return docs.flatMap(({ file, html, page }) =>
    [...html.matchAll(/<img\b[^>]*>/g)].flatMap(([tag]) => {
      const src = attribute(tag, 'src');
      const alt = attribute(tag, 'alt');
      const errors: string[] = [];
      if (!alt.trim())
        errors.push(
          `${file}: body: image "${src}" has no alt text; say what it shows between the brackets: ![What the picture shows](${src})`,
        );
      if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(src)) return errors;
      const path = decodeURI(new URL(src, `https://site.invalid${page}`).pathname);
      const onDisk = join(root, 'public', path);
      if (!existsSync(onDisk) || !statSync(onDisk).isFile())
        errors.push(
          `${file}: body: image "${src}" has no file public${path}${src.startsWith('/') ? '' : ` (a relative path is read from the page, ${page})`}; add the picture under public/images/blog/ and write its path from the site's root: ![…](/images/blog/picture.svg)`,
        );
      return errors;
    }),
  );
}

async function linkErrors(docs: Body[]): Promise<string[]> {
  const { entryFor } = await import('../../core/urls/manifest');
  const errors: string[] = [];
  for (const { file, html } of docs) {
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue;
      if (!entryFor(href.split(/[?#]/)[0]))
        errors.push(`${file}: body: link to "${href}" has no page (see core/urls/manifest.ts)`);
    }
  }
  return errors;
}

/** A `# Heading` in a body is a second H1 beside the page's own (its title), which the audit refuses. */
function headingErrors(docs: Body[]): string[] {
  return docs.flatMap(({ file, html }) =>
    [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map(([, inner]) => {
      const text = inner.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
      return `${file}: body: "# ${text}" is a second H1 (the page’s title is its H1); make it "## ${text}"`;
    }),
  );
}

/**
 * A post dated after today would be listed first as if published, and its structured data would
 * say so too; `updated` before `date` reads as a typo. Today is taken in UTC, which in California
 * is never behind the editor's own date.
 */
function dateErrors(posts: Registries['posts'], today = new Date().toISOString().slice(0, 10)): string[] {
  return posts.flatMap(({ slug, date, updated }) => {
    const file = `content/posts/${slug}.md`;
    const errors: string[] = [];
    if (date > today)
      errors.push(`${file}: date: ${date} is after today (${today}); date a post the day it is published`);
    if (updated && updated > today)
      errors.push(`${file}: updated: ${updated} is after today (${today}); set the day the post was last changed`);
    else if (updated && updated < date)
      errors.push(
        `${file}: updated: ${updated} is before the post’s date ${date}; set the day it was changed, or remove it`,
      );
    return errors;
  });
}

/** All Markdown-registry problems, one line each. */
export async function validateMarkdownContent(
  root: string,
  load: Load,
  refs: { guideSlugs: string[]; serviceSlugs: string[] },
): Promise<string[]> {
  const { registries, errors } = await loadRegistries(load);
  const docs = bodies(root, registries);
  const libraryLoaded = !errors.some((e) => e.includes('content/library'));
  return [
    ...errors,
    ...libraryErrors(root, registries.library, libraryLoaded),
    ...(libraryLoaded ? libraryPostErrors(root, registries.library, registries.posts) : []),
    ...unlistedPostErrors(root, registries.posts),
    ...registries.posts.flatMap((p) => missingImageError(root, `content/posts/${p.slug}.md`, 'image', p.image)),
    ...(await relatedErrors(load, registries.posts, refs.guideSlugs, refs.serviceSlugs)),
    ...(await linkErrors(docs)),
    ...imageErrors(root, docs),
    ...headingErrors(docs),
    ...dateErrors(registries.posts),
  ];
}
