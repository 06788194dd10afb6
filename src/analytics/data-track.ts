/**
 * Analytics events declared in the HTML, sent by one listener on the document instead of a React
 * handler per link, so links in parts of a page that are never hydrated (a kept first page, src/lib/first-visit.tsx)
 * send them too. Three attributes, each on the link or an element around it:
 *
 * - `data-track` (click_to_call, click_to_text, click_schedule) on a link, with
 *   `data-track-location` (where on the page it sits) and `data-track-label`;
 * - `data-cta` (call, book) on a call-to-action button (src/components/ui/CtaGroup.tsx): click_call
 *   or click_book with its `data-track-location`, and cta_click;
 * - `data-event` (any event name) with `data-event-label`, `data-event-category` and
 *   `data-event-location`: on a link, or on a list, column or band around links, where a link's
 *   label is its own text unless it says otherwise.
 */
import { track, type EventName } from './track';

const DATA_EVENTS: readonly EventName[] = ['click_to_call', 'click_to_text', 'click_schedule'];
const CTA_EVENTS = {
  call: { name: 'click_call', action: 'call_now' },
  book: { name: 'click_book', action: 'book_online' },
} as const;

/** The attributes that make a link (or the links inside an element) send `name` (see above). */
export function eventAttributes(
  name: EventName,
  params: { label?: string; category?: string; location?: string } = {},
): Record<string, string> {
  const attributes: Record<string, string> = { 'data-event': name };
  for (const [key, value] of Object.entries(params)) if (value !== undefined) attributes[`data-event-${key}`] = value;
  return attributes;
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null;
  if (!link) return;
  const { track: name, trackLocation: location, trackLabel: label, cta } = link.dataset;
  if (name && DATA_EVENTS.includes(name as EventName)) track(name as EventName, { location, label });
  if (cta === 'call' || cta === 'book') {
    track(CTA_EVENTS[cta].name, { location });
    track('cta_click', { category: 'CTA', action: CTA_EVENTS[cta].action, label: location });
  }
  const declared = link.closest<HTMLElement>('[data-event]');
  if (!declared) return;
  const own = declared.dataset;
  track(own.event as EventName, {
    label: link.dataset.eventLabel ?? own.eventLabel ?? (declared === link ? undefined : link.textContent?.trim()),
    category: own.eventCategory,
    location: own.eventLocation,
  });
}

/** Starts listening; returns the clean-up. */
export function listenForDataTrack(): () => void {
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
