/**
 * A finding's message is read by people: a page's title is quoted whole, a shortened text ends at a
 * word with an ellipsis, and what Lighthouse names is text, never its JSON.
 */
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { browserFindings } from '../browser/findings';
import { failedAudits } from '../browser/lighthouse';
import type { AxePage } from '../browser/axe';
import titleLength from '../rules/titles/title-length';
import { linkLabel } from '../rules/links/targets';
import { urlSyntaxIssues } from '../rules/html/valid';

/** Ends with whole words: what is kept before the ellipsis is the original's start, and a space or punctuation follows it there. */
const endsAtWord = (short: string, original: string) => {
  if (!short.endsWith('…')) return false;
  const kept = short.slice(0, -1);
  return original.startsWith(kept) && /[\s,;:.]/.test(original[kept.length] ?? '');
};

describe('a quoted page title', () => {
  it('is whole, however long', () => {
    const title =
      'Refrigerator, Freezer and Ice Maker Repair in San Francisco, Oakland and Berkeley | Family-Owned Since 1998';
    const [issue] = titleLength.check({ page: { data: { titles: [title] } }, config: defaultConfig() } as never) as {
      message: string;
    }[];
    expect(issue.message).toBe(`Title "${title}" has ${title.length} characters; at most 60 expected.`);
  });
});

describe('a shortened text in a message', () => {
  it('ends at a word with an ellipsis: a link text', () => {
    const text = 'Schedule a same-day refrigerator repair visit with our team';
    const label = linkLabel({ path: '/book', links: [{ href: '/book', text } as never] });
    const quoted = /\("(.*)"\)$/.exec(label)![1];
    expect(quoted.length).toBeLessThanOrEqual(41);
    expect(endsAtWord(quoted, text)).toBe(true);
  });

  it('ends at a word with an ellipsis: a button under a sticky bar, a small tap target', () => {
    const text = 'Call now for a free estimate on any refrigerator, washer or oven repair today';
    const axe = [
      {
        path: '/',
        template: 'home',
        status: 200,
        violations: [],
        smallTargets: [{ selector: 'a.call', text, width: 20, height: 20 }],
        targetsChecked: 1,
        hiddenFocus: [{ selector: 'a.book', text, coveredBy: 'header', coveredPercent: 100 }],
        focusablesChecked: 1,
        outside: [],
        errors: [],
        durationMs: 1,
      },
    ] as AxePage[];
    const messages = browserFindings(defaultConfig(), axe, []).findings.map((f) => f.message);
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(endsAtWord(/"(.*?)"/.exec(m)![1], text)).toBe(true);
  });

  it('ends at a word with an ellipsis: an attribute value that is not a valid URL', () => {
    const value =
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M1 2"/></svg>';
    const [issue] = urlSyntaxIssues(`<link rel="icon" href='${value}'>`);
    expect(endsAtWord(/href="(.*)" is not/.exec(issue.message)![1], value)).toBe(true);
  });
});

describe('what a Lighthouse audit names', () => {
  it('is text: the rows of a table inside a list, a reason, an element; never JSON', () => {
    const audit = (details: unknown) => ({
      score: 0,
      scoreDisplayMode: 'binary',
      title: 'An audit',
      description: 'Why. [Learn more](https://example.com/doc).',
      details,
    });
    const lhr = {
      categories: {
        'best-practices': {
          auditRefs: [
            { id: 'bf-cache', weight: 1 },
            { id: 'lcp-list', weight: 1 },
          ],
        },
      },
      audits: {
        'bf-cache': audit({
          type: 'table',
          headings: [],
          items: [
            {
              reason: 'Pages with cache-control:no-store cannot enter back/forward cache.',
              failureType: 'Actionable',
              subItems: { type: 'subitems', items: [{ frameUrl: 'https://x.test/' }] },
            },
          ],
        }),
        'lcp-list': audit({
          type: 'list',
          items: [
            {
              type: 'table',
              headings: [],
              items: [
                {
                  node: {
                    type: 'node',
                    selector: 'main > h1',
                    snippet: '<h1 class="hero-title">Appliance repair the same day</h1>',
                  },
                },
              ],
            },
            {
              type: 'table',
              headings: [],
              items: [
                { phase: 'TTFB', timing: 120 },
                { phase: 'Load delay', timing: 0 },
              ],
            },
            { type: 'debugdata', anything: 1 },
          ],
        }),
      },
    } as unknown as Result;
    const items = failedAudits(lhr).map((a) => a.items);
    expect(items).toEqual([
      ['Pages with cache-control:no-store cannot enter back/forward cache.'],
      ['main > h1 <h1 class="hero-title">Appliance repair the same day</h1>'],
    ]);
    expect(JSON.stringify(items)).not.toContain('{');
  });
});
