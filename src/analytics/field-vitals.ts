/**
 * Core Web Vitals from real visitors (docs/layout-and-events.md, "Field vitals"): LCP, INP, CLS,
 * FCP and TTFB, each sent once per page view through `track()` (so only when a tracker has
 * installed `gtag`), named by the metric, with what makes a bad value fixable: the LCP element,
 * the interaction's target and its three phases, the element that shifted most.
 *
 * Loaded as its own chunk once the app has hydrated, and only when a tracker exists
 * (start-field-vitals.ts, which hands it `track` so the shell keeps that code): nothing before
 * first paint, no bytes for visitors without a tracker. It uses web-vitals' standard build and
 * reads the attribution from each metric's own entries: the attribution build is 5.8 KB gzipped
 * against this feature's 3.5 KB budget, and the standard build alone 3.3 KB, so these lines
 * must stay few (tests/dist/field-vitals-size.test.ts). Sets no cookie and sends nothing itself.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import type { track as Track } from './track';
import { cssSelector } from './css-selector';

/** The element and, for INP, the phases that explain the value. */
function attribution(metric: MetricType) {
  const { name, entries } = metric;
  if (name === 'LCP') return { debug_target: cssSelector(entries.at(-1)?.element) };
  // CLS: the first shift of the worst burst of shifts, which started it.
  if (name === 'CLS') return { debug_target: cssSelector(entries[0]?.sources[0]?.node) };
  const [first] = name === 'INP' ? entries : [];
  // The first two phases of the interaction's first event; the third, the presentation delay until
  // the next paint, is what is left of INP (whose duration the browser rounds to 8 ms).
  return first
    ? {
        debug_target: cssSelector(first.target),
        debug_input_delay: Math.round(first.processingStart - first.startTime),
        debug_processing: Math.round(first.processingEnd - first.processingStart),
      }
    : {};
}

export function reportFieldVitals(track: typeof Track): void {
  // The page the metrics belong to: the address it was opened at, not where the visitor has navigated since.
  const page_path = location.pathname;
  const sent = new Set<string>();
  const send = (metric: MetricType) => {
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    const { name, value } = metric;
    track(name, {
      // GA4's `value` is an integer: CLS is sent in thousandths, like web-vitals' own GA4 example.
      value: Math.round(name === 'CLS' ? value * 1000 : value),
      metric_id: metric.id,
      metric_value: value,
      metric_rating: metric.rating,
      page_path,
      ...attribution(metric),
    });
  };
  onTTFB(send);
  onFCP(send);
  onLCP(send);
  onCLS(send);
  // 16 ms, the browser's finest: a page whose interactions all take under 40 ms still reports its real INP.
  onINP(send, { durationThreshold: 16 });
}
