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
import type { AuditReport } from './report-data';
import type { AuditParts } from './run';

export const PARTIAL_FILE = 'partial.json';

export interface PartialResult {
  kind: 'seo-audit-partial';
  version: 1;
  shard: { index: number; count: number; pages: string[]; expectedSeconds: number; totalExpectedSeconds: number };
  /** The browser profile, null when only the SEO rules ran. */
  profile: string | null;
  foreign: boolean;
  /** The configuration the shard ran with, hashed: shards of different configurations do not merge. */
  configHash: string;
  commit?: CommitInfo;
  /** The SEO rules' report of this shard's pages (every page listed and fingerprinted). */
  report: AuditReport;
  /** Raw browser results of this shard's pages; their findings are made when the shards are merged. */
  browser?: Omit<NonNullable<AuditParts['browser']>, 'findings' | 'rules' | 'thresholds' | 'checks'>;
}

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
    const partial = JSON.parse(readFileSync(file, 'utf8')) as PartialResult;
    if (partial.kind !== 'seo-audit-partial' || partial.version !== 1)
      throw new Error(`--merge: ${file} is no partial result of seo-audit --shard (argument).`);
    return { partial, dir: join(file, '..') };
  });
}
