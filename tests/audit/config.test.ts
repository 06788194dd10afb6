/** The committed config: valid, in sync with its JSON schema, strict about typos; thresholds and severities apply. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from '../../audit/config';
import { CONFIG_SCHEMA_FILE, configSchemaText } from '../../audit/write-config-schema';
import { runAudit } from '../../audit/run';
import { parseManifest } from '../../audit/manifest';
import { ORIGIN, auditFixture, fixtureSite, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

describe('audit configuration', () => {
  it('audit.config.json loads and demands zero errors', async () => {
    const { config, path } = await loadConfig();
    expect(path).toBe('audit.config.json');
    expect(config.thresholds.maxErrors).toBe(0);
    expect(config.options.duplicateSimilarity).toBe(0.7);
  });

  it('audit/config.schema.json is generated from the zod schema (run `npx tsx audit/write-config-schema.ts`)', () => {
    expect(readFileSync(CONFIG_SCHEMA_FILE, 'utf8')).toBe(configSchemaText());
  });

  it('names the bad field', () => {
    expect(() => parseConfig({ options: { minWords: -1 } }, 'audit.config.json')).toThrow(
      /audit\.config\.json:\n {2}options\.minWords/,
    );
    expect(() => parseConfig({ thresholds: { maxErors: 0 } })).toThrow(/thresholds/);
  });

  it('rejects a rule name that matches no rule', async () => {
    site = fixtureSite();
    const config = testConfig();
    config.rules['titles/title-lenght'] = 'warning';
    await expect(runAudit({ dist: site.dist, config, manifest: null, redirects: [] })).rejects.toThrow(
      /no rule or family named rules\.titles\/title-lenght/,
    );
  });

  it('rejects a template the audit manifest does not have', async () => {
    site = fixtureSite();
    const config = testConfig();
    config.templates.cty = { minWords: 10 };
    const manifest = parseManifest({ schemaVersion: 1, siteUrl: ORIGIN, pages: [], templates: ['city'] }, 'test');
    await expect(runAudit({ dist: site.dist, config, manifest, redirects: [] })).rejects.toThrow(
      /templates\.cty is no page template/,
    );
  });

  it('accepts a template the site defines that has no page yet (region directories below their cap)', async () => {
    site = fixtureSite();
    const config = testConfig();
    config.templates['region-directory'] = { minWords: 100 };
    const manifest = parseManifest(
      { schemaVersion: 1, siteUrl: ORIGIN, pages: [], templates: ['region-directory'] },
      'test',
    );
    await expect(
      runAudit({ dist: site.dist, config, only: ['titles'], manifest, redirects: [] }),
    ).resolves.toBeDefined();
    config.templates.cty = { minWords: 10 };
    await expect(runAudit({ dist: site.dist, config, only: ['titles'], manifest, redirects: [] })).rejects.toThrow(
      /templates\.cty is no page template/,
    );
  });

  it('applies severity overrides per rule, per family and per template, and "off"', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: 'Short' });
    const config = testConfig();
    config.rules.titles = 'warning';
    let report = await auditFixture(site, { only: ['titles'], config });
    expect(report.findings[0].severity).toBe('warning');
    expect(report.summary.passed).toBe(true);
    config.templates.page = { rules: { 'titles/title-length': 'off' } };
    report = await auditFixture(site, { only: ['titles'], config });
    expect(report.findings).toEqual([]);
  });

  it('fails when a warning or per-rule threshold is missed', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: 'Short' });
    const config = testConfig();
    config.rules['titles/title-length'] = 'warning';
    config.thresholds.maxWarnings = 0;
    const report = await auditFixture(site, { only: ['titles'], config });
    expect(report.thresholds.find((t) => t.name === 'warnings')).toMatchObject({ actual: 1, ok: false });
    expect(report.summary.passed).toBe(false);
  });
});
