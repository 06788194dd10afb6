/**
 * `collect --templates` and `--control` (what `npm run bench` measures with): the browser checks get
 * only the named templates' pages, an unknown template is refused, and a control run is recorded as
 * such in the results. The browser itself is a stand-in: these are about what collect asks of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collect } from '../collect';
import type { BrowserOptions } from '../browser';
import { fixtureSite, testConfig, ORIGIN, type FixtureSite } from './fixture-site';

const asked: BrowserOptions[] = [];
vi.mock('../browser', () => ({
  runBrowserChecks: (_dist: string, _pages: unknown, _config: unknown, options: BrowserOptions) => {
    asked.push(options);
    return Promise.resolve({
      profile: options.profile,
      axe: [],
      lighthouse: [],
      representatives: {},
      durationMs: { axe: 0, lighthouse: 0 },
    });
  },
}));

let site: FixtureSite | null = null;
afterEach(() => {
  site?.cleanup();
  site = null;
  asked.splice(0);
});

function run(options: { templates?: string[]; control?: boolean }) {
  site = fixtureSite();
  site.page({ path: '/blog/one' });
  site.page({ path: '/blog/two' });
  return collect({
    dist: site.dist,
    config: testConfig(),
    only: ['titles'],
    manifest: null,
    origin: ORIGIN,
    redirects: [],
    foreign: true,
    browser: { profile: 'full', out: null, ...(options.control ? { control: true } : {}) },
    ...(options.templates ? { templates: options.templates } : {}),
  });
}

describe('collect --templates and --control', () => {
  it("gives the browser checks the named templates' pages only", async () => {
    const results = await run({ templates: ['/blog/*'] });
    const blog = results.pages.filter((p) => p.template === '/blog/*').map((p) => p.path);
    expect(blog).toHaveLength(2);
    expect(results.pages.length).toBeGreaterThan(2);
    expect([...(asked[0].only ?? [])].sort()).toEqual(blog.sort());
    await run({});
    expect(asked[1].only).toBeUndefined();
  });

  it('refuses a template no page has, naming the ones there are', async () => {
    await expect(run({ templates: ['/shop/*'] })).rejects.toThrow(
      /--templates: no page of template \/shop\/\*\. Templates: .*\/blog\/\*/,
    );
    expect(asked).toHaveLength(0);
  });

  it('passes a control run on to the browser and records it with the results', async () => {
    const results = await run({ control: true });
    expect(asked[0].control).toBe(true);
    expect(results.measuring.control).toBe(true);
    expect((await run({})).measuring).not.toHaveProperty('control');
  });
});
