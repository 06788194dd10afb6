/**
 * The drill's report: one short Markdown table row per case (id, class, step, what caught it,
 * seconds), and docs/drill.md, whose table between its markers keeps the rows of cases a run
 * with `--only` did not run, so one case can be run again without losing the others' results.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { DrillCase } from './kit';

const START = '<!-- drill:start -->';
const END = '<!-- drill:end -->';

export interface Result {
  drill: DrillCase;
  caught: boolean;
  /** The table's "caught by" cell, or why the case was not caught. */
  verdict: string;
  seconds: number;
}

/** A command as one would type it in a shell: arguments with spaces or shell characters in single quotes. */
export const shown = (command: string[]) =>
  command.map((a) => (/^[\w./:=@,-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');

/** One line of output for the table: whitespace runs collapsed, at most 140 characters. */
const line = (text: string) => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 140 ? `${one.slice(0, 139)}…` : one;
};

/** What caught the defect, in one line: the match's first line (a test title) … its last, or its `why` group. */
export function excerpt(match: RegExpExecArray | string): string {
  const text = typeof match === 'string' ? match : match[0];
  const lines = text.split('\n').filter((l) => l.trim());
  const why = typeof match === 'string' ? undefined : match.groups?.why;
  if (lines.length < 2) return line(text);
  // A Playwright failure's first line is `1) [project] › file:line › title ───`: the title is what says which test.
  const title = lines[0].replace(/^\s*\d+\) (?:\[[^\]]+\] › )?\S+ › /, '').replace(/\s*─+\s*$/, '');
  return `${line(title)} … ${line(why ?? lines.at(-1)!)}`;
}

/** A Markdown table cell: pipes escaped (also inside code spans, as GFM wants), no line breaks. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** Text in a code span, whatever backticks it holds. */
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** The table's "caught by" cell: what named the defect (the part after " … "), at most 70 characters. */
const named = (verdict: string) => {
  const why = verdict.split(' … ').at(-1)!.trim();
  return why.length > 70 ? `${why.slice(0, 69)}…` : why;
};

/** One short line per case: id, class, the step that owns it, what caught it, seconds (`--list` says each defect). */
export function row(r: Result): string {
  const step = `${r.drill.needsBuild ? 'build, ' : ''}${r.drill.step.name}`;
  const verdict = r.caught ? code(named(r.verdict)) : `**${r.verdict.replace(/`/g, "'")}**`;
  return `| ${[code(r.drill.id), r.drill.class, step, verdict, r.seconds.toFixed(0)].map(cell).join(' | ')} |`;
}

export const HEADER = ['| case | class | step | caught by | s |', '| --- | --- | --- | --- | ---: |'];

/** The rows of the table docs/drill.md holds now, by case id, for the cases this run did not run. */
function rowsInDoc(doc: string): Map<string, string> {
  const region = doc.slice(doc.indexOf(START), doc.indexOf(END));
  return new Map(
    region
      .split('\n')
      .map((line) => [/^\| `([\w-]+)`/.exec(line)?.[1], line] as const)
      .filter((pair): pair is [string, string] => pair[0] !== undefined),
  );
}

/** Writes `summary` and the table (rows of `results`, else the rows `file` has) between the markers of `file`. */
export async function writeDoc(file: string, cases: DrillCase[], results: Result[], summary: string): Promise<void> {
  const doc = readFileSync(file, 'utf8');
  if (!doc.includes(START) || !doc.includes(END))
    throw new Error(`${file} lacks the markers ${START} and ${END} the table goes between`);
  const kept = rowsInDoc(doc);
  const rows = cases.flatMap((c) => {
    const ran = results.find((r) => r.drill === c);
    const line = ran ? row(ran) : kept.get(c.id);
    return line ? [line] : [];
  });
  const table = [START, '', ...HEADER, ...rows, '', summary, '', END].join('\n');
  const text = doc.slice(0, doc.indexOf(START)) + table + doc.slice(doc.indexOf(END) + END.length);
  // Written as Prettier would write it (`npm run lint` checks docs/ too): tables aligned or not, by its rules.
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
