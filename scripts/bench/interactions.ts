/**
 * Lab INP in the benchmark: the interactions audit.config.json scripts (the audit's own
 * `interactions` section and worker, audit/browser/interactions.ts), each replayed `runs` times on
 * its template's measured page in a Lighthouse timespan at 4× CPU, served as the audit serves a
 * build. Printed per interaction beside the load table, judged against the 100 ms target.
 */
import { loadConfig } from '../../audit/config';
import { launchAuditBrowser } from '../../audit/browser/chrome';
import { InteractionRunner, measureInteractions } from '../../audit/browser/interactions';
import { startAuditServer } from '../../audit/host';
import { siteConfig } from '../../core/config/site-config';
import type { PageEntry } from '../../core/urls/manifest';

/** docs/performance.md: every interaction within 100 ms at 4× CPU (audit.config.json interactions.maxInpMs). */
export const INP_TARGET_MS = 100;

export interface InpRow {
  template: string;
  path: string;
  interaction: string;
  /** Median of the runs, ms. */
  inpMs: number | null;
  /** The fastest run, ms. */
  bestMs: number | null;
  runs: (number | null)[];
  error?: string;
}

/** Measures every configured interaction of the given templates on `dist`. */
export async function measureInteractionsOf(dist: string, pages: PageEntry[], runs: number): Promise<InpRow[]> {
  const { config } = await loadConfig();
  const byTemplate = new Map<string, string>(pages.map((p) => [p.template, p.path]));
  const flows = config.interactions.flows.filter((f) => byTemplate.has(f.template));
  if (!flows.length) return [];
  const site = await startAuditServer(dist);
  const chrome = await launchAuditBrowser();
  const runner = InteractionRunner.start(chrome.port);
  const body = JSON.stringify({ city: 'San Francisco', region: 'California' });
  try {
    const summary = await measureInteractions(
      runner,
      { ...config.interactions, flows },
      {
        serverUrl: site.url,
        runs,
        pathOf: (template) => byTemplate.get(template),
        fixtures: [
          {
            prefix: siteConfig.GEO_ENDPOINT,
            status: 200,
            headers: { 'Content-Type': 'application/json' },
            body,
          },
        ],
        onProgress: (done, total, label) => process.stderr.write(`bench INP ${done}/${total}: ${label}\n`),
      },
    );
    return summary.results.map((r) => ({
      template: r.template,
      path: r.path,
      interaction: r.name,
      inpMs: r.inpMs,
      bestMs: r.bestMs,
      runs: r.runs,
      ...(r.error ? { error: r.error } : {}),
    }));
  } finally {
    await runner.close();
    await chrome.close();
    await site.close();
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (n: number | null) => (n === null ? '–' : String(n));

/** The INP table: one line per interaction; `bases` (the real site's rows) adds their median beside. */
export function formatInpTable(rows: InpRow[], bases?: InpRow[]): string[] {
  const base = (r: InpRow) => bases?.find((b) => b.template === r.template && b.interaction === r.interaction);
  const head = `${pad('template', 12)}${pad('interaction', 32)}${'INP ms'.padStart(8)}${'fastest'.padStart(9)}${bases ? 'at 40'.padStart(8) : ''}  runs                 target`;
  return [
    head,
    ...rows.map((r) => {
      const pass = r.inpMs !== null && r.inpMs <= INP_TARGET_MS;
      return `${pad(r.template, 12)}${pad(r.interaction, 32)}${num(r.inpMs).padStart(8)}${num(r.bestMs).padStart(9)}${bases ? num(base(r)?.inpMs ?? null).padStart(8) : ''}  ${pad(r.runs.map(num).join(' '), 21)}${r.error ? `error: ${r.error}` : pass ? 'pass' : `INP ≤ ${INP_TARGET_MS}: fail`}`;
    }),
  ];
}
