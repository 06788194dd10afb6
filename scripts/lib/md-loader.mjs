// Node module hook: lets tsx scripts import `.md` posts exactly as Vite does.
// Registered by scripts/lib/node-setup.mjs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.md')) return nextLoad(url, context);
  const { markdownToModule } = await import('./markdown.ts');
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  return { format: 'module', shortCircuit: true, source: markdownToModule(source, relative(process.cwd(), file)) };
}
