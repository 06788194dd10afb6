/**
 * The number of city pages (`{coverage}`, the service-area figures), counted from the files of
 * content/cities/ by the build, not typed into content/business.ts: Vite replaces
 * `__CITY_COUNT__` (vite.config.ts), Node scripts set it on globalThis first
 * (scripts/lib/city-count-global.ts). A number, so the browser imports no city to know it.
 */
declare global {
  var __CITY_COUNT__: number | undefined;
}

if (typeof __CITY_COUNT__ === 'undefined' || !__CITY_COUNT__) {
  throw new Error('__CITY_COUNT__ is not set: import scripts/lib/city-count-global.ts before any content module.');
}

export const cityCount: number = __CITY_COUNT__;
