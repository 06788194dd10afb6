/**
 * `node --import ./scripts/lib/light-jsdom/register.mjs …` (scripts/build.ts): vite-react-ssg's
 * `import { JSDOM } from 'jsdom'` gets ./jsdom.mjs (why: there). jsdom is CommonJS, and an ES import
 * of a CommonJS module that `require` has already loaded reads its exports from require's cache, so
 * the class is swapped there, in the copy of jsdom the library resolves, before the library loads.
 * (A module resolution hook would also do it, but on Node 20 every later `import()` then waits on
 * the hooks' thread: 8 % of the prerender's time.) Nothing else in the prerender uses jsdom.
 */
import { createRequire } from 'node:module';
import { JSDOM } from './jsdom.mjs';

createRequire(import.meta.resolve('vite-react-ssg'))('jsdom').JSDOM = JSDOM;
