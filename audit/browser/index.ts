/**
 * The browser half of the audit: one Chromium, one local server, axe and
 * the extra checks on every page, then Lighthouse as the profile asks.
 */
import { loadSiteConfig } from '../../src/content/site-config';
import { expandSiteVars, profileSettings, type AuditConfig } from '../config';
import { runAxe, type AxePage } from './axe';
import { launchAuditBrowser } from './chrome';
import { browserFindings, type BrowserFindingsResult } from './findings';
import { runLighthouse, type LighthousePage, type LighthouseTarget } from './lighthouse';
import { offlinePolicy } from './offline';
import { startAuditServer } from './server';

export interface BrowserPage { path: string; status: number; template: string; indexable?: boolean }

export interface BrowserOptions {
  profile: string;
  /** Folder for the Lighthouse HTML reports; null writes none. */
  out: string | null;
  axe?: boolean;
  lighthouse?: boolean;
  onProgress?: (stage: 'axe' | 'lighthouse', done: number, total: number, label: string) => void;
}

export interface BrowserResults extends BrowserFindingsResult {
  profile: string;
  axe: AxePage[];
  lighthouse: LighthousePage[];
  /** Representative page of each template (performance runs). */
  representatives: Record<string, string>;
  durationMs: { axe: number; lighthouse: number };
}

/** One page per template: the configured one, else the template's first page in manifest order. */
export function representatives(pages: BrowserPage[], config: AuditConfig, order: string[] = []): Record<string, string> {
  const rank = new Map(order.map((p, i) => [p, i]));
  const sorted = [...pages].sort((a, b) => (rank.get(a.path) ?? 1e9) - (rank.get(b.path) ?? 1e9) || a.path.localeCompare(b.path));
  const out: Record<string, string> = {};
  for (const p of sorted) out[p.template] ??= config.templates[p.template]?.representative ?? p.path;
  return out;
}

export async function runBrowserChecks(dist: string, pages: BrowserPage[], config: AuditConfig, options: BrowserOptions, manifestOrder: string[] = []): Promise<BrowserResults> {
  const settings = profileSettings(config, options.profile);
  const siteVars = loadSiteConfig() as unknown as Record<string, unknown>;
  const server = await startAuditServer(dist);
  const chrome = await launchAuditBrowser();
  const reps = representatives(pages, config, manifestOrder);
  const offline = offlinePolicy(config, server.url, siteVars);
  const fixturePrefixes = Object.keys(config.fixtures).map((k) => expandSiteVars(k, siteVars));
  try {
    const axeStarted = performance.now();
    const axe = options.axe !== false && config.axe.enabled
      ? await runAxe(chrome.browser, pages, {
          serverUrl: server.url, config, offline, tapSelectors: config.axe.tapTargets.selectors.map((s) => expandSiteVars(s, siteVars)),
          onProgress: (d, t, l) => options.onProgress?.('axe', d, t, l),
        })
      : [];
    const lhStarted = performance.now();
    const targets: LighthouseTarget[] = pages.map((p) => ({ ...p, representative: reps[p.template] === p.path }));
    const lighthouse = options.lighthouse !== false && settings.enabled
      ? await runLighthouse(targets, {
          serverUrl: server.url, port: chrome.port, out: options.out, settings, config, offline, fixturePrefixes,
          onProgress: (d, t, l) => options.onProgress?.('lighthouse', d, t, l),
        })
      : [];
    const finished = performance.now();
    return {
      profile: options.profile, axe, lighthouse, representatives: reps,
      durationMs: { axe: Math.round(lhStarted - axeStarted), lighthouse: Math.round(finished - lhStarted) },
      ...browserFindings(config, axe, lighthouse, (settings.runs[config.lighthouse.metricsFormFactor] ?? 1) >= 3),
    };
  } finally {
    await chrome.close();
    await server.close();
  }
}
