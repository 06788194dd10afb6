/**
 * `import phone from 'lucide-icon:phone'`: one lucide icon as data (its name and the shapes it draws),
 * read from lucide-react at build time. The site draws every icon with one small component
 * (src/components/ui/LineIcon.tsx) instead of lucide-react's runtime, which every page would
 * otherwise load for the header's few icons (docs/performance.md, "What a page loads"). One module
 * per icon, so a chunk holds only the icons its code draws.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const PREFIX = 'lucide-icon:';
const require = createRequire(import.meta.url);

interface LucideIconData {
  name: string;
  node: [string, Record<string, string>][];
}

/** An alias (`building-2`) is a module that re-exports another icon (`export { default } from './building-complex.mjs'`). */
const ALIAS_OF = /export \{ default \} from '\.\/([\w-]+)\.mjs'/;

/** The icon's data as lucide-react 1.x ships it (`__iconData` of its module), without React's list keys. */
async function iconData(name: string): Promise<LucideIconData> {
  let file: string;
  try {
    file = require.resolve(`lucide-react/dist/esm/icons/${name}.mjs`);
  } catch {
    throw new Error(`${PREFIX}${name}: lucide-react has no icon "${name}" (names are kebab-case, as on lucide.dev)`);
  }
  const alias = ALIAS_OF.exec(readFileSync(file, 'utf8'));
  if (alias) return iconData(alias[1]);
  const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: LucideIconData };
  const node = __iconData.node.map(
    ([tag, { key: _key, ...attributes }]) => [tag, attributes] as [string, Record<string, string>],
  );
  return { name: __iconData.name, node };
}

export function iconPlugin(): Plugin {
  return {
    name: 'lucide-icon-data',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      return `export default ${JSON.stringify(await iconData(id.slice(PREFIX.length + 1)))};`;
    },
  };
}
