/**
 * Module resolution hook: vite-react-ssg's `import { JSDOM } from 'jsdom'` gets ./jsdom.mjs (why: there).
 * Only that library's import is redirected; anything else that imports jsdom gets jsdom.
 */
const standIn = new URL('./jsdom.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'jsdom' && context.parentURL?.includes('/node_modules/vite-react-ssg/dist/')) {
    return { url: standIn, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
