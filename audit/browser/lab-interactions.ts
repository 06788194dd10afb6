/**
 * The audit's step for lab INP (interactions.ts): starts the interaction worker against the
 * audit's Chromium and measures every configured interaction on its template's representative page.
 * It only measures: interaction-findings.ts judges the figures. Kept out of index.ts so that file only calls it.
 */
import { severityFor, type AuditConfig } from '../config';
import { INP_RULE_ID } from './interaction-findings';
import { InteractionRunner, measureInteractions, runsFor, workerFixtures } from './interactions';
import type { OfflinePolicy } from './offline';
import type { InteractionSummary } from './results';

export async function labInteractions(
  config: AuditConfig,
  profile: string,
  options: {
    port: number;
    serverUrl: string;
    reps: Record<string, string>;
    /** A shard's pages: interactions on other pages are another shard's. */
    only?: ReadonlySet<string>;
    offline: OfflinePolicy;
    fixturePrefixes: string[];
    onProgress?: (done: number, total: number, label: string) => void;
  },
): Promise<InteractionSummary | undefined> {
  const settings = config.interactions;
  if (!settings.enabled || !settings.flows.length || runsFor(settings, profile) === 0) return undefined;
  const runner = InteractionRunner.start(options.port);
  try {
    return await measureInteractions(runner, settings, {
      serverUrl: options.serverUrl,
      runs: runsFor(settings, profile),
      pathOf: (template) => options.reps[template],
      only: options.only,
      gates: (template) =>
        severityFor(config, { id: INP_RULE_ID, family: 'lighthouse', severity: 'error' }, template) === 'error',
      fixtures: workerFixtures(options.fixturePrefixes, (url) => options.offline.fixtureFor(url)),
      onProgress: (d, t, l) => options.onProgress?.(d, t, `INP ${l}`),
    });
  } finally {
    await runner.close();
  }
}
