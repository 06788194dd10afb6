/** Shared by the HTML report's parts: text made safe for HTML, and a run's time as the report writes it. */
export const esc = (s: unknown) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `2026-05-08T08:00:00.000Z` → `2026-05-08 08:00` (UTC). */
export const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');
