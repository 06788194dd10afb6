/**
 * Java and the W3C Nu HTML validator (vnu.jar, shipped inside the vnu-jar npm
 * package) for tests/dist/nu-validator.full.test.ts. Java is a system tool, like
 * Chromium: JAVA_HOME's, then the first on PATH; scripts/ensure-java.ts
 * installs Debian's when there is none. vnu-jar's own install script, which
 * would download a Java runtime from GitHub, is denied in package.json
 * (allowScripts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

/** vnu.jar's class files need Java 11. */
const MIN_JAVA = 11;

function javaVersion(java: string): number {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`);
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]); // "1.8.0" is Java 8
}

/** A Java 11 or later: JAVA_HOME's, then the first on PATH; undefined when there is none. */
export function findJava(): string | undefined {
  const home = process.env.JAVA_HOME ? [join(process.env.JAVA_HOME, 'bin', 'java')] : [];
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'java'));
  return [...home, ...onPath].find((java) => existsSync(java) && javaVersion(java) >= MIN_JAVA);
}

/** The validator's jar inside node_modules/vnu-jar. */
export const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

export const NO_JAVA =
  'install one (e.g. `sudo apt-get install default-jre-headless`, Java 11 or later) or set JAVA_HOME to its folder.';
