/**
 * Vercel, checked by Vercel's own code: the built vercel.json passes the
 * schemas of @vercel/routing-utils (the ones Vercel validates the file with),
 * and its routing utilities turn it into the routes Vercel serves, which send
 * each alias to its target with 301 and give every path the `_headers` values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import {
  cleanUrlsSchema,
  getTransformedRoutes,
  headersSchema,
  redirectsSchema,
  trailingSlashSchema,
  isHandler,
  type Route,
} from '@vercel/routing-utils';
import { DIST } from './dist-helpers';
import { redirectEntries } from '../../core/urls/manifest';
import { headersFor, readHeadersFile } from '../../serve/cdn';
import { posts } from '../../content/posts';

const config = JSON.parse(readFileSync(join(DIST, 'vercel.json'), 'utf8')) as Record<string, unknown>;
const { rules: ours } = await readHeadersFile(join(DIST, '_headers'));

/**
 * What Vercel's router does with a path, in route order: a route whose pattern matches adds its
 * headers; one with a status answers (a redirect); one without `continue` ends the walk.
 */
function resolve(
  routes: Route[],
  path: string,
): { status?: number; location?: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  for (const route of routes) {
    if (isHandler(route) || !route.src) continue;
    const found = new RegExp(route.src).exec(path);
    if (!found) continue;
    for (const [name, value] of Object.entries(route.headers ?? {}))
      headers[name] = value.replace(/\$(\d+)/g, (_: string, i: string) => found[Number(i)] ?? '');
    if (route.status) return { status: route.status, location: headers.Location, headers };
    if (!route.continue) break;
  }
  return { headers };
}

describe('Vercel', () => {
  it("vercel.json passes Vercel's schemas for every key it uses", () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: {
        cleanUrls: cleanUrlsSchema,
        trailingSlash: trailingSlashSchema,
        redirects: redirectsSchema,
        headers: headersSchema,
      },
    };
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  const { routes, error } = getTransformedRoutes(config);

  it("Vercel's routing utilities turn it into routes with no error", () => {
    expect(error).toBeNull();
    expect(routes?.length).toBeGreaterThan(redirectEntries.length);
  });

  for (const r of redirectEntries) {
    it(`${r.from} answers 301 to ${r.to}`, () => {
      expect(resolve(routes!, r.from)).toMatchObject({ status: 301, location: r.to });
      expect(resolve(routes!, r.to).status).toBeUndefined();
    });
  }

  it("a trailing slash and a .html address redirect permanently (Vercel's 308) to the clean address", () => {
    const post = `/blog/${posts[0].slug}`;
    expect(resolve(routes!, `${post}/`)).toMatchObject({ status: 308, location: post });
    expect(resolve(routes!, `${post}.html`)).toMatchObject({ status: 308, location: post });
  });

  for (const path of ['/', '/assets/app.js', '/images/x.webp', `/blog/${posts[0].slug}`]) {
    it(`${path} gets the _headers values`, () => {
      expect(resolve(routes!, path).headers).toEqual(headersFor(path, ours));
    });
  }
});
