/**
 * The build check behind "stated once": a fact that has a token (content/TOKENS.md)
 * must be written as the token, never restated in a page's own words, or the
 * pages drift apart (a safety rule worded two ways, a filter interval that
 * differs between a service page and a guide). Each detector recognises the
 * usual ways a fact gets rewritten by hand; a match fails the build naming the
 * file, the field and the token to use instead.
 */
import { DEFAULTS } from '../config/load-site-config.ts';

/** `when`: the detector only applies to texts that also match it (the topic), or whose file's name does (`dishwasher-repair.ts`). */
/** `pattern`: one regex, or several for the wordings one fact is restated in (the first that matches is reported). */
export interface Restatement {
  token: string;
  pattern: RegExp | RegExp[];
  when?: RegExp;
  /** Files whose words are not ours to reword (a customer's review). */
  skip?: RegExp;
}

/** The default and the configured business name: prose writes {business}, so a rename reaches every page. */
const businessNames = [DEFAULTS.BUSINESS_NAME, globalThis.__SITE_CONFIG__?.BUSINESS_NAME ?? DEFAULTS.BUSINESS_NAME];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The warranty's length in months ("6-month warranty", "warranty … for six months", "half a year"): it is
 * 180 days, which six calendar months are not. Also read off the built pages (tests/dist/facts.test.ts).
 */
export const WARRANTY_IN_MONTHS =
  /\b(?:(?:6|six)[- ]months?|half[- ](?:a[- ])?year)\b[^.\n]{0,40}\bwarrant|\bwarrant[^.\n]{0,40}\b(?:(?:6|six)[- ]months?|half[- ](?:a[- ])?year)\b/i;

