/**
 * The per-page fact counts of tests/dist/fact-counts.ts on pages made to break them: each rule
 * names the page and the count, and a page that keeps the rules passes.
 */
import { describe, expect, it } from 'vitest';
import { businessFacts } from '../../content/business';
import { warrantyTermsText } from '../../core/facts/fill-facts';
import { factCountProblems, WARRANTY_TERMS_PAGE } from '../dist/fact-counts';

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
