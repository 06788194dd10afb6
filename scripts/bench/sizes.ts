/**
 * Transfer sizes per page from the built files, gzipped as a CDN sends them:
 * the HTML, and the JavaScript and CSS the audit's budget rules weigh
 * (audit/rules/budgets/weight.ts, same parse and same measure).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from '../../audit/parse';
import { gzipKb, pageWeight } from '../../audit/rules/budgets/weight';
import { htmlFileFor } from '../../src/lib/urls';

export interface PageSizes { path: string; htmlKb: number; jsKb: number; cssKb: number; scripts: number }

const ORIGIN = 'http://bench.local';

export function pageSizes(dist: string, path: string): PageSizes {
  const raw = readFileSync(join(dist, htmlFileFor(path)), 'utf8');
  const data = parsePage(raw, `${ORIGIN}${path}`);
  const localPath = (href: string) => {
    const url = new URL(href, `${ORIGIN}${path}`);
    return url.origin === ORIGIN ? url.pathname : null;
  };
  const { js, css } = pageWeight(dist, data, localPath);
  return { path, htmlKb: gzipKb(raw), jsKb: js.kb, cssKb: css.kb, scripts: new Set(data.scripts).size };
}
