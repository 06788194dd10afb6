/**
 * Analytics plumbing (docs/product.md): events go to `window.gtag` only when a tracker
 * has installed it; without one nothing happens and nothing breaks.
 */
export type EventName =
  | 'nav_click'
  | 'cta_click'
  | 'click_call'
  | 'click_book'
  | 'click_service'
  | 'click_cta'
  | 'click_to_call'
  | 'click_to_text'
  | 'click_schedule'
  // Core Web Vitals from real visitors, one event per metric and page view (field-vitals.ts).
  | 'LCP'
  | 'INP'
  | 'CLS'
  | 'FCP'
  | 'TTFB';

export type EventParams = Record<string, string | number | undefined>;

type Gtag = (command: 'event', name: string, params: EventParams) => void;

export function track(name: EventName, params: EventParams = {}): void {
  if (typeof window === 'undefined') return;
  const gtag = (window as unknown as { gtag?: unknown }).gtag;
  if (typeof gtag !== 'function') return;
  (gtag as Gtag)('event', name, {
    page_path: window.location.pathname,
    page_title: document.title,
    ...params,
  });
}
