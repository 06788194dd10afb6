/**
 * The results folder `seo-audit collect` writes: everything measured, nothing judged. The crawl
 * (pages, fingerprints), the SEO rules' raw issues before the configuration's severities and
 * thresholds, the browser tools' raw results (axe, Lighthouse, lab INP), the run's measurement plan
 * and the measuring part of the configuration. `seo-audit assert` (judge.ts) reads one such folder,
 * or a shard's each, and judges them as one run. Its format is one zod schema (schema/results.ts,
 * shipped as results.schema.json), and every file read back is validated against it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditConfig } from './config';
import { RESULTS_KIND, RESULTS_SCHEMA_VERSION, collectedResultsSchema, type CollectedResults } from './schema/results';
import { readJsonFile, validated } from './schema/read-json';
import { z } from 'zod';

export type { CollectedResults, RawIssue, RuleRun } from './schema/results';

export const RESULTS_FILE = 'results.json';

/**
 * What the configuration changes in the measurement, hashed: everything but what `assert` applies
 * (severities, SEO thresholds, fix texts, history and CI settings), the `$schema` editor hint and
 * the site's address (recorded as `siteUrl`).
 * Results collected under another measuring configuration are refused rather than judged as if
 * they matched it.
 */
export function measuringHash(config: AuditConfig): string {
  // `$schema` only points an editor at the schema: a copy of the file elsewhere names it otherwise.
  // The site's address is the results' own `siteUrl` (`--site-url` sets it for collect alone).
  const {
    $schema: _schema,
    siteUrl: _siteUrl,
    rules: _rules,
    thresholds: _thresholds,
    fixes: _fixes,
    history: _history,
    ci: _ci,
    ...rest
  } = config;
  const templates = Object.fromEntries(
    Object.entries(rest.templates).map(([name, { rules: _severities, ...template }]) => [name, template]),
  );
  return createHash('sha1')
    .update(JSON.stringify({ ...rest, templates }))
    .digest('hex')
    .slice(0, 12);
}

export const resultsHeader = { kind: RESULTS_KIND, schemaVersion: RESULTS_SCHEMA_VERSION } as const;

export function writeResults(out: string, results: CollectedResults): string {
  mkdirSync(out, { recursive: true });
  const file = join(out, RESULTS_FILE);
  writeFileSync(file, `${JSON.stringify(results)}\n`);
  return file;
}

/** Results and the folder they came from (a collect's Lighthouse HTML reports are beside them). */
export interface ResultsSource {
  results: CollectedResults;
  dir: string;
}

/**
 * The results `assert` arguments name: a results.json, a folder holding one, or a folder of such
 * folders (what downloading several CI artifacts into one folder gives).
 */
export function readResults(args: string[]): ResultsSource[] {
  const files: string[] = [];
  for (const arg of args) {
    if (!existsSync(arg)) throw new ResultsError(`assert: ${arg} does not exist (argument).`);
    if (statSync(arg).isFile()) files.push(arg);
    else if (existsSync(join(arg, RESULTS_FILE))) files.push(join(arg, RESULTS_FILE));
    else {
      const inner = readdirSync(arg)
        .sort()
        .map((d) => join(arg, d, RESULTS_FILE))
        .filter((f) => existsSync(f));
      if (!inner.length) throw new ResultsError(`assert: no ${RESULTS_FILE} in ${arg} or its folders (argument).`);
      files.push(...inner);
    }
  }
  return files.map((file) => ({ results: readResultsFile(file), dir: join(file, '..') }));
}

/** Results that cannot be judged (missing, foreign, or not of one run): one readable line, exit code 2. */
export class ResultsError extends Error {}

/**
 * One results.json, checked against its schema (schema/results.ts): another file, or results of
 * another schema version, is refused as a whole before its fields are read one by one.
 */
function readResultsFile(file: string): CollectedResults {
  const raw = readJsonFile(file, z.looseObject({ kind: z.unknown(), schemaVersion: z.unknown() }), 'results');
  if (raw.kind !== RESULTS_KIND || raw.schemaVersion !== RESULTS_SCHEMA_VERSION)
    throw new ResultsError(
      `assert: ${file} is no results file of seo-audit collect (schema version ${RESULTS_SCHEMA_VERSION}); collect again.`,
    );
  return validated(collectedResultsSchema, raw, 'results', file);
}
