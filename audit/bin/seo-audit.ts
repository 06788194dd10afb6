#!/usr/bin/env node
/**
 * `seo-audit`: the audit's command (cli.ts). The package's bin is this file built to JavaScript
 * (dist/bin/seo-audit.js), so an installed audit runs on Node alone; this repository runs the
 * source through tsx (the root package.json's `audit` scripts), so an edit needs no build.
 */
import { cli } from '../cli';

process.exit(await cli(process.argv.slice(2)));
