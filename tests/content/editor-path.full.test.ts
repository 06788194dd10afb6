/**
 * The editor's path (issues 35 and 61): in a copy of the repository, a city (Fixtureville, a
 * fictional Marin town), a service page (trash compactors), a brand page (Miele) and a blog post
 * are added by the steps of docs/editing-content.md and nothing else, then `npm run validate` and
 * `npm run build` must pass and the four pages must be built with their titles, and linked where
 * `npm test` looks for them (/services lists every service page). Then the steps of `npm test` that
 * read content must pass in the copy, after the guide's "Check it all" (the docs' pictures taken
 * again): the sample build, the unit and built-page tests and the audit's rules. A step this needs
 * that the guide lacks is a gap in the guide: add it there. The new files are in tests/content/editor-path/
 * (`.ts.txt`, as they only compile in place); none is named as the guide's examples are
 * (Sausalito, range-hood-repair, dryer-lint-safety), so an editor who follows the guide in the
 * repository never breaks this test.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoCopy } from './repo-copy';
import { replaceIn } from './content-copy';

const copy = repoCopy('editor-path-');
const fixture = (name: string) => join('tests/content/editor-path', name);
const inCopy = (file: string) => join(copy, file);

/** "Add a city", steps 1–3 (Marin already has city pages, so `countyCount` stays; the town was never in served-cities.ts). */
function addFixtureville(): void {
  copyFileSync(inCopy('content/cities/oakland.ts'), inCopy('content/cities/fixtureville.ts'));
  copyFileSync(fixture('fixtureville.ts.txt'), inCopy('content/cities/fixtureville.ts'));
  replaceIn(
    copy,
    'content/cities/index.ts',
    /\nexport const cities/,
    "\nimport fixtureville from './fixtureville';\n$&",
  );
  replaceIn(copy, 'content/cities/index.ts', /\n\];/, '\n  fixtureville,\n];');
}

/** "Add a service page", steps 1–2 (nothing else: /services, the sitemap and /site-map list it by themselves). */
function addTrashCompactor(): void {
  copyFileSync(inCopy('content/services/washer-repair.ts'), inCopy('content/services/trash-compactor-repair.ts'));
  copyFileSync(fixture('trash-compactor-repair.ts.txt'), inCopy('content/services/trash-compactor-repair.ts'));
  replaceIn(
    copy,
    'content/services/index.ts',
    /\nexport const services/,
    "\nimport trashCompactor from './trash-compactor-repair';$&",
  );
  replaceIn(copy, 'content/services/index.ts', /\n\];/, '\n  trashCompactor,\n];');
}

/** "Add a brand page", steps 1–2. */
function addMiele(): void {
  copyFileSync(inCopy('content/brand-pages/bosch.ts'), inCopy('content/brand-pages/miele.ts'));
  copyFileSync(fixture('miele.ts.txt'), inCopy('content/brand-pages/miele.ts'));
  replaceIn(copy, 'content/brand-pages/index.ts', /\nexport const brandPages/, "\nimport miele from './miele';\n$&");
  replaceIn(copy, 'content/brand-pages/index.ts', /subZero\]/, 'subZero, miele]');
  replaceIn(copy, 'content/brands.ts', /\n {4}Miele: [^\n]*/, '');
}

/** "Add a blog post", steps 1–3 (the picture too, as step 1 says). */
function addPost(): void {
  copyFileSync(fixture('washer-smells-musty.md'), inCopy('content/posts/washer-smells-musty.md'));
  writeFileSync(
    inCopy('public/images/blog/washer-smells-musty.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><rect width="1200" height="630" fill="#f3f6f8"/><rect x="450" y="140" width="300" height="380" rx="24" fill="#0b4f6c"/><circle cx="600" cy="350" r="110" fill="#e6f1f6"/></svg>\n',
  );
  replaceIn(
    copy,
    'content/posts/index.ts',
    /\n\n\/\*\* Newest first/,
    "\nimport washerSmellsMusty from './washer-smells-musty.md';$&",
  );
  replaceIn(copy, 'content/posts/index.ts', 'export const posts = [', 'export const posts = [washerSmellsMusty, ');
  replaceIn(
    copy,
    'content/posts/related.ts',
    /\n\};\n$/,
    "\n  'washer-smells-musty': { guides: ['washer'], services: ['washer-repair'] },\n};\n",
  );
}

