/**
 * The restatement detectors, behind "stated once": a fact that has a token (content/TOKENS.md)
 * must be written as the token, never restated in a page's own words, or the
 * pages drift apart (a safety rule worded two ways, a filter interval that
 * differs between a service page and a guide). Each detector recognises the
 * usual ways a fact gets rewritten by hand; a match fails the build naming the
 * file, the field and the token to use instead.
 */
import { DEFAULTS } from '../../../core/config/load-site-config.ts';

/** `pattern`: one regex, or several for the wordings one fact is restated in (the first that matches is reported). */
export interface Restatement {
  token: string;
  pattern: RegExp | RegExp[];
  /**
   * The fact's subject, for a fact about one thing (the dishwasher's filter, the refrigerator's coils).
   * The detector applies only where the sentence holding the match, or the sentence before it, names
   * that subject, or where the file is about it (`file`). A mere mention elsewhere in the text is not
   * enough: a range hood's grease filters washed "every month … in the dishwasher" are not the
   * dishwasher's filter, and {dishwasherFilter} would be wrong there.
   */
  when?: RegExp;
  /** A file about the subject (`dishwasher-repair.ts`, `content/maintenance/dishwasher.ts`): each of its sentences is. */
  file?: RegExp;
  /** Files whose words are not ours to reword (a customer's review). */
  skip?: RegExp;
}

