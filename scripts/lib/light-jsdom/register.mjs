/** `node --import ./scripts/lib/light-jsdom/register.mjs …`: the prerender loads ./jsdom.mjs in place of jsdom (scripts/build.ts). */
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