/** `npm run <script> -- <args>` in the copy, building into (or reading) `dist` there as `npm test` does. */
function run(script: string, args: string[] = [], dist = 'dist'): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: copy,
    env: { ...process.env, DIST_DIR: inCopy(dist) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** A built page's <title>, its entities decoded. */
function builtTitle(page: string): string {
  const html = readFileSync(inCopy(`dist/${page}`), 'utf8');
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
}

describe('the editor’s path in docs/editing-content.md', () => {
  it('a city, a service page, a brand page and a post added by the guide’s steps validate, build and are published', () => {
    addFixtureville();
    addTrashCompactor();
    addMiele();
    addPost();

    // Lines added to the index files by hand are rarely as Prettier writes them: validate names each
    // such file with the command that formats it ("Check it all"), and nothing else may be wrong.
    const problems = run('validate')
      .output.split('\n')
      .filter((line) => /^ {2}content\//.test(line));
    expect(problems.filter((line) => !line.includes('run `npm run format`'))).toEqual([]);
    const unformatted = problems.map((line) => line.trim().split(':')[0]);
    if (unformatted.length)
      expect(spawnSync('npx', ['prettier', '--write', ...unformatted], { cwd: copy }).status).toBe(0);
    const validated = run('validate');
    expect(validated.output).toContain('Content OK');
    expect(validated.status).toBe(0);
    const built = run('build');
    expect(built.status, built.output.slice(-3000)).toBe(0);

    expect(builtTitle('appliance-repair-fixtureville.html')).toContain('Fixtureville Appliance Repair');
    expect(builtTitle('trash-compactor-repair.html')).toContain('Trash Compactor Repair in San Francisco');
    // What tests/e2e/services.spec.ts asks of /services: one link to every service page in its list.
    const list =
      /id="service-list"[\s\S]*?<\/section>/.exec(readFileSync(inCopy('dist/services.html'), 'utf8'))?.[0] ?? '';
    for (const slug of readdirSync(inCopy('content/services')).filter((f) => f !== 'index.ts'))
      expect(list.split(`href="/${slug.replace(/\.ts$/, '')}"`).length - 1, slug).toBe(1);
    expect(builtTitle('brands/miele.html')).toContain('Miele Dishwasher, Laundry and Oven Repair');
    expect(builtTitle('blog/washer-smells-musty.html')).toContain('Why a Front-Load Washer Smells Musty');
    // The number of cities is counted from the files, in the prose ({coverage}) and in the figures.
    const cityCount = readdirSync(inCopy('content/cities')).length - 1;
    expect(readFileSync(inCopy('dist/about.html'), 'utf8')).toContain(
      `${cityCount} communities in 7 Bay Area counties`,
    );
    expect(readFileSync(inCopy('dist/local-appliance-repair.html'), 'utf8')).toContain(
      `<strong>${cityCount}</strong> communities served`,
    );
    expect(existsSync(inCopy('dist/sitemap.xml'))).toBe(true);
    expect(readFileSync(inCopy('dist/sitemap.xml'), 'utf8')).toMatch(/appliance-repair-fixtureville/);
    expect(readFileSync(inCopy('dist/sitemap.xml'), 'utf8')).toMatch(/\/trash-compactor-repair</);
    expect(readFileSync(inCopy('dist/site-map.html'), 'utf8')).toContain('href="/trash-compactor-repair"');
  }, 300_000);

  it('leaves the steps of `npm test` that read the content green: the sample build, the unit and built-page tests, the audit’s rules', () => {
    // The browser steps (Playwright's tour, the audit's Lighthouse) are left out: the new pages use
    // the templates they tour, with the same shapes of content.
    const sample = run('build:sample', [], 'dist-sample');
    expect(sample.status, sample.output.slice(-3000)).toBe(0);
    // "Check it all": the new city and service change the home page the docs show.
    const pictures = run('screenshots', ['--docs']);
    expect(pictures.status, pictures.output.slice(-3000)).toBe(0);
    const unit = spawnSync('npx', ['vitest', 'run', '--project', 'fast', 'tests/unit', 'tests/dist'], {
      cwd: copy,
      env: { ...process.env, DIST_DIR: inCopy('dist') },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(unit.status, `${unit.stdout}\n${unit.stderr}`.slice(-4000)).toBe(0);
    const audit = run('audit:fast', ['--skip-browser', '--no-history', '--out', inCopy('audit-reports')]);
    expect(audit.status, audit.output.slice(-4000)).toBe(0);
  }, 600_000);
});
