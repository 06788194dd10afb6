/**
 * Measures one build, one page per template: Lighthouse mobile on the page and on the same page
 * with every script removed, interleaved in one browser (median of `runs`), and the page's sizes
 * from the built files. `npm run bench` calls it for the real site and for the `--scale` copy.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifest, type PageEntry } from '../../core/urls/manifest';
import { startAuditServer } from '../../audit/host';
import { htmlFiles } from '../lib/normalize-html';
import { pageSizes } from './sizes';
import { BenchLighthouse, medianFigures, type PerfRun } from './lighthouse-runner';
import type { Row } from './table';

/**
 * A copy of a build with every script removed (JSON-LD kept): the physical limit. It is
 * loaded by the same browser, scripts on, so its <noscript> fallback stays inert as for any
 * visitor with JavaScript: neither variant requests the full stylesheet before first paint.
 */
export function noJsCopy(dist: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nojs-'));
  cpSync(dist, dir, { recursive: true });
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8')
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>\n?/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\n?/g, '');
    writeFileSync(file, html);
  }
  return dir;
}

/**
 * One page per template, the first in manifest order: the page the audit's performance gate
 * measures (audit/browser/index.ts `representatives`). Taking the last one instead measured the
 * home template on its alias `/appliance-repair`, whose document is past the first round trip.
 * The synthetic cities come after the real ones, so a `--scale` copy has the same representatives.
 */
export function representativePages(only: string[] = []): PageEntry[] {
  const first = new Map<string, PageEntry>();
  for (const entry of manifest)
    if (entry.status === 200 && !first.has(entry.template)) first.set(entry.template, entry);
  return [...first.values()].filter((e) => !only.length || only.includes(e.template));
}

/** The rows of one build's table; `label` names the build in progress lines. */
export async function measureBuild(dist: string, pages: PageEntry[], runs: number, label: string): Promise<Row[]> {
  const nojs = noJsCopy(dist);
  // Served as the audit serves them: HTTPS, HTTP/2 and compression, like the CDN (serve/https.ts).
  const site = await startAuditServer(dist);
  const plain = await startAuditServer(nojs);
  const lighthouse = await BenchLighthouse.start();
  const rows: Row[] = [];
  try {
    for (const entry of pages) {
      const withJs: PerfRun[] = [];
      const withoutJs: PerfRun[] = [];
      for (let i = 0; i < runs; i++) {
        // Interleaved, so machine noise hits both variants alike.
        withJs.push(await lighthouse.run(`${site.url}${entry.path}`));
        withoutJs.push(await lighthouse.run(`${plain.url}${entry.path}`));
      }
      const js = medianFigures(withJs);
      const limit = medianFigures(withoutJs);
      const sizes = pageSizes(dist, entry.path);
      rows.push({
        template: entry.template,
        path: entry.path,
        score: js.score,
        lcpMs: js.lcpMs,
        noJsLcpMs: limit.lcpMs,
        ratio: js.lcpMs / limit.lcpMs,
        tbtMs: js.tbtMs,
        noJsTbtMs: limit.tbtMs,
        cls: js.cls,
        jsBeforePaintKb: js.jsBeforePaintKb,
        jsKb: sizes.jsKb,
        cssKb: sizes.cssKb,
        htmlKb: sizes.htmlKb,
        htmlBrotliKb: sizes.htmlBrotliKb,
        elements: sizes.elements,
        lcpElement: js.lcpElement,
        noJsLcpElement: limit.lcpElement,
      });
      process.stderr.write(`bench (${label}): ${entry.template} done\n`);
    }
  } finally {
    await lighthouse.close();
    await Promise.all([site.close(), plain.close()]);
    rmSync(nojs, { recursive: true, force: true });
  }
  return rows;
}
