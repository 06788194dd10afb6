/**
 * Runs the content check and prints its result for a person: one line per problem and no stack
 * trace, so the tail of the log shows what to fix. Used by `npm run validate` (which also reports
 * the formatting of content/), the build's first step (scripts/prepare-build.ts) and the dev server
 * (scripts/lib/content-check-plugin.ts).
 */
import { validateContent } from './content-check';

/** The problems as the log shows them; null when the content is valid. */
export function problemsText(errors: readonly string[]): string | null {
  if (!errors.length) return null;
  const count = `${errors.length} problem${errors.length === 1 ? '' : 's'}`;
  return `Content validation failed (${count}):\n${errors.map((e) => `  ${e}`).join('\n')}`;
}

/** The content's problems; a check that throws (a bug, not bad content) is reported as one line too. */
export async function contentProblems(): Promise<string[]> {
  try {
    return await validateContent();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [`the content check itself failed (report it with this line): ${message.split('\n')[0]}`];
  }
}

/** The content files Prettier would reformat (scripts/lib/format-check.ts), one line each; a failure of the check itself is one line too. */
async function formattingProblems(): Promise<string[]> {
  const { formatProblems, unformattedContentFiles } = await import('./format-check');
  try {
    return formatProblems(await unformattedContentFiles(process.cwd()));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [`the formatting check itself failed (report it with this line): ${message.split('\n')[0]}`];
  }
}

/**
 * Exits non-zero after printing the problems; returns when the content is valid. `formatting`
 * (`npm run validate`, not the build): also the content files that are not formatted, which
 * `npm run lint` would refuse inside `npm test`.
 */
export async function checkContentOrExit({ formatting = false } = {}): Promise<void> {
  const started = performance.now();
  const text = problemsText([...(await contentProblems()), ...(formatting ? await formattingProblems() : [])]);
  if (text) {
    console.error(text);
    process.exit(1);
  }
  console.log(`Content OK (checked in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
