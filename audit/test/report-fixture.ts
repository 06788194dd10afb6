/** A small report.json for the report tests: pages, Lighthouse runs and findings as given, every rule the audit has. */
import type { AuditReport, Finding } from '../report-data';
import type { LighthousePage } from '../browser/lighthouse';
import { chromium } from '@playwright/test';
import { ruleTitles } from '../rule-titles';
import { CHROMIUM_FLAGS, findChromium } from '../host';

export const ALL_RULES: AuditReport['rules'] = Object.entries(ruleTitles()).map(([id, title]) => ({
  id,
  family: id.split('/')[0],
  severity: 'error',
  scope: 'page',
  title,
  fix: `Fix ${id}.`,
  docs: null,
  durationMs: 0,
}));

export const scores = (performance: number, rest = 1): LighthousePage['scores'] => ({
  performance,
  accessibility: rest,
  'best-practices': rest,
  seo: rest,
});

export function lighthouse(
  path: string,
  s: LighthousePage['scores'],
  more: Partial<LighthousePage> = {},
): LighthousePage {
  return {
    path,
    template: 'service',
    formFactor: 'mobile',
    state: 'measured',
    note: null,
    representative: false,
    scores: s,
    performanceRuns: [],
    metrics: null,
    report: null,
    failedAudits: [],
    outside: [],
    durationMs: 1,
    ...more,
  };
}

export const finding = (
  ruleId: string,
  page: string,
  severity: Finding['severity'] = 'error',
  message = `${ruleId} on ${page}.`,
): Finding => ({ ruleId, family: ruleId.split('/')[0], severity, page, template: 'service', message });

export function fakeReport(parts: {
  pages?: [string, number][];
  lighthouse?: LighthousePage[];
  findings?: Finding[];
  rules?: AuditReport['rules'];
  at?: string;
}): AuditReport {
  const findings = parts.findings ?? [];
  const count = (s: Finding['severity']) => findings.filter((f) => f.severity === s).length;
  return {
    schemaVersion: 1,
    generatedAt: parts.at ?? '2026-05-02T10:00:00.000Z',
    dist: 'dist',
    siteUrl: 'https://www.example.com',
    configPath: null,
    durationMs: { crawl: 1, rules: 1, total: 2 },
    summary: {
      pages: parts.pages?.length ?? 0,
      rules: 0,
      checks: 0,
      errors: count('error'),
      warnings: count('warning'),
      infos: count('info'),
      toolErrors: 0,
      passed: !count('error'),
    },
    thresholds: [],
    rules: parts.rules ?? [...ALL_RULES],
    findings,
    toolErrors: [],
    checks: [],
    pages: (parts.pages ?? []).map(([path, status]) => ({
      path,
      status,
      template: status === 404 ? 'not-found' : 'service',
      indexable: status === 200,
      depth: 1,
      inbound: 1,
      sources: ['manifest'],
    })),
    browser: {
      profile: 'full',
      axe: [],
      lighthouse: parts.lighthouse ?? [],
      representatives: {},
      durationMs: { axe: 0, lighthouse: 0 },
    },
  };
}

/**
 * Chromium for a report test: the system browser, headless, offline contexts only, so a report that
 * reached for the network would show it. The caller closes it.
 */
export function launchReportBrowser() {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
}
