/**
 * The command line of every script of ours (README.md "Commands"): each declares its usage, its
 * flags, its arguments and the environment variables it reads once, and `parseCli` parses
 * `process.argv` with Node's `util.parseArgs`, strictly. `--help` (or `-h`) prints the usage on
 * stdout and exits 0 before the script does anything; an unknown flag, a flag missing its value
 * or an argument too many prints one line saying so, then the usage, on stderr and exits 2.
 * Scripts that import much (the content, the audit, Playwright) import it after `parseCli`, so
 * the help is quick and shows even when the content does not load.
 *
 * serve/cli.ts may not import the build scripts (eslint.config.js) and prints its help the same
 * way with parseArgs of its own.
 */
import { parseArgs } from 'node:util';

interface CliOption {
  type: 'string' | 'boolean';
  short?: string;
  default?: string | boolean;
  /** The value's name in the help: `--runs <n>`. Default `value`. */
  value?: string;
  description: string;
}

export interface CliSpec<O extends Record<string, CliOption>> {
  /** What follows "Usage:": how to run the script. */
  usage: string;
  /** What the script does, in a sentence or three (a blank line between paragraphs). */
  about: string;
  /** The positional arguments in order, as the usage names them (`[pages]`, `[sizes...]`: any number). None: none taken. */
  arguments?: Record<string, string>;
  options?: O;
  /** `--no-<flag>` turns a boolean flag off; one that defaults to true is listed so. */
  allowNegative?: boolean;
  /** The environment variables the script reads (or hands on to what it runs), each with what it does. */
  env?: Record<string, string>;
  /** Whether `.env` is read first (scripts/lib/env-file.mjs), as `--import ./scripts/lib/node-setup.mjs` does. */
  dotEnv?: boolean;
}

type Value<T extends CliOption> =
  (T['type'] extends 'boolean' ? boolean : string) | (T extends { default: string | boolean } ? never : undefined);

export interface ParsedCli<O extends Record<string, CliOption>> {
  values: { [K in keyof O]: Value<O[K]> };
  positionals: string[];
  /** A usage error the script found itself (a bad value, a missing argument): one line, the usage, exit 2. */
  fail: (message: string) => never;
  /** `text` (an argument or a flag's value) as a whole number of `what`, at least `min`; else a usage error. */
  count: (text: string, what: string, min?: number) => number;
}

/**
 * The site's configuration (core/config/load-site-config.ts; `.env.example` explains each), for the
 * scripts that render pages; BUILD_ENV adds what only a build reads. tests/unit/script-help.test.ts
 * holds these names to the loader's.
 */
export const SITE_CONFIG_ENV: Record<string, string> = {
  'SITE_URL, BUSINESS_NAME, PHONE, BOOKING_URL, STREET_ADDRESS, SAME_DAY_CUTOFF, GEO_ENDPOINT, OFFER_VALID_UNTIL, BUILD_YEAR, BHGS_REGISTRATION, CSLB_LICENSE, INSURED, BONDED, EPA_608_CERTIFIED, FOUNDED_YEAR':
    'the site’s configuration (.env.example explains each; a bad value stops the script, naming it)',
};

/** What `npm run build` reads besides the site's configuration (scripts/build.ts and the scripts that run it). */
export const BUILD_ENV: Record<string, string> = {
  ...SITE_CONFIG_ENV,
  SITE_ENV: '`production`: the build first refuses every placeholder of that configuration (docs/deploying.md)',
  DEPLOY_HOST: 'the _redirects dialect: `netlify` (also when NETLIFY=true) or `cloudflare` (default)',
  CONTENT_OVERLAY:
    'a folder whose content/ files replace the same files of content/ for this build (the sample configuration: npm run build:sample)',
};

/** The system Chromium (packages/common/host/chromium.ts), for the scripts that open pages in it. */
export const CHROMIUM_ENV: Record<string, string> = {
  CHROME_PATH:
    'the Chromium to use (default: the first of /usr/bin/chromium, chromium-browser, google-chrome, google-chrome-stable)',
};

const HELP: CliOption = { type: 'boolean', short: 'h', description: 'print this help and exit' };
const WIDTH = 100;

/** `text` broken into lines of at most WIDTH characters, every line after the first indented `indent` spaces. */
function wrap(text: string, indent: number, first = indent): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const room = WIDTH - (lines.length ? indent : first);
    if (line && line.length + 1 + word.length > room) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join(`\n${' '.repeat(indent)}`);
}

