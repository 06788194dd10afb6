import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { stacklessSentinels } from '../../scripts/lib/stackless-sentinels-plugin';

/** The file the browser bundle takes react-dom/client from (its package exports hide the path). */
const installed = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

describe("React DOM's start-up sentinels without stacks (scripts/lib/stackless-sentinels-plugin.ts)", () => {
  it('finds all five in the installed React DOM, and each is still an error with its message', () => {
    const code = stacklessSentinels(readFileSync(installed, 'utf8'), installed);
    expect(code.match(/= stacklessSentinel\$\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    expect(code).not.toMatch(/SuspenseException = Error\(/);
    // The helper as the bundle runs it, in a fresh context: an Error by prototype, no stack captured.
    const [isError, message, own] = runInNewContext(
      `${code.slice(code.lastIndexOf('function stacklessSentinel$'))} var s = stacklessSentinel$('Suspense Exception'); [s instanceof Error, String(s), Object.getOwnPropertyNames(s)]`,
    ) as [boolean, string, string[]];
    expect(isError).toBe(true);
    expect(message).toBe('Error: Suspense Exception');
    expect([...own]).toEqual(['message']);
  });

  it('fails the build, naming the file, when React no longer creates them as expected', () => {
    const fourOfFive = 'var SuspenseException = Error(formatProdErrorMessage(460));\n'.repeat(4);
    expect(() => stacklessSentinels(fourOfFive, '/x/react-dom-client.production.js')).toThrow(
      /\/x\/react-dom-client\.production\.js: expected React DOM's 5 sentinel errors .* found 4/,
    );
  });
});
