// Node module hook: lets tsx scripts import `.md` posts exactly as Vite does.
// Registered by scripts/lib/node-setup.mjs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.md')) return nextLoad(url, context);
  const { markdownToModule, contentRelative } = await import('./markdown.ts');
  const file = fileURLToPath(url);
  const source = await readFile(file, 'utf8');
  return { format: 'module', shortCircuit: true, source: markdownToModule(source, contentRelative(file)) };
}
