/**
 * The built-page rules of scripts/lib/fact-checks/pages.ts on pages made to break them: each rule
 * names the page and the count, and a page that keeps the rules passes.
 */
import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../content/business';
import { warrantyTermsText } from '../../core/facts/fill-facts';
import {
  builtPage,
  factCountProblems as countProblems,
  PAGE_RULES,
  ratingMarkup,
  type PageText,
} from '../../scripts/lib/fact-checks';
import { facts } from '../fixtures/page-facts';

const factCountProblems = (pages: readonly PageText[]) => countProblems(pages, facts);
const WARRANTY_TERMS_PAGE = facts.warrantyTermsPage;

const terms = warrantyTermsText();
const { label } = businessFacts.warranty;
const footer = `© 2026 Bayside Family Appliance Repair. ${label}.`;

describe('fact counts per page', () => {
  it('passes a site that states the terms once on /about and links the short line elsewhere', () => {
    expect(
      factCountProblems([
        {
          file: WARRANTY_TERMS_PAGE,
          text: `Our warranty ${terms} Completed ${businessFacts.repairsCompleted} repairs. ${footer}`,
        },
        { file: 'contact.html', text: `Warranty: our ${label}. ${footer}` },
      ]),
    ).toEqual([]);
  });

  it('fails the full terms on a page other than /about, naming the page and the count', () => {
    expect(factCountProblems([{ file: 'appliance-repair-oakland.html', text: `Yes. ${terms} ${footer}` }])).toEqual([
      expect.stringMatching(/^appliance-repair-oakland\.html: the full warranty terms 1 times/),
    ]);
  });

  it('fails /about when it lost the terms or states them twice', () => {
    expect(factCountProblems([{ file: WARRANTY_TERMS_PAGE, text: footer }])).toEqual([
      expect.stringMatching(/missing from the one page/),
    ]);
    expect(factCountProblems([{ file: WARRANTY_TERMS_PAGE, text: `${terms} ${terms}` }])).toEqual([
      expect.stringMatching(/about\.html: the full warranty terms 2 times/),
    ]);
  });

  it('fails the repairs count on a page outside the allow-list, and twice on one inside it', () => {
    const repairs = `${businessFacts.repairsCompleted} repairs completed`;
    expect(factCountProblems([{ file: 'appliance-repair-san-jose.html', text: repairs }])).toEqual([
      expect.stringMatching(/^appliance-repair-san-jose\.html: “1,200\+” 1 times/),
    ]);
    expect(factCountProblems([{ file: WARRANTY_TERMS_PAGE, text: `${terms} ${repairs}. ${repairs}.` }])).toEqual([
      expect.stringMatching(/^about\.html: “1,200\+” 2 times/),
    ]);
  });
});

describe('rating markup in the structured data', () => {
  it('finds a rating or reviews, wherever they nest', () => {
    expect(ratingMarkup('{"@type":"LocalBusiness","aggregateRating":{"ratingValue":"5.0"}}')).toBe(true);
    expect(ratingMarkup('{"@type":"LocalBusiness","review":[{"@type":"Review"}]}')).toBe(true);
  });
});

describe('the built-page rules', () => {
  const page = (file: string, body: string, jsonLd = '') =>
    builtPage(
      file,
      `<html><head><script type="application/ld+json">${jsonLd}</script></head><body>${body}</body></html>`,
    );
  const rule = (name: string) => {
    const found = PAGE_RULES.find((r) => r.name.startsWith(name));
    if (!found) throw new Error(`no rule "${name}"`);
    return (pages: ReturnType<typeof page>[]) => found.problems(pages, facts);
  };

  it('reads a page’s visible text and its structured data, not its scripts', () => {
    const p = page('x.html', '<p>One</p>\n<script>var two;</script> <p>three</p>', '{"a":1}');
    expect(p.text).toBe('One three');
    expect(p.jsonLd).toBe('{"a":1}');
  });

  it('each rule fails on pages made to break it', () => {
    const oakland = (text: string) => [page('appliance-repair-oakland.html', text)];
    expect(rule('no page carries a retired reading')(oakland('We arrive within about 60 minutes.'))).toEqual([
      'appliance-repair-oakland.html: /within about 60 minutes/i',
    ]);
    expect(rule('states the warranty in days')(oakland('Covered by our 6-month warranty.'))).toHaveLength(1);
    expect(rule('states the warranty in days')([page('a.html', '', '{"d":"six months of warranty"}')])).toHaveLength(1);
    expect(rule('no page claims a credential')(oakland('Licensed, bonded and insured.'))).toHaveLength(
      facts.credentials ? 0 : 1,
    );
    expect(rule('an arrival time is promised only')(oakland('We arrive within about an hour.'))).toEqual([
      'appliance-repair-oakland.html: We arrive within about an hour.',
    ]);
    expect(rule('no page marks up a rating')([page('a.html', '', '{"aggregateRating":{}}')])).toHaveLength(1);
    // A rule that asks a page to say something fails when the page is missing.
    for (const r of PAGE_RULES)
      expect(r.problems([], facts).length > 0, r.name).toBe(!/retired|in days|credential|marks up/.test(r.name));
  });
});
