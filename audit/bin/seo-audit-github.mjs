#!/usr/bin/env node
/** `seo-audit-github`: the audit's report on GitHub (github/cli.ts); tsx's loader as in seo-audit.mjs. */
import { register } from 'tsx/esm/api';

register();
const { githubCli } = await import('../github/cli.ts');
process.exit(await githubCli(process.argv.slice(2)));
