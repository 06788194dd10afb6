import type { Issue, PageRule } from '../../types';
import { jsonLdBlocks, vocabulary } from '../util';

/** JSON-LD keywords and keys that are not schema.org properties. */
const KEYWORD = /^@/;

const rule: PageRule = {
  id: 'structured-data/vocabulary',
  family: 'structured-data',
  severity: 'error',
  scope: 'page',
  title:
    'Every structured-data type and property exists in schema.org (a misspelled name is silently ignored by search engines).',
  fix: 'Correct the name to the schema.org spelling (case matters: "telephone", not "Telephone" or "phone").',
  docs: 'https://schema.org/docs/full.html',
  appliesTo: () => true,
  check({ page }) {
    const vocab = vocabulary();
    const issues: Issue[] = [];
    const seen = new Set<string>();
    const report = (message: string) => {
      if (!seen.has(message)) issues.push({ message });
      seen.add(message);
    };
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`));
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      const rawTypes = node['@type'];
      const names = (Array.isArray(rawTypes) ? rawTypes : rawTypes === undefined ? [] : [rawTypes]).map((t) =>
        typeof t === 'string' ? t.replace(/^https?:\/\/schema\.org\//, '') : String(t),
      );
      for (const name of names) if (!(name in vocab.types)) report(`Unknown schema.org type "${name}" at ${path}.`);
      const where = `${names.length ? `on ${names.join('/')} ` : ''}at ${path}`;
      for (const [key, child] of Object.entries(node)) {
        if (KEYWORD.test(key)) {
          if (key === '@graph') walk(child, path);
          continue;
        }
        const prop = key.replace(/^https?:\/\/schema\.org\//, '');
        if (!(prop in vocab.properties)) report(`Unknown schema.org property "${key}" ${where}.`);
        walk(child, `${path}.${key}`);
      }
    };
    jsonLdBlocks(page).blocks.forEach((b, i) => walk(b, `JSON-LD block ${i + 1}`));
    return issues;
  },
};
export default rule;
