/**
 * The audit on the real build: three deliberate breakages of a copy of the
 * build are each reported naming the page and the rule. That the unbroken
 * build has zero errors is the audit gate's own verdict (`npm run audit:fast`,
 * the last step of `npm test`), not repeated here. `npm test` builds first, so
 * a missing build fails here.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { runAudit } from '../run';
import type { AuditReport } from '../report-data';
import { textReport } from '../report/text';

const DIST = process.env.DIST_DIR ?? 'dist';
const describeLine = (f: AuditReport['findings'][number]) => `${f.ruleId} on ${f.page}: ${f.message}`;

describe(`deliberate breakages of the real build (${DIST}/) are caught`, () => {
  const copy = mkdtempSync(join(tmpdir(), 'audit-broken-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('names the page and the rule for a duplicate title, a link to a missing page and a misspelled JSON-LD property', async () => {
    expect(
      existsSync(join(resolve(DIST), 'index.html')),
      `No built site in ${DIST}/: run \`npm run build\` (npm test does) before the audit tests.`,
    ).toBe(true);
    cpSync(DIST, copy, { recursive: true });
    const edit = (file: string, change: (html: string) => string) => {
      const path = join(copy, file);
      const before = readFileSync(path, 'utf8');
      const after = change(before);
      expect(after, `the breakage of ${file} changed nothing`).not.toBe(before);
      writeFileSync(path, after);
    };
    const contactTitle = /<title>.*?<\/title>/.exec(readFileSync(join(copy, 'contact.html'), 'utf8'))![0];
    edit('about.html', (html) => html.replace(/<title>.*?<\/title>/, contactTitle));
    edit('reviews.html', (html) =>
      html.replace('</main>', '<p><a href="/no-such-page">A link to nowhere</a></p></main>'),
    );
    edit('appliance-repair-oakland.html', (html) => html.replace('"telephone":', '"telephon":'));

    const { config } = await loadConfig();
    const report = await runAudit({ dist: copy, config });
    const errors = report.findings.filter((f) => f.severity === 'error').map(describeLine);
    const found = `the audit's errors on the broken copy:\n${errors.join('\n') || '(none)'}`;
    expect(errors, found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^titles\/title-unique on \/about: /),
        expect.stringMatching(/^titles\/title-unique on \/contact: /),
        expect.stringMatching(/^links\/broken-links on \/reviews: .*\/no-such-page.*404/),
        expect.stringMatching(/^structured-data\/vocabulary on \/appliance-repair-oakland: .*"telephon"/),
      ]),
    );
    expect(report.summary.passed, found).toBe(false);
    const text = textReport(report);
    for (const needle of [
      '/about',
      'titles/title-unique',
      '/reviews',
      'links/broken-links',
      '/appliance-repair-oakland',
      'structured-data/vocabulary',
    ])
      expect(text).toContain(needle);
  }, 120_000);
});
