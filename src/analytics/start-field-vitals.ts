/**
 * Starts the field vitals (field-vitals.ts) once the app has hydrated, when a tracker has installed
 * `gtag`: their code is a chunk of its own, requested only then, so a page without a tracker loads
 * not a byte more. web-vitals reads what happened before it started from the browser's buffers.
 */
import { track } from './track';

let started = false;

export function startFieldVitals(): void {
  if (started) return;
  started = true;
  if (typeof (window as unknown as { gtag?: unknown }).gtag !== 'function') return;
  import('./field-vitals').then(
    (module) => module.reportFieldVitals(track),
    () => undefined, // a chunk that fails to load costs the visitor nothing
  );
}
