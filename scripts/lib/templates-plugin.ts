/**
 * `virtual:template-components`: one lazy loader per template, written from the declarations
 * (core/urls/templates/), each loading the template's page component `src/templates/<Name>Page.tsx`
 * (`componentFile`), so no file of the app lists the templates. src/templates/registry.ts is its
 * one importer, a chunk of its own the browser loads with the first template it renders.
 */
import type { Plugin } from 'vite';
import { templates } from '../../core/urls/templates/index.ts';
import { componentFile } from '../../core/urls/templates/define.ts';

const ID = 'virtual:template-components';

export function templatesPlugin(): Plugin {
  return {
    name: 'template-components',
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      const loaders = templates.map(
        (t) => `  ${JSON.stringify(t)}: () => import(${JSON.stringify(`/${componentFile(t)}`)}),`,
      );
      return `export default {\n${loaders.join('\n')}\n};\n`;
    },
  };
}
