/**
 * The repository's GitHub workflows (.github/workflows/*.yml) run the audit's commands only with
 * subcommands and flags the audit knows: each `npx seo-audit …` line against its subcommand's --help,
 * each `npx seo-audit-github …` line against the GitHub reporter's. The rest of the workflows is
 * tests/unit/ci-workflow.test.ts's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { githubCli } from '../github/cli';

const DIR = '.github/workflows';

/** The workflows' lines, `\`-continued lines joined, their YAML comments left out. */
const lines = readdirSync(DIR)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()
  .flatMap((f) =>
    readFileSync(join(DIR, f), 'utf8')
      .replace(/\\\n\s*/g, ' ')
      .split('\n'),
  )
  .filter((l) => !l.trim().startsWith('#'));

/** Flags and subcommands a command's --help lists. */
async function helpText(run: (argv: string[]) => Promise<number>): Promise<string> {
  const out: string[] = [];
  const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  await run(['--help']);
  spy.mockRestore();
  return out.join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('the workflows', () => {
  it('run the audit commands only with subcommands and flags the audit knows', async () => {
    const githubHelp = await helpText((argv) => githubCli(argv, {}));
    // Each subcommand has its own --help (run, the default, when the line names none).
    const auditUnknown: string[] = [];
    for (const line of lines.filter((l) => /\bnpx seo-audit(\s|$)/.test(l))) {
      const command = /\bnpx seo-audit ([a-z]+)\b/.exec(line)?.[1] ?? 'run';
      const help = await helpText((argv) => cli([command, ...argv]));
      if (!help.includes(`Usage: seo-audit ${command}`)) auditUnknown.push(`seo-audit ${command}`);
      auditUnknown.push(...(line.match(/--[a-z-]+/g) ?? []).filter((flag) => !help.includes(flag)));
    }
    expect(
      lines.some((l) => /\bnpx seo-audit(\s|$)/.test(l)),
      'a workflow running the audit',
    ).toBe(true);
    const unknown = [
      ...auditUnknown,
      ...lines
        .filter((l) => /\bnpx seo-audit-github\b/.test(l))
        .flatMap((l) => [/npx seo-audit-github (\w+)/.exec(l)?.[1] ?? '(none)', ...(l.match(/--[a-z-]+/g) ?? [])])
        .filter((word) => !githubHelp.includes(word)),
    ];
    expect(unknown).toEqual([]);
  });
});
