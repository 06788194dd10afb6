/**
 * Finds a Java 11 or later for the W3C Nu HTML validator test
 * (tests/dist/nu-validator.full.test.ts): JAVA_HOME, then PATH. When none exists and
 * we run as root on Debian or Ubuntu, installs Debian's `default-jre-headless`
 * with apt-get, saying so; otherwise stops with one sentence on how to install
 * one. Never skips silently.
 */
import { NO_JAVA, findJava } from './lib/java';
import { ensureSystemTool } from './lib/system-tool';
import { parseCli } from './lib/cli-help';

parseCli({
  usage: 'npx tsx scripts/ensure-java.ts',
  about:
    '`npm test` runs it first. Finds a Java 11 or later for the W3C Nu HTML validator test and prints its path. When there is none and it runs as root on Debian or Ubuntu, installs Debian’s `default-jre-headless` with apt-get, saying so; otherwise exits 1 with how to install one.',
  env: {
    JAVA_HOME: 'a Java’s folder: its bin/java is tried first (Java 11 or later)',
    PATH: 'searched for `java` when JAVA_HOME has none',
  },
});

ensureSystemTool({
  name: 'Java',
  find: findJava,
  aptPackage: 'default-jre-headless',
  neededBy: 'the W3C Nu HTML validator test',
  howToInstall: NO_JAVA,
});
