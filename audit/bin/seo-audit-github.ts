#!/usr/bin/env node
/** `seo-audit-github`: the audit's report on GitHub (github/cli.ts); built and run as bin/seo-audit.ts is. */
import { githubCli } from '../github/cli';

process.exit(await githubCli(process.argv.slice(2)));
