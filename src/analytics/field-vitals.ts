/**
 * Core Web Vitals from real visitors (docs/layout-and-events.md, "Field vitals"): LCP, INP, CLS,
 * FCP and TTFB, each sent once per page view through `track()` (so only when a tracker has
 * installed `gtag`), named by the metric, with what makes a bad value fixable: the LCP element,
 * the interaction's target and its three phases, the element that shifted most.
 *
 * Loaded as its own chunk once the app has hydrated, and only when a tracker exists
 * (start-field-vitals.ts): nothing before first paint, no bytes for visitors without a tracker.
 * It uses web-vitals' standard build and reads the attribution from the metric's own entries:
 * the attribution build is 5.8 KB gzipped against this feature's 3.5 KB budget (CHANGELOG.md).
 * Sets no cookie and sends nothing itself.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { track, type EventParams } from './track';
import { cssSelector } from './css-selector';

/** What the visitor pressed or typed on, named at the moment of the event (a toggled icon is gone by the time INP is reported). */
const targets: { time: number; selector: string }[] = [];
function rememberTarget(event: Event): void {
  targets.push({ time: event.timeStamp, selector: cssSelector(event.target as Node | null) });
  if (targets.length > 20) targets.shift();
}

function interactionTarget(entry: PerformanceEventTiming): string {
  return (
    targets.find((t) => Math.abs(t.time - entry.startTime) < 1)?.selector ?? cssSelector(entry.target as Node | null)
  );
}

/** The element and, for INP, the phases that explain the value. */
function attribution(metric: MetricType): EventParams {
  if (metric.name === 'LCP') return { debug_target: cssSelector(metric.entries.at(-1)?.element) };
  if (metric.name === 'CLS') {
    const largest = [...metric.entries].sort((a, b) => b.value - a.value)[0];
    return { debug_target: cssSelector(largest?.sources[0]?.node) };
  }
  if (metric.name === 'INP') {
    const [first] = metric.entries;
    if (!first) return {};
    // An interaction's entries (pointerdown, pointerup, click) share one frame: its phases span them all.
    const processingStart = Math.min(...metric.entries.map((e) => e.processingStart));
    const processingEnd = Math.max(...metric.entries.map((e) => e.processingEnd));
    return {
      debug_target: interactionTarget(first),
      debug_event: first.name,
      debug_input_delay: Math.round(processingStart - first.startTime),
      debug_processing: Math.round(processingEnd - processingStart),
      debug_presentation: Math.max(0, Math.round(first.startTime + metric.value - processingEnd)),
    };
  }
  return {};
}

export function reportFieldVitals(): void {
  // The page the metrics belong to: the address it was opened at, not where the visitor has navigated since.
  const pagePath = location.pathname;
  const sent = new Set<string>();
  const send = (metric: MetricType) => {
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    track(metric.name, {
      // GA4's `value` is an integer: CLS is sent in thousandths, like web-vitals' own GA4 example.
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_value: Number(metric.value.toFixed(metric.name === 'CLS' ? 4 : 0)),
      metric_rating: metric.rating,
      navigation_type: metric.navigationType,
      page_path: pagePath,
      ...attribution(metric),
    });
  };
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, rememberTarget, { capture: true, passive: true });
  onTTFB(send);
  onFCP(send);
  onLCP(send);
  onCLS(send);
  // 16 ms, the browser's finest: a page whose interactions all take under 40 ms still reports its real INP.
  onINP(send, { durationThreshold: 16 });
}
