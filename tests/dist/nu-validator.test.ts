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

interface VnuMessage { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }

describe('the W3C Nu HTML validator', () => {
  it('reports no error on any built page', () => {
    const java = findJava();
    if (!java) throw new Error(`No Java found for the W3C Nu validator: ${NO_JAVA} (scripts/ensure-java.ts installs it as root on Debian).`);
    const files = htmlFiles(DIST);
    expect(files.length).toBeGreaterThan(100);
    const run = spawnSync(java, ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const where = (m: VnuMessage) => `${m.url ? relative(resolve(DIST), fileURLToPath(m.url)) : '?'}:${m.lastLine ?? '?'}`;
    expect(messages.map((m) => `${where(m)} ${m.type}${m.subType ? ` (${m.subType})` : ''}: ${m.message}${m.extract ? ` in ${JSON.stringify(m.extract)}` : ''}`)).toEqual([]);
    expect(run.status, run.stderr).toBe(0);
  }, 180_000); // about 12 s for the 127 pages with the machine to itself
});
