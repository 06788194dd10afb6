import type { Issue, PageRule } from '../../types';
import { DAYS, napFor } from './business';
import { hoursStatements } from './hours-text';

const label = (day: number) => DAYS[day][0].toUpperCase() + DAYS[day].slice(1);

const rule: PageRule = {
  id: 'nap/nap-hours',
  family: 'nap',
  severity: 'error',
  scope: 'page',
  title: 'Opening hours written anywhere on the page agree with the structured data, and every open day is shown.',
  fix: 'Write opening hours in the page exactly as the structured data states them, every open day included.',
  needsManifest: "it checks this business's opening hours on every page",
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  appliesTo: () => true,
  check({ page, site }) {
    const nap = napFor(page, site);
    if (!nap?.hours) return [];
    const hours = nap.hours;
    const issues: Issue[] = [];
    const statements = hoursStatements(page.data.bodyText);
    const shown = new Set<number>();
    for (const s of statements) {
      for (const day of s.days) {
        const expected = hours.get(day) ?? 'closed';
        if (s.hours === expected) shown.add(day);
        else
          issues.push({
            message: `The page says "${s.text}" but the structured data has ${label(day)} ${expected === 'closed' ? 'closed' : expected}.`,
          });
      }
    }
    const missing = [...hours.keys()].filter((d) => !shown.has(d)).sort();
    if (missing.length)
      issues.push({ message: `The visible text does not show the hours for ${missing.map(label).join(', ')}.` });
    return [...new Map(issues.map((i) => [i.message, i])).values()];
  },
};
export default rule;
