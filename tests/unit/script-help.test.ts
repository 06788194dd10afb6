/**
 * Every script of ours answers `--help` (README.md "Commands", scripts/lib/cli-help.ts): its usage,
 * flags and the environment variables it reads on stdout, exit 0, before it builds, serves or
 * audits anything; an unknown flag gets one line and the usage on stderr, exit 2. Each script runs
 * as a child process the way package.json (or its own usage line) runs it, all at once: a few
 * seconds in all. DIST_DIR names a folder that does not exist, so a script that ignored `--help`
 * could not touch a build.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULTS } from '../../core/config/load-site-config';
import { parseCli } from '../../scripts/lib/cli-help';

const root = resolve(import.meta.dirname, '../..');
const SETUP = ['--import', './scripts/lib/node-setup.mjs'];

/** Every `tsx …` command of package.json's scripts: the arguments after `tsx` (`npm test` is `tsx scripts/test-tier.ts fast`). */
function npmCommands(): [string, string[]][] {
  const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
  return Object.entries(scripts).flatMap(([name, command]) =>
    command
      .split('&&')
      .map((part) => part.trim())
      .filter((part) => part.startsWith('tsx '))
      .map((part): [string, string[]] => [`npm run ${name}: ${part}`, part.split(/\s+/).slice(1)]),
  );
}

/** The scripts run by hand or by another script, with the flags their usage line gives. */
const byHand = (flags: string[], files: string[]) => files.map((file): [string, string[]] => [file, [...flags, file]]);
const BY_HAND = [
  ...byHand(SETUP, ['scripts/prepare-build.ts', 'scripts/postbuild.ts', 'scripts/print-site-data.ts']),
  ...byHand(
    SETUP,
    ['audit-scale', 'audit-shards', 'busy-browsers'].map((n) => `scripts/bench/${n}.ts`),
  ),
  ...byHand([], ['scripts/bench/shard-costs.ts', 'scripts/bench/synthetic-build.ts']),
];

