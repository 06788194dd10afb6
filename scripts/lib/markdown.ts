/**
 * Build-time Markdown for every `.md` file in content/: parses the front
 * matter, validates it with the schema of the file's folder (posts →
 * postSchema, library → libraryFrontMatterSchema), rejects raw HTML and
 * unknown fact tokens, renders the body with `marked`, and emits a JS module
 * `{ ...frontMatter, html, wordCount }`. Every error names the file and the
 * field (or line). Used by the Vite plugin below and by the Node loader
 * (scripts/lib/md-loader.mjs), so scripts see the same documents as the
 * build and the browser never ships a Markdown parser.
 */
import { basename, dirname } from 'node:path';
import matter from 'gray-matter';
import { Lexer, marked, type Token } from 'marked';
import type { Plugin } from 'vite';
import type { z } from 'zod';
import { libraryFrontMatterSchema, postSchema } from '../../model/schemas.ts';
import { invalidFile, parseOptions } from '@bay-appliance/common/issue-text';
import { tokenErrors } from '../../model/validate.ts';
import { unknownTokens } from '../../model/facts-tokens.ts';
import { restatementErrors } from './fact-checks/index.ts';
import { straightQuoteErrors } from './copy-check.ts';

interface Collection {
  /** What one document of the folder is called in error messages. */
  kind: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** How the file must be named, given its validated front matter; null when it is fine. */
  fileNameError: (name: string, data: Record<string, unknown>) => string | null;
}

/** Markdown collections by folder name (the folder directly holding the file). */
export const collections: Record<string, Collection> = {
  posts: {
    kind: 'post',
    schema: postSchema,
    fileNameError: (name, data) => (name === data.slug ? null : `slug: must equal the file name "${name}"`),
  },
  library: {
    kind: 'library item',
    schema: libraryFrontMatterSchema,
    fileNameError: (name, data) =>
      /^\d+-[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && name.startsWith(`${String(data.id)}-`)
        ? null
        : `id: the file name must be "{id}-{slug}.md" starting with "${String(data.id)}-"`,
  },
};

/** YAML turns unquoted dates into Date objects; the schemas want YYYY-MM-DD strings. */
function normaliseFrontMatter(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
  );
}

/** Raw HTML (block or inline, comments included) anywhere in the token tree. */
function findRawHtml(tokens: Token[]): Token[] {
  const found: Token[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'html') found.push(token);
  });
  return found;
}

function lineOf(source: string, body: string, snippet: string): number {
  const bodyStart = source.length - body.length;
  const at = source.indexOf(snippet, bodyStart);
  return source.slice(0, at < 0 ? bodyStart : at).split('\n').length;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

/** "Is it worth repairing?" → "is-it-worth-repairing". */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/&[a-z]+;|&#\d+;/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/**
 * Gives each H2 of a post an id and lists them, for the post's contents box
 * (src/templates/BlogPostPage.tsx). Safe on this HTML: posts carry no raw HTML.
 */
export function withHeadingIds(html: string): { html: string; headings: { id: string; text: string }[] } {
  const headings: { id: string; text: string }[] = [];
  const out = html.replace(/<h2>(.*?)<\/h2>/g, (_, inner: string) => {
    let id = headingId(inner);
    while (headings.some((h) => h.id === id)) id = `${id}-${headings.length + 1}`;
    headings.push({ id, text: decodeEntities(inner.replace(/<[^>]+>/g, '')) });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, headings };
}

/** Counts words of prose (tokens with a letter or digit). */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

/**
 * Validates and renders one Markdown document. `file` is the path shown in
 * errors; its folder name picks the collection.
 */
export function renderMarkdownDocument(
  source: string,
  file: string,
): Record<string, unknown> & { html: string; wordCount: number } {
  const folder = basename(dirname(file));
  const collection = collections[folder];
  if (!collection) {
    throw new Error(
      `${file}: no Markdown collection for folder "${folder}" (known: ${Object.keys(collections).join(', ')})`,
    );
  }
  const { data, content } = matter(source);
  const parsed = normaliseFrontMatter(data);
  const result = collection.schema.safeParse(parsed, parseOptions);
  if (!result.success) throw new Error(invalidFile('content', file, result.error.issues, parsed));
  const frontMatter = result.data;

  const errors: string[] = [];
  const nameError = collection.fileNameError(basename(file, '.md'), frontMatter);
  if (nameError) errors.push(`${file}: ${nameError}`);
  errors.push(...tokenErrors(file, frontMatter));
  for (const token of unknownTokens(content))
    errors.push(`${file}: body: unknown fact token {${token}} (see content/TOKENS.md)`);
  errors.push(...restatementErrors(file, frontMatter), ...restatementErrors(file, content, ['body']));
  errors.push(...straightQuoteErrors(file, frontMatter), ...straightQuoteErrors(file, content, ['body']));

  const tokens = new Lexer({ gfm: true }).lex(content);
  for (const html of findRawHtml(tokens)) {
    const snippet = html.raw.trim().split('\n')[0].slice(0, 60);
    errors.push(
      `${file}: body (line ${lineOf(source, content, html.raw.trim())}): raw HTML is not allowed in a ${collection.kind}; write Markdown instead: ${snippet}`,
    );
  }
  if (errors.length) throw new Error(`Invalid content in ${file}:\n${errors.map((e) => `  ${e}`).join('\n')}`);

  const html = marked.parser(tokens, { gfm: true });
  // Only posts get heading ids: the library shows several articles on one page, where ids would collide.
  if (folder === 'posts') return { ...frontMatter, ...withHeadingIds(html), wordCount: countWords(content) };
  return { ...frontMatter, html, wordCount: countWords(content) };
}

/** "/tmp/copy/content/posts/x.md" → "content/posts/x.md": errors name the file as the editor sees it. */
export function contentRelative(path: string): string {
  const at = path.lastIndexOf('/content/');
  return at >= 0 ? path.slice(at + 1) : path;
}

/** The JS module a `.md` import becomes. */
export function markdownToModule(source: string, file: string): string {
  return `export default ${JSON.stringify(renderMarkdownDocument(source, file))};\n`;
}

/** Vite plugin: `import doc from './x.md'` yields the validated, rendered document. */
export function markdownPlugin(): Plugin {
  return {
    name: 'site-markdown',
    transform(code, id) {
      if (!id.endsWith('.md')) return null;
      const file = contentRelative(id);
      return { code: markdownToModule(code, file), map: null };
    },
  };
}
