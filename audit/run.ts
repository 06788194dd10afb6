/**
 * One audit run in memory: collect (collect.ts), then judge (judge.ts), as `seo-audit run` does
 * without the files between them. Returns the report data; writing files and choosing the exit
 * code belong to the CLI.
 */
import { collect, type AuditOptions } from './collect';
import { judge } from './judge';
import type { AuditReport } from './report-data';

export async function runAudit(options: AuditOptions): Promise<AuditReport> {
  return judge([await collect(options)], options.config, { configPath: options.configPath ?? null });
}
