/**
 * The build-time Markdown pipeline (scripts/lib/markdown.ts): valid documents
 * render to HTML, bad ones fail naming the file and the field or line.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownToModule, renderMarkdownDocument } from '../../scripts/lib/markdown';

const post = (frontMatter: Record<string, string>, body: string) =>
  `---\n${Object.entries(frontMatter)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n\n${body}\n`;

const validPost = {
  slug: 'coil-cleaning',
  title: 'How to Clean Refrigerator Condenser Coils',
  description:
    'Dusty condenser coils make a refrigerator work harder. Here is how to clean them safely every six months, step by step.',
  excerpt: 'Clean coils keep a refrigerator cold and efficient for years.',
  date: '2025-02-01',
  category: 'Refrigerator Tips',
  image: '/images/blog/coil-cleaning.svg',
};

const body =
  '## Why it matters\n\nDusty coils make the compressor **work harder**. Call {phone} for help.\n\n- Unplug it\n- Brush the coils\n';

function renderError(source: string, file: string): string {
  try {
    renderMarkdownDocument(source, file);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the document to be rejected');
}

describe('markdown pipeline', () => {
  it('renders a valid post to HTML with its front matter and word count', () => {
    const doc = renderMarkdownDocument(post(validPost, body), 'content/posts/coil-cleaning.md');
    expect(doc).toMatchObject({ ...validPost });
    // A post's H2s get ids for its contents box, and are listed.
    expect(doc.html).toContain('<h2 id="why-it-matters">Why it matters</h2>');
    expect(doc.headings).toEqual([{ id: 'why-it-matters', text: 'Why it matters' }]);
    expect(doc.html).toContain('<strong>work harder</strong>');
    expect(doc.html).toContain('<li>Unplug it</li>');
    expect(doc.html).toContain('{phone}'); // tokens are filled when the page renders
    expect(doc.wordCount).toBe(19);
  });

  it('emits an ES module exporting the document', () => {
    const code = markdownToModule(post(validPost, body), 'content/posts/coil-cleaning.md');
    expect(code.startsWith('export default {')).toBe(true);
    expect(JSON.parse(code.slice('export default '.length).trim().replace(/;$/, ''))).toHaveProperty(
      'slug',
      'coil-cleaning',
    );
  });

  it('names the file and field of bad front matter', () => {
    const message = renderError(post({ ...validPost, date: 'Feb 1 2025' }, body), 'content/posts/coil-cleaning.md');
    expect(message).toContain('content/posts/coil-cleaning.md: date: must be YYYY-MM-DD');
  });

  it('refuses a date that does not exist, naming file and field', () => {
    const message = renderError(post({ ...validPost, date: '2025-02-30' }, body), 'content/posts/coil-cleaning.md');
    expect(message).toContain('content/posts/coil-cleaning.md: date: must be a real calendar date');
  });

  it('names a missing required field', () => {
    const { title: _dropped, ...noTitle } = validPost;
    expect(renderError(post(noTitle, body), 'content/posts/coil-cleaning.md')).toMatch(
      /content\/posts\/coil-cleaning\.md: title: /,
    );
  });

  it('rejects raw HTML in the body, naming the file and line', () => {
    const withHtml = post(validPost, `${body}\n<div class="note">Unplug first!</div>\n`);
    expect(renderError(withHtml, 'content/posts/coil-cleaning.md')).toMatch(
      /content\/posts\/coil-cleaning\.md: body \(line 1\d\): raw HTML is not allowed in a post.*<div class="note">/,
    );
  });

  it('rejects inline raw HTML too', () => {
    const inline = post(validPost, 'Keep it <b>cold</b> please.');
    expect(renderError(inline, 'content/posts/coil-cleaning.md')).toContain('raw HTML is not allowed');
  });

  it('does not mistake comparisons or autolinks for HTML', () => {
    const doc = renderMarkdownDocument(
      post(validPost, 'Keep it at 37 < 40°F and 0 > -1. See <https://example.com>.'),
      'content/posts/coil-cleaning.md',
    );
    expect(doc.html).toContain('&lt; 40°F');
  });

  it('rejects an unknown fact token in the body', () => {
    expect(renderError(post(validPost, 'Call {phoneNumber}.'), 'content/posts/coil-cleaning.md')).toContain(
      'content/posts/coil-cleaning.md: body: unknown fact token {phoneNumber}',
    );
  });

  it('requires a post file to be named after its slug', () => {
    expect(renderError(post(validPost, body), 'content/posts/other-name.md')).toContain(
      'slug: must equal the file name "other-name"',
    );
  });

  it('validates library items against the library schema, chosen by folder', () => {
    const file = 'content/library/1-refrigerator-temperature.md';
    const doc = renderMarkdownDocument(readFileSync(file, 'utf8'), file);
    expect(doc).toMatchObject({ id: 1, type: 'faq', category: 'refrigerator' });
    expect(doc.html).toContain('<h3>');
    // A post's front matter is not a valid library item.
    expect(renderError(post(validPost, body), 'content/library/1-coil-cleaning.md')).toMatch(
      /content\/library\/1-coil-cleaning\.md: (id|type|category|question|answer|keywords): /,
    );
  });

  it('rejects a Markdown file outside a known folder', () => {
    expect(renderError(post(validPost, body), 'content/misc/coil-cleaning.md')).toContain(
      'no Markdown collection for folder "misc"',
    );
  });
});
