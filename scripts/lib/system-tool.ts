/**
 * The system tools the tests need and npm does not install (Chromium, Java;
 * README.md): find one; when none exists and we run as root on
 * Debian or Ubuntu, install Debian's package with apt-get, saying so; otherwise
 * stop with one sentence on how to install it. Never skips silently.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface SystemTool {
  name: string;
  /** The tool's executable, or undefined when there is none. */
  find: () => string | undefined;
  aptPackage: string;
  /** Who needs it, for the line printed before installing it. */
  neededBy: string;
  /** The sentence after "No <name> found: " when it cannot be installed here. */
  howToInstall: string;
}

export function ensureSystemTool(tool: SystemTool): string {
  let found = tool.find();
  if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      `No ${tool.name} found: installing Debian's ${tool.aptPackage} package with apt-get (needed by ${tool.neededBy})...`,
    );
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool.aptPackage}`, {
      stdio: 'inherit',
    });
    found = tool.find();
  }
  if (!found) {
    console.error(`No ${tool.name} found: ${tool.howToInstall}`);
    process.exit(1);
  }
  console.log(`${tool.name}: ${found}`);
  return found;
}