export const RESTATEMENTS: Restatement[] = [
  // A phone number in any format ("(415) 555-0142", "415-555-0142", "415.555.0142", "+1 415 555 0142"): the number is configuration.
  { token: '{phone}', pattern: /(?:\(\d{3}\)\s?|\b\d{3}[-.\s])\d{3}[-.\s]\d{4}\b/ },
  { token: '{business}', pattern: new RegExp([...new Set(businessNames)].map(escape).join('|')) },
  // The second wording: any gas smell means leave and call, so a sentence that calls one normal or harmless is the retired, risky reading.
  {
    token: '{gasSafety}',
    pattern: [
      /\b(?:smell(?:s|ed|ing)?|odou?r)\b[^.\n]{0,60}\bgas\b[^.\n]*\b(?:leave|call|evacuate)\b|\bgas (?:odou?r|smell|leak)s?\b[^.\n]*\b(?:leave|evacuate|call)\b/i,
      /\b(?:gas (?:odou?r|smell)s?|(?:smell|odou?r) of gas)\b[^.\n;]{0,60}\b(?:normal|harmless|nothing to worry)\b/i,
    ],
  },
  { token: '{gasUtility} or {gasSafety}', pattern: /\bPG&E\b|Palo Alto Utilities/ },
  { token: '{diagnosticFee} or {diagnosticTerms}', pattern: /\$\s?60(?![\d,])/ },
  // "Free" and "credited" in one sentence, or the label "free service call" beside "$60 diagnostic": both read as two charges (a sentence that explains both outcomes is fine).
  {
    token: '{diagnosticTerms}',
    pattern: [
      /\bfree with (?:any |a |the )?repair\b[^.\n]*\bcredit|\bcredit[^.\n]*\bfree with (?:any |a |the )?repair\b/i,
      /\bfree service call\b|\bservice call free with\b/i,
    ],
  },
  // "Free" beside the diagnostic or the service call, or "no charge for the visit": one wording, "credited in full toward the repair".
  {
    token: '{diagnosticTerms}',
    pattern: [
      /\b(?:diagnos\w*|service call|visit)\b[^.;\n]{0,60}\bfree\b|\bfree\b[^.;\n]{0,40}\b(?:diagnos\w*|service call)\b/i,
      /\bno (?:charge|fee|cost) for the (?:visit|service call|diagnos\w*)\b|\b(?:diagnos\w*|service call|visit) (?:itself )?costs? (?:you )?nothing\b/i,
    ],
  },
  // The warranty's terms reworded ("no labor charge", "without charging for the visit or the work", "costs you nothing"):
  // each said something different about what a return visit costs. One statement, {warrantyTerms}, written on
  // /about only (paths.warranty); everywhere else the short {warrantyLine}, which links there (issue 47).
  {
    token: '{warrantyLine}',
    when: /warrant|c[oa]mes? back|return/i,
    skip: /content\/reviews\.ts$/,
    pattern:
      /\b(?:no (?:labou?r )?(?:charge|cost)|without (?:an(?:other)? |a )?(?:labou?r )?charg\w*(?: for [^.;\n]{0,40})?|free of charge|at no (?:labou?r )?cost(?: to you)?|costs? (?:you )?nothing|(?:fix|repair|correct) it free|the labou?r is covered)\b/i,
  },
  { token: '{priceRange} or {costRange}', pattern: /\$\d[\d,]*\s*(?:–|-|to)\s*\$\d/ },
  { token: '{warranty} or {warrantyPeriod}', pattern: /\b180[- ]days?\b/i },
  // The warranty has one length, 180 days: "6-month", "six months" or "half a year" beside it named a second one.
  { token: '{warranty} or {warrantyPeriod} (180 days, never months)', pattern: WARRANTY_IN_MONTHS },
  { token: '{arrival}', pattern: /\bwithin (?:about |roughly |around )?(?:an hour|\d+ minutes)\b/i },
  {
    token: '{coverage} or {distance}',
    pattern:
      /\b\d+\+? (?:Bay Area )?cities\b|\b\d+[- ]miles? (?:of|around|from) (?:our )?San Francisco|\b\d+-mile (?:radius|area|service area)\b|\{radius\}/i,
  },
  { token: '{sameDayCutoff}', pattern: /\bbefore (?:2|two)(?::00)? ?(?:PM|p\.m\.)|\bbefore noon\b/i },
  { token: '{repairs}', pattern: /\b1,200\+?/ },
  // Evenings and weekends only as opening times ("weekend appointments", "open evenings"), not "weekend traffic".
  {
    token: '{hours} or {schedule}',
    pattern: [
      /\b8:00 ?AM\b|\bMon(?:day)?\s?[–-]\s?Fri(?:day)?\b/i,
      /\b(?:evenings?|weekends?)\b(?:,? (?:and|or) (?:evenings?|weekends?|Saturdays?|Sundays?))?,? (?:appointments?|hours|service|visits?|availability|repairs?|calls?|slots?)\b/i,
      /\b(?:open|available|closed|work(?:s|ing)?|come out|book(?:ed|ing)?)\b[^.\n]{0,20}\b(?:on )?(?:evenings?|weekends?)\b/i,
    ],
  },
  // A credential claimed by hand ("licensed, insured and bonded"): only the configuration says what the business
  // holds (BHGS_REGISTRATION, CSLB_LICENSE, INSURED, BONDED); the footer states it once on every page. Advice to
  // call a licensed plumber or electrician is about someone else.
  {
    token: '{credentials} (the footer states it on every page; prose needs it rarely)',
    pattern: /\b(?:licen[cs]ed|bonded|insured)\b(?! (?:plumbers?|electricians?|gas fitters?|HVAC)\b)/i,
  },
  // The brand pages' independence statement is one sentence of content/brand-template.ts, never retyped on a page.
  {
    token: 'brandTemplate.independence (content/brand-template.ts; every brand page shows it)',
    skip: /content\/brand-template\.ts$/,
    pattern:
      /\bnot (?:affiliated|authori[sz]ed|endorsed)\b|\b(?:an )?independent (?:repair )?(?:company|business|service)\b/i,
  },
  { token: '{reviewSummary}', pattern: /\b(?:75|125) (?:verified |five-star |5-star )?reviews\b/i },
  {
    token: '{waterHardness} or {bayAreaWater}',
    pattern: [
      /\b(?!(?:You|We|They|I)\b)[A-Z][a-z]+(?: [A-Z][a-z]+)* (?:has|have|gets?) (?:(?:very|relatively|fairly|quite|moderately) )?(?:soft|hard) water\b/,
      /\b(?:water|supply)\b[^.\n]{0,40}?\b(?:is|are|runs)\s+(?:(?:very|relatively|fairly|quite|moderately)\s+)?(?:soft|hard)\b|\b(?:soft|hard) (?:Hetch Hetchy|EBMUD|Sierra|Zone 7) (?:water|supply)\b/i,
    ],
  },
  {
    token: '{waterSupplier}',
    pattern:
      /\b(?:EBMUD|Hetch Hetchy|Zone 7|Marin Water|Contra Costa Water District|Alameda County Water District|SFPUC|Niles Cone)\b/,
  },
  {
    token: '{dishwasherFilter}',
    when: /dishwasher/i,
    pattern:
      /\bfilters?\b[^.\n]{0,50}\b(?:every (?:month|week|two weeks|month or two|few weeks)|once a (?:month|week)|monthly|weekly)\b|\b(?:monthly|every month)\b[^.\n]{0,30}\bfilters?\b/i,
  },
  {
    token: '{coilCleaning}',
    when: /coil/i,
    pattern:
      /\bcoils?\b[^.\n]{0,80}\b(?:every (?:\d+|six|twelve) months|twice a year|once a year|every year|annually)\b/i,
  },
  {
    token: '{hoseReplacement}',
    when: /hose/i,
    pattern: /\bhoses?\b[^.\n]{0,40}\bevery \d+(?:\s?(?:–|-|to)\s?\d+)? years\b/i,
  },
  { token: '{selfCleanTemp}', pattern: /self-clean[^.\n]*\b\d{3}\s?(?:°\s?F|degrees)/i },
  // How long an appliance lasts: "10 to 13 years", "**9 to 12 years**", "9-to-12-year life", "last 10–15 years, … 9–12".
  {
    token: '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    pattern:
      /(?<!every )\b\d{1,2}\s?(?:–|-to-|-|to)\s?\d{1,2}[- ]years?\b|\blast(?:s|ing)?\b[^.\n]{0,30}\b\d{1,2}\s?(?:–|-|to)\s?\d{1,2}\b/i,
  },
  // One repair-or-replace rule (docs/facts.md "Repair or replace"): repair until the appliance reaches the LOW end of
  // its range, then lean toward replacing for a major repair. "Not near the end of that range" said the opposite. ("At the
  // end of its life" is left alone: it is said of a worn part, a heating element or a belt, as often as of an appliance.)
  {
    token:
      'the one repair-or-replace rule: "has not reached the low end of" its range, "from there on, lean toward replacing"',
    pattern:
      /\b(?:near(?:ing)?|close to|approaching|toward|towards) the (?:end|high end|upper end) of (?:its|that|their|the|a|his|her)\b[^.;\n]{0,30}\b(?:range|life(?:span)?|years?)\b/i,
  },
  // The hours close on Sunday ({hours}): technicians do not work "every day", "daily" or "seven days a week".
  {
    token: '{schedule} or {hours} (Sunday closed)',
    pattern:
      /\b(?:technicians?|we|our (?:team|vans?|crews?)|routes?|open)\b[^.;\n]{0,90}\b(?:every day|daily|seven days a week|7 days a week|365 days)\b|\b(?:every day|seven days a week|7 days a week)\b[^.;\n]{0,30}\b(?:technicians?|we (?:work|repair|come|serve))\b/i,
  },
];