/** The default and the configured business name: prose writes {business}, so a rename reaches every page. */
const businessNames = [DEFAULTS.BUSINESS_NAME, globalThis.__SITE_CONFIG__?.BUSINESS_NAME ?? DEFAULTS.BUSINESS_NAME];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A lookbehind refusing the word after it when one of `kinds` names it ("grease filters", "the hood’s
 * filters", "heating coil"): that part is another appliance's, and its interval is not the fact.
 */
const notAnother = (kinds: readonly string[]) => `(?<!\\b(?:${kinds.join('|')})(?:['’]s)?\\s)`;
const OTHER_FILTERS = [
  'grease',
  'hood',
  'vent',
  'water',
  'lint',
  'air',
  'charcoal',
  'carbon',
  'odou?r',
  'pump',
  'HEPA',
  'furnace',
  'refrigerator',
  'fridge',
  'ice',
  'oil',
  'coffee',
];
const OTHER_COILS = ['heating', 'heater', 'burner', 'element', 'evaporator', 'ignition', 'igniter', 'ignitor', 'valve'];
const OTHER_HOSES = ['drain', 'vent', 'garden', 'gas', 'vacuum', 'dishwasher', 'dryer'];

/**
 * The warranty's length in months ("6-month warranty", "warranty … for six months", "half a year"): it is
 * 180 days, which six calendar months are not. Also read off the built pages (./pages.ts).
 */
export const WARRANTY_IN_MONTHS =
  /\b(?:(?:6|six)[- ]months?|half[- ](?:a[- ])?year)\b[^.\n]{0,40}\bwarrant|\bwarrant[^.\n]{0,40}\b(?:(?:6|six)[- ]months?|half[- ](?:a[- ])?year)\b/i;

/**
 * A credential's word ("licensed", "insured", "bonded"): here refused in prose, on the built pages
 * counted against what the configuration holds (./pages.ts).
 */
export const CREDENTIAL_WORD = '\\b(?:licen[cs]ed|insured|bonded)\\b';

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
    pattern: new RegExp(`${CREDENTIAL_WORD}(?! (?:plumbers?|electricians?|gas fitters?|HVAC)\\b)`, 'i'),
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
  // The dishwasher's filter, not another appliance's: a range hood's grease filters, a refrigerator's water filter or a
  // washer's pump filter have intervals of their own, and a hood's filters may go through the dishwasher.
  {
    token: '{dishwasherFilter}',
    when: /\bdishwashers?(?:['’]s?)?(?: \w+)? filters?\b|\bfilters?\b[^.\n]{0,40}\b(?:of|inside|at the bottom of|in the (?:floor|bottom|base|tub) of) (?:the|your|a|an|most|every) dishwashers?\b|\bdishwashers?\b[^.\n]{0,30}\b(?:has|have|uses?)\b[^.\n]{0,30}\bfilters?\b/i,
    file: /dishwasher/,
    pattern: [
      new RegExp(
        `${notAnother(OTHER_FILTERS)}\\bfilters?\\b[^.\\n]{0,50}\\b(?:every (?:month|week|two weeks|month or two|few weeks)|once a (?:month|week)|monthly|weekly)\\b`,
        'i',
      ),
      new RegExp(`\\b(?:monthly|every month)\\b[^.\\n]{0,30}${notAnother(OTHER_FILTERS)}\\bfilters?\\b`, 'i'),
    ],
  },
  // A refrigerator's condenser coils, not a range's coil burners, a dryer's heating coil or a gas valve's coils.
  {
    token: '{coilCleaning}',
    when: /\b(?:condenser|refrigerat\w*|fridges?|freezers?|wine (?:coolers?|refrigerators?)|ice makers?|beverage)\b/i,
    file: /refrigerator|freezer|wine|ice-maker/,
    pattern: new RegExp(
      `${notAnother(OTHER_COILS)}\\bcoils?\\b(?! (?:burners?|elements?|tops?|cooktops?|ranges?|stoves?)\\b)[^.\\n]{0,80}\\b(?:every (?:\\d+|six|twelve) months|twice a year|once a year|every year|annually)\\b`,
      'i',
    ),
  },
  // A washer's fill hoses, not a dishwasher's drain hose, a dryer's vent hose or a garden hose.
  {
    token: '{hoseReplacement}',
    when: /\b(?:washers?|washing machines?|laundry|fill|inlet)\b/i,
    file: /(?:^|[/-])washer|laundry/,
    pattern: new RegExp(
      `${notAnother(OTHER_HOSES)}\\bhoses?\\b[^.\\n]{0,40}\\bevery \\d+(?:\\s?(?:–|-|to)\\s?\\d+)? years\\b`,
      'i',
    ),
  },
  // The self-clean cycle's heat (800°F and up), not the temperature to bake at after one.
  { token: '{selfCleanTemp}', pattern: /self-clean[^.\n]*\b(?:[5-9]\d{2}|1,?\d{3})\s?(?:°\s?F|degrees)/i },
  // How long an appliance lasts: "10 to 13 years", "**9 to 12 years**", "9-to-12-year life", "last 10–15 years, … 9–12".
  // Not an age ("a 5-to-8-year-old fridge", "3 to 5 years ago"), experience, or a visit that lasts "1–2 hours".
  {
    token: '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    pattern:
      /(?<!every )\b\d{1,2}\s?(?:–|-to-|-|to)\s?\d{1,2}[- ]years?\b(?![- ]old\b| ago\b| of experience\b)|\blast(?:s|ing)?\b[^.\n]{0,30}\b\d{1,2}\s?(?:–|-|to)\s?\d{1,2}\b(?!\s?(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|cycles?|loads?|%|°))/i,
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

/** A text's sentences (and list items), in order: a fact's subject is looked for beside its match, not anywhere. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/** The first match of `patterns` in `text` (one of them is the first to match). */
const firstMatch = (patterns: RegExp | RegExp[], text: string) =>
  [patterns]
    .flat()
    .map((p) => p.exec(text))
    .find((x) => x !== null);

/**
 * The match of one detector in `text`: anywhere, or for a detector with a subject (`when`) in a
 * sentence that names it or follows one that does, or anywhere in a file about it.
 */
function matchOf({ pattern, when, file: about }: Restatement, text: string, file: string): RegExpExecArray | undefined {
  if (!when || about?.test(file)) return firstMatch(pattern, text);
  const parts = sentences(text);
  for (const [i, sentence] of parts.entries()) {
    const m = firstMatch(pattern, sentence);
    if (m && (when.test(sentence) || (i > 0 && when.test(parts[i - 1])))) return m;
  }
  return undefined;
}

/** Restatements in one text of `file`: the token each match should have been. */
export function restatementsIn(text: string, file = ''): { token: string; match: string }[] {
  return RESTATEMENTS.flatMap((rule) => {
    if (rule.skip?.test(file)) return [];
    const m = matchOf(rule, text, file);
    return m ? [{ token: rule.token, match: m[0] }] : [];
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
