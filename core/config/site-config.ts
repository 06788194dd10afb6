/**
 * The validated build-time configuration, as the app and scripts see it.
 * Vite replaces `__SITE_CONFIG__` at build time; Node scripts set it on
 * `globalThis` first (scripts/lib/site-config-global.ts). Keeping zod out of
 * this module keeps it out of the browser bundle.
 */
import type { SiteConfig } from './load-site-config';

declare global {
  var __SITE_CONFIG__: SiteConfig | undefined;
}

if (typeof __SITE_CONFIG__ === 'undefined' || !__SITE_CONFIG__) {
  throw new Error('__SITE_CONFIG__ is not set: import scripts/lib/site-config-global.ts before any content module.');
}

export const siteConfig: SiteConfig = __SITE_CONFIG__;
