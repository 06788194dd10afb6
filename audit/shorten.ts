/**
 * Page text quoted in a finding's message, shortened for the line it sits in. A cut in the middle
 * of a word ("Call now for a fr") reads as the page's own typo, so a shortened text ends after its
 * last whole word, with an ellipsis to say something was left out.
 */

/** At most `max` characters of `text` and an ellipsis, ending at a space; a text with no space early enough (a URL) ends at its last `/ ? & # = -`, else it is cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  // The cut falls between two words when the next character is a space.
  const words = /\s/.test(text[max]) ? head : /\s/.test(head) ? head.replace(/\s+\S*$/, '') : '';
  const enough = (s: string) => s.trim().length >= max / 2;
  const url = /[/?&#=-][^/?&#=-]*$/.exec(head);
  const kept = enough(words)
    ? words
    : url && enough(head.slice(0, url.index + 1))
      ? head.slice(0, url.index + 1)
      : head;
  return `${kept.replace(/[\s,;:.]+$/, '')}…`;
}