/** The script a command runs: its first argument naming a file (`scripts/test-tier.ts fast` runs scripts/test-tier.ts). */
const fileOf = (args: string[]) => args.find((a) => /\.(ts|mjs)$/.test(a) && !a.startsWith('./scripts/lib/'))!;
const RUNS = [...npmCommands(), ...BY_HAND];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs tsx with `args` and one more argument; never rejects. */
function run(args: string[], extra: string): Promise<Run> {
  return new Promise((done) => {
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      [...args, extra],
      {
        cwd: root,
        env: { ...process.env, DIST_DIR: join(tmpdir(), 'script-help-no-such-build'), PORT: '0' },
        encoding: 'utf8',
        // Half a second of CPU each; the margin is for a machine busy with other work.
        timeout: 90_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

const STACK_LINE = /^\s+at \S/m;

describe('every script answers --help', { timeout: 120_000 }, () => {
  const helps = new Map<string, Run>();
  beforeAll(async () => {
    const results = await Promise.all(RUNS.map(([, args]) => run(args, '--help')));
    RUNS.forEach(([label], i) => helps.set(label, results[i]));
  }, 120_000);

  it('covers serve/cli.ts and every script in scripts/, scripts/bench/ and scripts/drill/ with a command line', () => {
    const covered = new Set(RUNS.map(([, args]) => fileOf(args)));
    const entries = ['scripts', 'scripts/bench', 'scripts/drill'].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((name) => name.endsWith('.ts'))
        .map((name) => `${dir}/${name}`)
        .filter((file) => readFileSync(join(root, file), 'utf8').includes('parseCli(')),
    );
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.filter((file) => !covered.has(file))).toEqual([]);
    expect([...covered].filter((file) => file.startsWith('scripts/') && !entries.includes(file))).toEqual([]);
    expect(covered).toContain('serve/cli.ts');
  });

  it.each(RUNS)('%s', (label, args) => {
    const { code, stdout, stderr } = helps.get(label)!;
    expect(stderr).not.toMatch(/Error/);
    expect(stderr).not.toMatch(STACK_LINE);
    expect(stdout).toMatch(/^Usage: /);
    expect(stdout).not.toMatch(/Error/);
    expect(stdout).not.toMatch(STACK_LINE);
    expect(code).toBe(0);
    // Every variable the entry file itself reads is listed.
    const source = readFileSync(join(root, fileOf(args)), 'utf8');
    for (const [, name] of source.matchAll(/process\.env\.([A-Z_]+)/g)) expect(stdout).toContain(name);
  });

  it("the build's help names every variable of the site's configuration", () => {
    const [, build] = [...helps].find(([label]) => label.startsWith('npm run build:'))!;
    for (const name of Object.keys(DEFAULTS)) expect(build.stdout).toContain(name);
  });

  it('an unknown flag gets one line and the usage, exit 2 (serve/cli.ts parses on its own)', async () => {
    const cases = RUNS.filter(([, args]) => ['serve/cli.ts', 'scripts/print-site-data.ts'].includes(fileOf(args)));
    expect(cases).toHaveLength(2);
    for (const { code, stdout, stderr } of await Promise.all(cases.map(([, args]) => run(args, '--no-such-flag')))) {
      expect(stdout).toBe('');
      expect(stderr.split('\n').slice(0, 2)).toEqual([
        "Unknown option '--no-such-flag'.",
        expect.stringMatching(/^Usage: /),
      ]);
      expect(code).toBe(2);
    }
  });
});

describe('parseCli', () => {
  /** What `parseCli(SPEC, args)`, then `then` with its result, printed and the code they exited with (undefined: none). */
  function parse(
    args: string[],
    then: (parsed: ReturnType<typeof parseCli<(typeof SPEC)['options']>>) => void = () => {},
  ) {
    let stdout = '';
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw Object.assign(new Error('exit'), { exitCode: code });
    });
    try {
      const result = parseCli(SPEC, args);
      then(result);
      return { result, stdout, stderr, code: undefined };
    } catch (thrown) {
      return { result: undefined, stdout, stderr, code: (thrown as { exitCode?: number }).exitCode };
    } finally {
      vi.restoreAllMocks();
    }
  }
  const SPEC = {
    usage: 'demo [dir] [options]',
    about: 'Does a demo.\n\nA second paragraph.',
    arguments: { '[dir]': 'where' },
    options: {
      runs: { type: 'string', default: '3', value: 'n', description: 'how many' },
      fast: { type: 'boolean', default: true, description: 'go slow' },
    },
    allowNegative: true,
    env: { DEMO_DIR: 'the folder' },
  } as const;
  afterEach(() => vi.restoreAllMocks());

  it('parses what the spec declares', () => {
    const { result, code } = parse(['out', '--runs', '5', '--no-fast']);
    expect(code).toBeUndefined();
    expect(result!.values).toMatchObject({ runs: '5', fast: false });
    expect(result!.positionals).toEqual(['out']);
    expect(parse([]).result!.values).toMatchObject({ runs: '3', fast: true });
  });

  it('prints the help on stdout and exits 0, also beside a mistake', () => {
    for (const args of [['--help'], ['-h'], ['--bogus', '-h']]) {
      const { stdout, stderr, code } = parse(args);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout.split('\n')).toEqual([
        'Usage: demo [dir] [options]',
        '',
        'Does a demo.',
        '',
        'A second paragraph.',
        '',
        'Arguments:',
        '  [dir]                   where',
        '',
        'Options:',
        '  --runs <n>              how many (default: 3)',
        '  --no-fast               go slow',
        '  -h, --help              print this help and exit',
        '',
        'Environment:',
        '  DEMO_DIR                the folder',
        '',
      ]);
    }
  });

  it('refuses an unknown flag, a missing value and an argument too many with one line and the usage, exit 2', () => {
    const cases: [string[], string][] = [
      [['--bogus'], "Unknown option '--bogus'."],
      [['--runs'], "Option '--runs <value>' argument missing."],
      [['a', 'b'], "Unexpected argument 'b'."],
    ];
    for (const [args, line] of cases) {
      const { stdout, stderr, code } = parse(args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.split('\n').slice(0, 2)).toEqual([line, 'Usage: demo [dir] [options]']);
      expect(stderr).not.toContain('Environment');
    }
  });

  it('reads a count, or refuses what is not one, exit 2', () => {
    let runs = 0;
    expect(parse(['--runs', '12'], (r) => (runs = r.count(r.values.runs, 'runs', 1))).code).toBeUndefined();
    expect(runs).toBe(12);
    const { stderr, code } = parse(['--runs', '0'], (r) => r.count(r.values.runs, 'runs', 1));
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe("Expected 1 or more runs, not '0'.");
    expect(parse(['--runs', 'x'], (r) => r.count(r.values.runs, 'runs')).stderr).toMatch(
      /^Expected a number of runs, not 'x'\./,
    );
  });
});
