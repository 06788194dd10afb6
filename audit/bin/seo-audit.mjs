#!/usr/bin/env node
/**
 * `seo-audit`: the audit's command. The package ships TypeScript, so tsx's ESM loader is
 * registered here (its API, not a --import flag the caller must remember) before cli.ts loads.
 */
import { register } from 'tsx/esm/api';

register();
const { cli } = await import('../cli.ts');
process.exit(await cli(process.argv.slice(2)));
