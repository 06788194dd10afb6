/**
 * Sends the events links name in `data-track` (click_to_call, click_to_text,
 * click_schedule): one listener on the document instead of a handler per
 * link, so any link can opt in with an attribute alone. `data-track-location`
 * says where on the page the link sits.
 */
import { track, type EventName } from './track';

const DATA_EVENTS: readonly EventName[] = ['click_to_call', 'click_to_text', 'click_schedule'];

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-track]') : null;
  const name = link?.dataset.track as EventName | undefined;
  if (!link || !name || !DATA_EVENTS.includes(name)) return;
  track(name, { location: link.dataset.trackLocation, label: link.dataset.trackLabel });
}

/** Starts listening; returns the clean-up. */
export function listenForDataTrack(): () => void {
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
