/**
 * Writing a judged run's reports (report.json, summary.md, junit.xml, pages.csv, index.html) in the
 * formats `--format` names, and its summary in the terminal: what `assert`, `run` and `report` share.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditConfig } from '../config';
import type { AuditReport, RunSummary } from '../report-data';
import { htmlReport } from './html';
import { junitReport } from './junit';
import { markdownReport } from './markdown';
import { textReport } from './text';
import { pagesCsv } from './csv';

/** The report formats `--format` names. */
export const FORMATS = ['text', 'json', 'md', 'junit', 'html', 'csv'] as const;
export type Format = (typeof FORMATS)[number];

/** A flag or argument the CLI cannot use: one readable line, exit code 2. */
export class UsageError extends Error {}

export function parseFormats(text: string | undefined): Format[] {
  const formats = (text ?? FORMATS.join(',')).split(',').map((f) => f.trim()) as Format[];
  const bad = formats.filter((f) => !FORMATS.includes(f));
  if (bad.length) throw new UsageError(`Unknown --format ${bad.join(', ')}; use ${FORMATS.join(', ')}.`);
  return formats;
}

/** The reports of a judged run in the chosen formats, and the terminal's summary when `text` is one. */
export function writeReports(
  report: AuditReport,
  formats: Format[],
  out: string,
  { config, history, verbose }: { config: AuditConfig; history: RunSummary[]; verbose?: boolean },
): void {
  mkdirSync(out, { recursive: true });
  const files: [Format, string, () => string][] = [
    ['json', 'report.json', () => `${JSON.stringify(report, null, 2)}\n`],
    ['md', 'summary.md', () => markdownReport(report)],
    ['junit', 'junit.xml', () => junitReport(report)],
    ['csv', 'pages.csv', () => pagesCsv(report)],
    ['html', 'index.html', () => htmlReport(report, { config, history })],
  ];
  const written: string[] = [];
  for (const [format, name, text] of files)
    if (formats.includes(format)) {
      writeFileSync(join(out, name), text());
      written.push(join(out, name));
    }
  if (formats.includes('text')) {
    console.log(textReport(report, { verbose }));
    if (written.length) console.log(`Reports: ${written.join(', ')}`);
  }
}