/** Where every section's descriptions start; a longer label puts its description on the next line. */
const COLUMN = 26;

/** A section of labelled lines, the descriptions in one column. */
function section(title: string, rows: [string, string][]): string[] {
  if (!rows.length) return [];
  const lines = rows.map(([label, text]) =>
    label.length + 4 <= COLUMN
      ? `  ${label.padEnd(COLUMN - 2)}${wrap(text, COLUMN)}`
      : `  ${wrap(label, 4, 2)}\n${' '.repeat(COLUMN)}${wrap(text, COLUMN)}`,
  );
  return ['', `${title}:`, ...lines];
}

function optionRows(spec: CliSpec<Record<string, CliOption>>): [string, string][] {
  return Object.entries({ ...spec.options, help: HELP }).map(([name, option]) => {
    const negated = spec.allowNegative && option.type === 'boolean' && option.default === true;
    const flag = `${option.short ? `-${option.short}, ` : ''}--${negated ? 'no-' : ''}${name}`;
    const label = option.type === 'string' ? `${flag} <${option.value ?? 'value'}>` : flag;
    const shown = option.type === 'string' && option.default ? ` (default: ${String(option.default)})` : '';
    return [label, `${option.description}${shown}`];
  });
}

/** The usage lines, then (`full`) what the script does, then its arguments and flags, then (`full`) its environment. */
function helpText(spec: CliSpec<Record<string, CliOption>>, full = true): string {
  const paragraphs = spec.about.split(/\n\s*\n/).map((paragraph) => wrap(paragraph, 0));
  return [
    `Usage: ${spec.usage}`,
    ...(full ? paragraphs.flatMap((paragraph) => ['', paragraph]) : []),
    ...section('Arguments', Object.entries(spec.arguments ?? {})),
    ...section('Options', optionRows(spec)),
    ...(full
      ? section(
          spec.dotEnv ? 'Environment (also read from .env; the environment wins)' : 'Environment',
          Object.entries(spec.env ?? {}),
        )
      : []),
  ].join('\n');
}

/** The first sentence of one of parseArgs' messages ("Unknown option '--x'. To specify…"). */
const firstSentence = (message: string) => `${message.split(/\.\s|\n/)[0].replace(/\.$/, '')}.`;

/**
 * Parses the script's arguments (`args`, default process.argv's) by `spec`: prints the help and
 * exits 0 on `--help`/`-h`, prints a usage error and exits 2 on anything `spec` does not declare.
 */
export function parseCli<const O extends Record<string, CliOption> = Record<never, CliOption>>(
  spec: CliSpec<O>,
  args: string[] = process.argv.slice(2),
): ParsedCli<O> {
  const fail = (message: string): never => {
    process.stderr.write(`${message}\n${helpText(spec, false)}\n`);
    process.exit(2);
  };
  // parseArgs is handed each option's own fields only (it validates `short` and `default` when present).
  const options = Object.fromEntries(
    Object.entries({ ...spec.options, help: HELP }).map(([name, { type, short, default: fallback }]) => [
      name,
      { type, ...(short ? { short } : {}), ...(fallback === undefined ? {} : { default: fallback }) },
    ]),
  );
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: true, allowNegative: spec.allowNegative });
  } catch (error) {
    // `--help` beside a mistake still answers with the help.
    const beforeEnd = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
    if (beforeEnd.includes('--help') || beforeEnd.includes('-h')) parsed = { values: { help: true }, positionals: [] };
    else return fail(firstSentence(error instanceof Error ? error.message : String(error)));
  }
  if (parsed.values.help) {
    process.stdout.write(`${helpText(spec)}\n`);
    process.exit(0);
  }
  const names = Object.keys(spec.arguments ?? {});
  const most = names.some((name) => name.includes('...')) ? Infinity : names.length;
  if (parsed.positionals.length > most) fail(`Unexpected argument '${parsed.positionals[most]}'.`);
  const count = (text: string, what: string, min = 0): number =>
    /^\d+$/.test(text) && Number(text) >= min
      ? Number(text)
      : fail(`Expected ${min ? `${min} or more` : 'a number of'} ${what}, not '${text}'.`);
  return { values: parsed.values as ParsedCli<O>['values'], positionals: parsed.positionals, fail, count };
}
