/**
 * Each fact once per page (issue 47): the 70-word warranty terms were pasted onto home, about,
 * contact, every city FAQ and the brand pages, and "1,200+ repairs" on 88 pages. (The warranty's
 * one short line, "180-day warranty on parts and labor", is the footer's and every mention's, a
 * link to the terms: it has no count.) These rules count them in a page's visible text (the structured
 * data is left out: it may state the terms as the warranty Offer's description) and say which page
 * broke which rule and how often. tests/dist/facts.test.ts runs them on the built site,
 * tests/unit/fact-counts.test.ts on pages made to break them.
 */
import { businessFacts } from '../../content/business';
import { warrantyTermsText } from '../../core/facts/fill-facts';
import { htmlFileFor, paths } from '../../core/urls/paths';

export interface PageText {
  /** The built file, as dist/ names it ("about.html"). */
  file: string;
  /** Its visible text, whitespace collapsed. */
  text: string;
}

/** The one page that states the warranty's full terms: /about's warranty section (paths.warranty). */
export const WARRANTY_TERMS_PAGE = htmlFileFor(paths.warranty.split('#')[0]);

/**
 * Where "1,200+" (the repairs count, {repairs}) persuades, and why; on any other page it is a
 * repeated badge, which is what the 88 pages had.
 */
export const REPAIRS_COUNT_PAGES: Record<string, string> = {
  [htmlFileFor(paths.home)]: 'the home page’s proof, next to the rating',
  [htmlFileFor(paths.applianceRepair)]: 'the home template at /appliance-repair',
  [htmlFileFor(paths.about)]: 'the story of the business',
  [htmlFileFor(paths.reviews)]: 'next to the reviews, if the reviews page states it',
};

const times = (text: string, needle: string) => text.split(needle).length - 1;

/** Every rule a page breaks, as "file: what (n times)"; empty when every page keeps them. */
export function factCountProblems(pages: readonly PageText[]): string[] {
  const terms = warrantyTermsText();
  const repairs = businessFacts.repairsCompleted;
  return pages.flatMap(({ file, text }) => {
    const problems: string[] = [];
    const termCount = times(text, terms);
    const termsAllowed = file === WARRANTY_TERMS_PAGE ? 1 : 0;
    if (termCount > termsAllowed)
      problems.push(
        `${file}: the full warranty terms ${termCount} times (only ${WARRANTY_TERMS_PAGE} states them; link there with {warrantyLine})`,
      );
    if (file === WARRANTY_TERMS_PAGE && termCount === 0)
      problems.push(`${file}: the full warranty terms are missing from the one page that states them`);
    const repairsCount = times(text, repairs);
    if (repairsCount > (file in REPAIRS_COUNT_PAGES ? 1 : 0))
      problems.push(
        `${file}: “${repairs}” ${repairsCount} times (once at most, and only on ${Object.keys(REPAIRS_COUNT_PAGES).join(', ')})`,
      );
    return problems;
  });
}
