/**
 * `npm run build:sample`: the site built with the complete sample configuration
 * (tests/fixtures/sample-owner/): its settings over the environment's, its content files over
 * content/'s (CONTENT_OVERLAY), into dist-sample/ unless DIST_DIR says otherwise. Proves every
 * people-and-proof slot renders when the owner fills it (tests/dist/sample-owner.full.test.ts,
 * `npm run screenshots -- --sample`).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { parseCli } from './lib/cli-help';
import { sampleDistDir } from './lib/sample-dist';

parseCli({
  usage: 'npm run build:sample',
  about:
    'Builds the site with the complete sample configuration of tests/fixtures/sample-owner/ (fictional founding year, registration, team with placeholder portraits, job photos, review profile links) into dist-sample/, for the sample tests and screenshots. A normal build never reads that folder.',
  env: { DIST_DIR: 'the output folder (default: dist-sample)' },
});

const SAMPLE_OWNER_DIR = 'tests/fixtures/sample-owner';

const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: process.env.DIST_DIR ?? sampleDistDir('dist') };
// The sample's own settings win over the environment and .env: the point is a known, complete configuration.
const sample = parseEnv(readFileSync(`${SAMPLE_OWNER_DIR}/site.env`, 'utf8'));
const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
  stdio: 'inherit',
  env: { ...env, ...sample, CONTENT_OVERLAY: SAMPLE_OWNER_DIR },
});
process.exit(result.status ?? 1);
