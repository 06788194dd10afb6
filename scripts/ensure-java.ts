/**
 * Finds a Java 11 or later for the W3C Nu HTML validator test
 * (tests/dist/nu-validator.test.ts): JAVA_HOME, then PATH. When none exists and
 * we run as root on Debian or Ubuntu, installs Debian's `default-jre-headless`
 * with apt-get, saying so; otherwise stops with one sentence on how to install
 * one. Never skips silently.
 */
import { NO_JAVA, findJava } from './lib/java';
import { ensureSystemTool } from './lib/system-tool';

ensureSystemTool({
  name: 'Java',
  find: findJava,
  aptPackage: 'default-jre-headless',
  neededBy: 'the W3C Nu HTML validator test',
  howToInstall: NO_JAVA,
});
