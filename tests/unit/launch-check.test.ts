/**
 * The launch check (core/config/launch-check.ts, docs/deploying.md): a production build refuses
 * every placeholder the repository ships, at once, and passes a complete configuration. Nothing
 * here reads the developer's `.env`: the checks are handed their configuration, and the build is
 * run with every setting set (empty), which the `.env` file cannot override.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchCheck, launchReportText } from '../../core/config/launch-check';
import { DEFAULTS, type SiteEnv } from '../../core/config/load-site-config';

const PLACEHOLDERS = [
  'BUSINESS_NAME',
  'PHONE',
  'SITE_URL',
  'BOOKING_URL',
  'STREET_ADDRESS',
  'BHGS_REGISTRATION',
  'INSURED',
  'BONDED',
  ...[0, 1, 2, 3].map((i) => `content/reviews.ts: reviewPlatforms.${i}.profileUrl`),
];

const complete: SiteEnv = {
  SITE_ENV: 'production',
  BUSINESS_NAME: 'Lopez Family Appliance Repair',
  PHONE: '+14155238871',
  SITE_URL: 'https://www.lopezappliance.com',
  BOOKING_URL: 'https://book.housecallpro.com/book/Lopez-Appliance',
  STREET_ADDRESS: '2100 Polk Street',
  BHGS_REGISTRATION: 'A54321',
  INSURED: 'yes',
  BONDED: 'no',
};
const platforms = ['Google', 'Yelp', 'Thumbtack', 'TaskRabbit'].map((platform) => ({
  platform,
  profileUrl: `https://reviews.invalid-not-checked-here/${platform}`,
}));

describe('launch check', () => {
  it('refuses every shipped placeholder at once, one line each naming what sets it', () => {
    const { errors, warnings } = launchCheck({ SITE_ENV: 'production' });
    expect(errors).toHaveLength(PLACEHOLDERS.length);
    PLACEHOLDERS.forEach((name, i) => expect(errors[i].startsWith(name)).toBe(true));
    for (const line of errors) expect(line).toMatch(/set |remove /);
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/photos\/index\.ts: photos: none/),
      expect.stringMatching(/^content\/team\.ts: team: empty; add the owner/),
    ]);
    expect(launchReportText({ errors, warnings }).failed).toBe(true);
  });

  it('passes a complete configuration, keeping the warnings', () => {
    const report = launchCheck(complete, { reviewPlatforms: platforms, photos: [], team: [] });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toHaveLength(2);
    const { text, failed } = launchReportText(report);
    expect(failed).toBe(false);
    expect(text).toMatch(/^Launch check passed/);
  });

  it('refuses a value that is still a placeholder under another spelling', () => {
    const { errors } = launchCheck(
      { ...complete, PHONE: '+15105550199', BOOKING_URL: 'https://example.com/book', SITE_URL: 'https://shop.test' },
      { reviewPlatforms: platforms, photos: [{}], team: [{}] },
    );
    expect(errors.map((e) => e.split(':')[0])).toEqual(['PHONE', 'SITE_URL', 'BOOKING_URL']);
  });

  it('npm run build with SITE_ENV=production and the defaults fails before prerendering', () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'launch-')), 'dist');
    // Every setting is passed empty, which means its default (core/config/load-site-config.ts) and
    // which a developer's own `.env` cannot fill: a variable already set wins over the file
    // (scripts/lib/env-file.mjs), so the build sees the shipped defaults on any machine.
    const defaults = Object.fromEntries(Object.keys(DEFAULTS).map((key) => [key, '']));
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...defaults,
      SITE_ENV: 'production',
      DIST_DIR: dist,
    };
    try {
      const run = spawnSync('node_modules/.bin/tsx', ['scripts/build.ts'], {
        cwd: resolve(import.meta.dirname, '../..'),
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      for (const name of PLACEHOLDERS) expect(run.stderr).toContain(`  ${name}`);
      expect(run.stdout).not.toMatch(/prerendering|Content OK/);
      expect(existsSync(dist)).toBe(false);
    } finally {
      rmSync(join(dist, '..'), { recursive: true, force: true });
    }
  }, 60_000);
});
