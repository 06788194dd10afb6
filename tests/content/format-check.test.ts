/**
 * `npm run validate` names the files of content/ that Prettier would reformat (scripts/lib/format-check.ts),
 * which `npm run lint` used to be the first to refuse, inside `npm test` (issue 61). Markdown prose is
 * left alone, as the repository's .prettierignore says, and a file Prettier cannot parse is the
 * content check's to report.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblems, unformattedContentFiles } from '../../scripts/lib/format-check';

const root = mkdtempSync(join(tmpdir(), 'format-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the formatting of content/', () => {
  it('names each unformatted file with the command that formats it', async () => {
    for (const file of ['.prettierrc.json', '.prettierignore']) copyFileSync(file, join(root, file));
    mkdirSync(join(root, 'content/posts'), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(join(root, file), text);
    write('content/business.ts', "export const business = { name: 'Bayside' };\n");
    write('content/cities.ts', "export const cities = [ 'oakland',\n'berkeley' ]\n");
    write('content/broken.ts', 'export const x = {\n');
    write('content/posts/a-post.md', '# Prose   as the editor   wrote it\n');
    const files = await unformattedContentFiles(root);
    expect(files).toEqual(['content/cities.ts']);
    expect(formatProblems(files)).toEqual([
      'content/cities.ts: not formatted as Prettier writes it; run `npm run format` (or `npx prettier --write content/cities.ts`)',
    ]);
  });
});
