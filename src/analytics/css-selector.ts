/**
 * A short CSS selector naming an element for a field report ("what made LCP or INP slow"):
 * each ancestor's tag and first class up to the nearest id, `>`-joined, cut before it passes
 * `max` characters (an analytics parameter holds 100). Not unique on purpose: it only has to
 * point a developer at the right component. Written for size: it ships in the field vitals chunk.
 */
export function cssSelector(node: Node | null | undefined, max = 100): string {
  let el = (node?.nodeType === 1 ? node : node?.parentElement) as Element | null | undefined;
  let selector = '';
  // <html> has no parent element: the walk stops below it.
  for (; el?.parentElement; el = el.parentElement) {
    const part = el.id ? `#${el.id}` : el.localName + (el.classList[0] ? `.${el.classList[0]}` : '');
    const next = selector ? `${part}>${selector}` : part;
    if (next.length > max) break;
    selector = next;
    if (el.id) break;
  }
  return selector;
}
