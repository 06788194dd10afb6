/** Every rule's title by id (SEO rules and the browser checks), to name rules in a change list of any two runs. */
import { rules } from './rules';
import { STATIC_RULES } from './browser/findings';

export function ruleTitles(extra: { id: string; title: string }[] = []): Record<string, string> {
  return Object.fromEntries([...rules, ...STATIC_RULES, ...extra].map((r) => [r.id, r.title]));
}
