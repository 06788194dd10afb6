/**
 * How long a page may be at 360 px (docs/design-system.md "Page length"): a visitor on a phone
 * reads the home page in about ten screens and any other page in about eleven. Read by the
 * template tour (one page per template), by `layout-faults.full.spec.ts` (every page) and by
 * `npm run heights`.
 */
export const PHONE_WIDTH = 360;

/** The tallest a page may be at 360 px, in CSS pixels. */
export function maxPageHeight(template: string): number {
  return template === 'home' ? 7000 : 8000;
}
