/**
 * A shard's partial result (`--shard k/n` writes `partial.json` in `--out`): the SEO rules' findings
 * about its own pages, its raw browser results (axe and Lighthouse, before they become findings) and
 * what the shards must agree on to be merged (the pages and their fingerprints, the configuration,
 * the profile). `--merge` (merge.ts) reads them back.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditConfig } from './config';
import type { CommitInfo } from './git';
import type { AuditParts } from './run';
import { parseJson, validated } from './schema/read-json';
import { partialResultSchema, type PartialResult } from './schema/results';

export const PARTIAL_FILE = 'partial.json';

/** The shape is defined once, as a zod schema (schema/results.ts, shipped as results.schema.json). */
export type { PartialResult };

export const configHash = (config: AuditConfig) =>
  createHash('sha1').update(JSON.stringify(config)).digest('hex').slice(0, 12);

export function partialResult(
  parts: AuditParts,
  context: { config: AuditConfig; profile: string | null; commit?: CommitInfo },
): PartialResult {
  if (!parts.shard) throw new Error('partialResult: the run was not a shard');
  const { pages, spec, expectedSeconds, totalExpectedSeconds } = parts.shard;
  const browser = parts.browser
    ? (({ findings: _f, rules: _r, thresholds: _t, checks: _c, ...raw }) => raw)(parts.browser)
    : undefined;
  return {
    kind: 'seo-audit-partial',
    version: 1,
    shard: { ...spec, pages, expectedSeconds, totalExpectedSeconds },
    profile: context.profile,
    foreign: parts.foreign,
    configHash: configHash(context.config),
    ...(context.commit ? { commit: context.commit } : {}),
    report: parts.report,
    ...(browser ? { browser } : {}),
  };
}

export function writePartial(out: string, partial: PartialResult): string {
  mkdirSync(out, { recursive: true });
  const file = join(out, PARTIAL_FILE);
  writeFileSync(file, `${JSON.stringify(partial)}\n`);
  return file;
}

/** A partial result and the folder it came from (its Lighthouse HTML reports are beside it). */
export interface PartialSource {
  partial: PartialResult;
  dir: string;
}

/**
 * The partial results the `--merge` arguments name: a partial.json, a folder holding one, or a folder
 * of such folders (what downloading several CI artifacts into one folder gives).
 */
export function readPartials(args: string[]): PartialSource[] {
  const files: string[] = [];
  for (const arg of args) {
    if (!existsSync(arg)) throw new Error(`--merge: ${arg} does not exist (argument).`);
    if (statSync(arg).isFile()) files.push(arg);
    else if (existsSync(join(arg, PARTIAL_FILE))) files.push(join(arg, PARTIAL_FILE));
    else {
      const inner = readdirSync(arg)
        .sort()
        .map((d) => join(arg, d, PARTIAL_FILE))
        .filter((f) => existsSync(f));
      if (!inner.length) throw new Error(`--merge: no ${PARTIAL_FILE} in ${arg} or its folders (argument).`);
      files.push(...inner);
    }
  }
  return files.map((file) => {
    const raw = parseJson(readFileSync(file, 'utf8'), 'results', file) as Partial<PartialResult> | null;
    if (raw?.kind !== 'seo-audit-partial' || raw.version !== 1)
      throw new Error(`--merge: ${file} is no partial result of seo-audit --shard (argument).`);
    return { partial: validated(partialResultSchema, raw, 'results', file), dir: join(file, '..') };
  });
}
