/**
 * The GitHub workflow (.github/workflows/audit.yml) is valid GitHub Actions syntax (checked against
 * the workflow JSON schema by @action-validator/core, offline), and every audit command it runs
 * uses flags and subcommands the audit has, so a renamed flag fails here rather than on a team's CI.
 */
import { readFileSync } from 'node:fs';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../../audit/cli';
import { githubCli } from '../../audit/github/cli';

const WORKFLOW = '.github/workflows/audit.yml';
const source = readFileSync(WORKFLOW, 'utf8');

const describeErrors = (errors: ValidationError[]): string[] =>
  errors.map((e) => `${'path' in e ? e.path : ''} ${e.title}${e.detail ? `: ${e.detail}` : ''}`);

/** Flags a command's --help lists. */
async function helpFlags(run: (argv: string[]) => Promise<number>): Promise<string> {
  const out: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  await run(['--help']);
  spy.mockRestore();
  return out.join('\n');
}

/** The audit command lines the workflow runs, with `\`-continued lines joined. */
const commands = (tool: 'seo-audit' | 'seo-audit-github') =>
  source
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => new RegExp(`npx ${tool}(\\s|$)`).test(line));

afterEach(() => vi.restoreAllMocks());

describe('.github/workflows/audit.yml', () => {
  it('is valid GitHub Actions workflow syntax', () => {
    expect(describeErrors(validateWorkflow(source).errors)).toEqual([]);
  });

  it('would fail the check if it were not (the validator reads it)', () => {
    const broken = source.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs the audit only with flags the audit knows: shards, merge, baseline', async () => {
    const help = await helpFlags((argv) => cli(argv));
    const lines = commands('seo-audit');
    expect(lines.join('\n')).toMatch(/--shard /);
    expect(lines.join('\n')).toMatch(/--merge /);
    for (const flag of lines.flatMap((l) => l.match(/--[a-z-]+/g) ?? [])) expect(help).toContain(flag);
  });

  it('reports through seo-audit-github: matrix, report and digest, with flags it knows', async () => {
    const help = await helpFlags((argv) => githubCli(argv, {}));
    const lines = commands('seo-audit-github');
    const subcommands = lines.map((l) => /npx seo-audit-github (\w+)/.exec(l)![1]);
    expect(subcommands.sort()).toEqual(['digest', 'matrix', 'report']);
    for (const flag of lines.flatMap((l) => l.match(/--[a-z-]+/g) ?? [])) expect(help).toContain(flag);
  });

  it('records the baseline under the name it looks it up by, and gives the reporter its token', () => {
    expect(source).toMatch(/actions\/artifacts\?name=seo-audit-baseline&/);
    expect(source).toMatch(/name: seo-audit-baseline\n\s+path: audit-reports\/report\.json/);
    expect(source).toMatch(/GITHUB_TOKEN: \$\{\{ github\.token \}\}\n\s+run: npx seo-audit-github report/);
    expect(source).toMatch(/checks: write\n\s+pull-requests: write/);
  });
});