/** Fields that hold a fact's value itself (the data), not prose about it. */
const DATA_FIELDS = new Set([
  'water',
  'gasUtility',
  'sources',
  'coordinates',
  'costRange',
  'slug',
  'href',
  'link',
  'image',
  'id',
]);

/** Restatements in one text of `file`: the token each match should have been. */
export function restatementsIn(text: string, file = ''): { token: string; match: string }[] {
  return RESTATEMENTS.flatMap(({ token, pattern, when, skip }) => {
    if (when && !when.test(text) && !when.test(file)) return [];
    if (skip && skip.test(file)) return [];
    const m = [pattern]
      .flat()
      .map((p) => p.exec(text))
      .find((x) => x !== null);
    return m ? [{ token, match: m[0] }] : [];
  });
}

/** Every string field of a content file, checked; errors name the file and the field. */
export function restatementErrors(file: string, data: unknown, path: string[] = []): string[] {
  if (typeof data === 'string') {
    return restatementsIn(data, file).map(
      ({ token, match }) =>
        `${file}: ${path.join('.') || '(root)'}: restates a fact in its own words ("${match.slice(0, 60)}"); write ${token} (content/TOKENS.md)`,
    );
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => restatementErrors(file, v, [...path, String(i)]));
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([k, v]) =>
      DATA_FIELDS.has(k) ? [] : restatementErrors(file, v, [...path, k]),
    );
  }
  return [];
}
