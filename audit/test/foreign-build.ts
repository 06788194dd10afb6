/**
 * A build no one here wrote, as a documentation generator writes one: relative `.html` links,
 * directory `index.html` pages, no sitemap, an orphan file on disk. The foreign-site tests audit
 * it in process; the package test audits it with the installed tarball, as a stranger would.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A page as a documentation generator writes it: relative links, no canonical unless asked. */
export const page = (title: string, links: string[], extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${extra}</head><body><main><h1>${title}</h1><p>${title} explained.</p>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</main></body></html>`;

/** Writes `content` to `file` inside the build folder `dist`, making its folders. */
export function writeBuildFile(dist: string, file: string, content: string): void {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), content);
}

/** Every page of the generated build, as the audit names it. */
export const GENERATED_DOCS_PAGES = [
  '/',
  '/guide/',
  '/guide/install/',
  '/modules/fs.html',
  '/modules/util.html',
  '/old/forgotten.html',
];

/** Home, a modules folder of `.html` pages, a guide folder of `index.html` pages, no sitemap, into `dist`. */
export function writeGeneratedDocs(dist: string): void {
  const write = (file: string, content: string) => writeBuildFile(dist, file, content);
  write('index.html', page('Home', ['modules/util.html', 'modules/fs.html', 'guide/', 'guide/install/index.html']));
  write('modules/util.html', page('util', ['../index.html', 'fs.html', '../guide/install/']));
  write('modules/fs.html', page('fs', ['util.html', '../guide']));
  write('guide/index.html', page('Guide', ['install/', '../modules/util.html']));
  write('guide/install/index.html', page('Install', ['../', '../../modules/fs.html']));
  write('old/forgotten.html', page('Forgotten', ['../index.html']));
  write('404.html', page('Not found', []));
}
