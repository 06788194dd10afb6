/**
 * Small reports for "Fix these first": the rules as the audit lists them (its own rules, the fixed
 * browser rules, and the axe and Lighthouse rules a run adds as it meets them) and findings written
 * by hand, as the marketer's report had them.
 */
import type { AuditReport, Finding, RuleInfo } from '../report-data';
import { rules as siteRules } from '../rules';
import { STATIC_RULES } from '../browser/findings';
import type { Severity } from '../types';

const info = (id: string, title: string, fix: string): RuleInfo => ({
  id,
  family: id.split('/')[0],
  severity: 'error',
  scope: 'page',
  title,
  fix,
  docs: null,
  durationMs: 0,
});

export const RULES: RuleInfo[] = [
  ...siteRules.map((r) => ({
    id: r.id,
    family: r.family,
    severity: r.severity,
    scope: r.scope,
    title: r.title,
    fix: r.fix,
    docs: r.docs ?? null,
    durationMs: 0,
  })),
  ...STATIC_RULES,
  info(
    'axe/image-alt',
    'Images must have alternative text (axe: image-alt).',
    'Give the image an alt text that says what it shows, or alt="" if it is decoration.',
  ),
  info(
    'lighthouse/image-alt',
    'Image elements have `[alt]` attributes (Lighthouse Accessibility).',
    'Informative elements should aim for short, descriptive alternate text.',
  ),
  info(
    'axe/color-contrast',
    'Elements must meet minimum color contrast ratio thresholds (axe: color-contrast).',
    'Darken the text or lighten its background until the contrast ratio is at least 4.5:1.',
  ),
  info(
    'lighthouse/color-contrast',
    'Background and foreground colors have a sufficient contrast ratio (Lighthouse Accessibility).',
    'Low-contrast text is difficult or impossible for many users to read.',
  ),
  info(
    'lighthouse/crawlable-anchors',
    'Links are crawlable (Lighthouse SEO).',
    'Search engines may use href attributes on links to crawl websites.',
  ),
  info(
    'lighthouse/bootup-time',
    'Reduce JavaScript execution time (Lighthouse Performance).',
    'Consider reducing the time spent parsing, compiling, and executing JS.',
  ),
  info(
    'budgets/page-weight',
    "Each image, font and video stays within its template's weight budget, so the page shows quickly on a phone.",
    'Resize and compress the file (AVIF or WebP at the size it is shown), or load it only when it scrolls into view.',
  ),
];

export const finding = (
  ruleId: string,
  page: string,
  severity: Severity,
  message: string,
  extra: Partial<Finding> = {},
): Finding => ({ ruleId, family: ruleId.split('/')[0], severity, page, template: 'page', message, ...extra });

export function report(findings: Finding[], newFindings: string[] = []): AuditReport {
  const pages = [...new Set(findings.map((f) => f.page))];
  return {
    schemaVersion: 1,
    generatedAt: '2026-11-25T08:00:00.000Z',
    dist: 'dist',
    siteUrl: 'https://www.example.com',
    configPath: null,
    durationMs: { crawl: 1, rules: 1, total: 2 },
    summary: {
      pages: pages.length,
      rules: RULES.length,
      checks: 0,
      toolErrors: 0,
      passed: false,
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warning').length,
      infos: findings.filter((f) => f.severity === 'info').length,
    },
    thresholds: [],
    rules: RULES,
    findings,
    toolErrors: [],
    checks: [],
    pages: pages.map((path) => ({
      path,
      status: 200,
      template: 'page',
      indexable: true,
      depth: 1,
      inbound: 1,
      sources: ['manifest'],
    })),
    ...(newFindings.length
      ? {
          comparison: {
            against: { generatedAt: '2026-11-24T08:00:00.000Z', profile: 'full', source: 'history' },
            items: [],
            changes: [],
            regressions: [],
            categories: [],
            newFindings,
            fixedFindings: [],
          },
        }
      : {}),
  };
}

/** Forty blog posts with a description a little long: a warning nobody has fixed for months. */
export const longStanding = Array.from({ length: 40 }, (_, n) =>
  finding(
    'descriptions/description-length',
    `/blog/post-${n + 1}`,
    'warning',
    'Meta description has 172 characters; at most 160 expected.',
    { over: 1.075 },
  ),
);

/** Contrast on three pages, failing since before the baseline: old, so not what to fix first. */
export const oldContrast = ['/services', '/pricing', '/faq'].flatMap((p) => [
  finding(
    'axe/color-contrast',
    p,
    'error',
    'Elements must meet minimum color contrast ratio thresholds [serious], 1 element: .badge',
  ),
  finding(
    'lighthouse/color-contrast',
    p,
    'error',
    'Background and foreground colors have a sufficient contrast ratio on mobile: .badge.',
  ),
]);

/** What the marketer saw, each defect as the tools report it. */
export const marketer = [
  finding('lighthouse/tbt', '/services', 'info', 'Total Blocking Time 180 ms on mobile is over 50 ms.', {
    over: 3.6,
    withinNoise: true,
  }),
  finding('axe/image-alt', '/about', 'error', 'Images must have alternative text [critical], 1 element: img.team'),
  finding('images/image-alt', '/about', 'error', 'Image /images/team.jpg has no alt attribute.'),
  finding('lighthouse/image-alt', '/about', 'error', 'Image elements have `[alt]` attributes on mobile: img.team.'),
  finding('lighthouse/accessibility', '/about', 'error', 'Accessibility 0.86 on mobile is below 0.95.', { over: 1.1 }),
  finding(
    'budgets/page-weight',
    '/',
    'error',
    "Image /images/hero.jpg is 3.3 MB; the home template's budget for one image is 330 KB.",
    { over: 10 },
  ),
  finding('lighthouse/lcp', '/', 'error', 'Largest Contentful Paint 19.00 s on mobile is over 2.5 s.', { over: 7.6 }),
  finding('lighthouse/performance', '/', 'error', 'Performance 0.41 on mobile is below 0.90.', { over: 2.2 }),
  finding('links/broken-links', '/blog/post-3', 'error', 'The link "our old price list" to /prices answers 404.'),
  finding(
    'titles/title-length',
    '/contact',
    'warning',
    'Title "Contact Us | Family-Owned Bay Area Appliance Repair, Same-Day Service, Call Today" has 89 characters; at most 60 expected.',
    { over: 89 / 60 },
  ),
  ...oldContrast,
  ...longStanding,
];
