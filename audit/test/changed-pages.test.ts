/**
 * Every page is timed where it matters: a page whose HTML or own files changed since the run
 * compared with is timed by Lighthouse besides its template's representative, so a regression on
 * any page is measured in the run that introduced it. A change to files every page shares moves
 * no page's fingerprint (the representatives measure it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { changedToTime } from '../measurement-plan';
import { changedPages } from '../fingerprint';
import { auditFixture, fixtureSite, html, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

describe('changed pages', () => {
  it('fingerprints a page by its HTML and own images, not the shared bundle or its hashed name', async () => {
    site = fixtureSite();
    const before = (await auditFixture(site, { only: ['titles'] })).fingerprints!;
    expect(Object.keys(before).sort()).toEqual(['/', '/a-page', '/b-page']);

    // A new build of the shared app: another content hash in its name, other bytes. No page changed.
    site.write('assets/app-Bq3xk9Za.js', 'export const x = 1;');
    for (const path of ['/', '/a-page', '/b-page'])
      site.write(
        path === '/' ? 'index.html' : `${path.slice(1)}.html`,
        html({ path }).replace('/assets/app.js', '/assets/app-Bq3xk9Za.js'),
      );
    const rebuilt = (await auditFixture(site, { only: ['titles'] })).fingerprints!;
    expect(changedPages(rebuilt, before)).toEqual([]);

    // A long task planted in one page, and a heavier image in another's own file.
    site.write(
      'a-page.html',
      html({ path: '/a-page', head: '<script type="module" src="/assets/planted.js"></script>' }).replace(
        '/assets/app.js',
        '/assets/app-Bq3xk9Za.js',
      ),
    );
    site.write('images/b-only.png', Buffer.alloc(3000, 1));
    site.write(
      'b-page.html',
      html({ path: '/b-page', body: '<img src="/images/b-only.png" alt="b" width="1" height="1">' }).replace(
        '/assets/app.js',
        '/assets/app-Bq3xk9Za.js',
      ),
    );
    const once = (await auditFixture(site, { only: ['titles'] })).fingerprints!;
    site.write('images/b-only.png', Buffer.alloc(3_000_000, 7));
    const after = (await auditFixture(site, { only: ['titles'] })).fingerprints!;
    expect(changedPages(once, rebuilt)).toEqual(['/a-page', '/b-page']);
    expect(changedPages(after, once)).toEqual(['/b-page']);
    // What the fingerprint covers, in bytes: the next run times the biggest changes first.
    const bytes = async () => (await auditFixture(site!, { only: ['titles'] })).pageBytes!;
    const grown = await bytes();
    site.write('images/b-only.png', Buffer.alloc(3000, 1));
    const shrunk = await bytes();
    expect(grown['/b-page'] - shrunk['/b-page']).toBe(3_000_000 - 3000);
    expect(grown['/a-page']).toBe(shrunk['/a-page']);
  });

  it('times nothing extra when the run compared with recorded no fingerprints', () => {
    expect(changedPages({ '/': 'a' }, undefined)).toBeNull();
  });

  it('times changed pages besides the representatives, in turn from each template, up to the limit', () => {
    const pages = [
      ...['/c1', '/c2', '/c3', '/c4'].map((path) => ({ path, status: 200, template: 'city' })),
      ...['/b1', '/b2'].map((path) => ({ path, status: 200, template: 'blog' })),
      { path: '/gone', status: 404, template: 'city' },
    ];
    const reps = { city: '/c1', blog: '/b1' };
    expect(changedToTime(pages, ['/c1', '/c2', '/c3', '/c4', '/b2', '/gone'], reps, 3)).toEqual(['/b2', '/c2', '/c3']);
    expect(changedToTime(pages, ['/c2'], reps, 0)).toEqual([]);
  });
});
