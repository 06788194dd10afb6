/**
 * Build-time Markdown: parses a post's front matter, validates it with the
 * post schema (errors name the file and field), renders the body with
 * `marked`, and emits a JS module. Used by the Vite plugin below and by the
 * Node loader (scripts/lib/md-loader.mjs) so scripts see the same posts.
 */
import matter from 'gray-matter';
import { marked } from 'marked';
import type { Plugin } from 'vite';
import { postSchema } from '../../src/content/schemas';
import { formatIssues } from '../../src/content/validate';

export function markdownToModule(source: string, file: string): string {
  const { data, content } = matter(source);
  // YAML turns unquoted dates into Date objects; the schema wants YYYY-MM-DD strings.
  const fields = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
  );
  const result = postSchema.safeParse(fields);
  if (!result.success) throw new Error(formatIssues(file, result.error.issues));
  if (/<[a-z][\s\S]*>/i.test(content)) throw new Error(`${file}: body: raw HTML is not allowed in posts; use Markdown`);
  const html = marked.parse(content, { async: false, gfm: true });
  const wordCount = content.split(/\s+/).filter((w) => /\w/.test(w)).length;
  return `export default ${JSON.stringify({ ...result.data, html, wordCount })};\n`;
}

/** Vite plugin: `import post from './x.md'` yields the validated, rendered post. */
export function markdownPlugin(): Plugin {
  return {
    name: 'site-markdown',
    transform(code, id) {
      if (!id.endsWith('.md')) return null;
      const file = id.slice(process.cwd().length + 1);
      return { code: markdownToModule(code, file), map: null };
    },
  };
}
