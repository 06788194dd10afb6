/**
 * The W3C Nu HTML validator (vnu.jar, from the vnu-jar package) over every built
 * page: no error. The audit's html/valid rule (html-validate) runs on every page
 * of every audit without Java; this is the reference it is held to, so markup
 * html-validate lets through (a <dl> mixing div-wrapped and bare groups, once)
 * still fails the tests. Java is a system tool: `npm test` installs Debian's
 * first (scripts/ensure-java.ts); without one this test fails with how to
 * install it, never skips.
 */
import { spawnSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../scripts/lib/normalize-html';
import { NO_JAVA, VNU_JAR, findJava } from '../../scripts/lib/java';
import { DIST } from './dist-helpers';

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * vnu 25.11's CSS checker cannot parse env() inside calc(), valid CSS the call bar uses
 * (`calc(var(--space-2) + env(safe-area-inset-bottom,0px))`). Later vnu-jar releases parse it but
 * carry an install script that downloads a Java runtime from GitHub, which this project does not
 * allow. Only that parse error, on a declaration that uses env(), is set aside; any other is an error.
 */
const CSS_ENV_GAP = (m: VnuMessage) =>
  /^CSS: “[a-z-]+”: Parse Error\.$/.test(m.message) && /env\(|,0px\)\)/.test(m.extract ?? '');

describe('the W3C Nu HTML validator', () => {
  it('reports no error on any built page', () => {
    const java = findJava();
    if (!java)
      throw new Error(
        `No Java found for the W3C Nu validator: ${NO_JAVA} (scripts/ensure-java.ts installs it as root on Debian).`,
      );
    const files = htmlFiles(DIST);
    expect(files.length).toBeGreaterThan(100);
    const run = spawnSync(java, ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    const all = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    const messages = all.filter((m) => !CSS_ENV_GAP(m));
    const where = (m: VnuMessage) =>
      `${m.url ? relative(resolve(DIST), fileURLToPath(m.url)) : '?'}:${m.lastLine ?? '?'}`;
    expect(
      messages.map(
        (m) =>
          `${where(m)} ${m.type}${m.subType ? ` (${m.subType})` : ''}: ${m.message}${m.extract ? ` in ${JSON.stringify(m.extract)}` : ''}`,
      ),
    ).toEqual([]);
    // vnu exits 1 when it reports anything, the messages set aside included; any other exit is a crash.
    expect(run.status === 0 || (run.status === 1 && all.length > 0), run.stderr).toBe(true);
  }, 180_000); // about 12 s for the 127 pages with the machine to itself
});
