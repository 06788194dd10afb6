/**
 * A template is declared once (core/urls/templates/): its page component is found by its name, and the
 * audit's per-template settings in audit.config.json (the audit is a package of its own that reads
 * a JSON file, and audits other sites too) are held to the declarations' `budget` here, naming the
 * template that differs, rather than the audit importing the site's code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { templateDeclarations, templates } from '../../core/urls/templates';
import { componentFile } from '../../core/urls/templates/define';

/** What audit.config.json should say under `templates`: each declared budget, by name. */
const declaredBudgets = Object.fromEntries(templateDeclarations.flatMap((d) => (d.budget ? [[d.name, d.budget]] : [])));

describe('template declarations (core/urls/templates/)', () => {
  it('have one page component each, src/templates/<Name>Page.tsx, and no component is left without one', () => {
    expect(
      templates.filter((t) => !existsSync(componentFile(t))).map(componentFile),
      'declared templates with no component',
    ).toEqual([]);
    const declared = new Set(templates.map(componentFile));
    expect(
      readdirSync('src/templates')
        .filter((f) => f.endsWith('Page.tsx'))
        .map((f) => `src/templates/${f}`)
        .filter((f) => !declared.has(f)),
      'components with no declaration in core/urls/templates/index.ts',
    ).toEqual([]);
  });

  it('are named once: no two declarations share a name', () => {
    expect(templates.filter((t, i) => templates.indexOf(t) !== i)).toEqual([]);
  });

  it('are the templates of audit.config.json, each with the settings its declaration’s budget gives', () => {
    const config = JSON.parse(readFileSync('audit.config.json', 'utf8')) as { templates: Record<string, unknown> };
    const configured = config.templates;
    const missing = Object.keys(declaredBudgets).filter((t) => !(t in configured));
    const extra = Object.keys(configured).filter((t) => !(t in declaredBudgets));
    const differing = Object.keys(declaredBudgets).filter(
      (t) => t in configured && JSON.stringify(sorted(configured[t])) !== JSON.stringify(sorted(declaredBudgets[t])),
    );
    expect(
      [
        ...missing.map((t) => `${t}: declared budget ${JSON.stringify(declaredBudgets[t])}, not in audit.config.json`),
        ...extra.map((t) =>
          (templates as string[]).includes(t)
            ? `${t}: in audit.config.json, no budget in core/urls/templates/${t}.ts`
            : `${t}: in audit.config.json, no such template in core/urls/templates/`,
        ),
        ...differing.map(
          (t) =>
            `${t}: audit.config.json says ${JSON.stringify(configured[t])}, core/urls/templates/${t}.ts ${JSON.stringify(declaredBudgets[t])}`,
        ),
      ],
      'audit.config.json "templates" against the declarations',
    ).toEqual([]);
  });
});

/** An object with its keys in order at every depth, so two spellings of the same settings compare equal. */
function sorted(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, sorted(v)]),
  );
}
