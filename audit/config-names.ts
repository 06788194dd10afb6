/**
 * A rule id in the configuration that matches no rule is a typo: it fails instead of silently
 * ignoring it, when measuring (collect.ts) and when judging a changed configuration (judge.ts).
 */
import type { AuditConfig } from './config';

/** The rule families browser checks name at run time (axe/<rule>, lighthouse/<audit>): accepted as families and prefixes. */
const BROWSER_FAMILIES = ['axe', 'a11y', 'lighthouse', 'browser', 'offline', 'trend'];

/** Every id and family of a rule set: what a configuration may name (collected.ts keeps it for judging). */
export const ruleNames = (rules: { id: string; family: string }[]) => [
  ...new Set(rules.flatMap((r) => [r.id, r.family])),
];

export function checkRuleNames(config: AuditConfig, names: string[]): void {
  const known = new Set([...names, ...BROWSER_FAMILIES]);
  const named = [
    ...Object.keys(config.rules).map((k) => `rules.${k}`),
    ...Object.keys(config.thresholds.perRule).map((k) => `thresholds.perRule.${k}`),
    ...Object.keys(config.fixes).map((k) => `fixes.${k}`),
    ...Object.entries(config.templates).flatMap(([t, o]) =>
      Object.keys(o.rules ?? {}).map((k) => `templates.${t}.rules.${k}`),
    ),
  ];
  const bad = named.filter((path) => {
    const name = path.split('.').pop()!;
    return !known.has(name) && !new RegExp(`^(${BROWSER_FAMILIES.join('|')})/[\\w-]+$`).test(name);
  });
  if (bad.length) throw new Error(`Invalid audit configuration: no rule or family named ${bad.join(', ')}.`);
}
