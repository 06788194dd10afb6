/**
 * What the audit's own browser causes is never shown as the site's: a back/forward-cache failure
 * whose every reason is a browser flag is left out; one a visitor's browser would meet stays.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { failedAudits } from '../browser/lighthouse';

function lhr(reasons: string[]): Result {
  return {
    categories: { 'best-practices': { auditRefs: [{ id: 'bf-cache', weight: 1, group: 'best-practices-general' }] } },
    audits: {
      'bf-cache': {
        id: 'bf-cache',
        title: 'Page prevented back/forward cache restoration',
        description: 'Many navigations go back.',
        score: 0,
        scoreDisplayMode: 'binary',
        displayValue: `${reasons.length} failure reason`,
        details: {
          type: 'table',
          headings: [],
          items: reasons.map((reason) => ({ reason, failureType: 'Not actionable' })),
        },
      },
    },
  } as unknown as Result;
}

describe('findings caused by the audit set-up', () => {
  it('leaves out a bf-cache failure caused by the browser flags', () => {
    expect(
      failedAudits(
        lhr([
          'Back/forward cache is disabled by flags. Visit chrome://flags/#back-forward-cache to enable it locally on this device.',
        ]),
      ),
    ).toEqual([]);
    expect(failedAudits(lhr(['Back/forward cache is disabled by the command line.']))).toEqual([]);
  });

  it('keeps one a visitor would meet', () => {
    expect(
      failedAudits(lhr(['Pages whose main resource has cache-control:no-store cannot enter back/forward cache.'])).map(
        (a) => a.id,
      ),
    ).toEqual(['bf-cache']);
  });
});
