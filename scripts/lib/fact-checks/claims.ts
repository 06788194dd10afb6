/**
 * Claims a customer can hold us to, in every content module's prose (one error per string, naming
 * the file and the field):
 *
 * - "Guaranteed" says nothing a customer can claim on. Where a string says guarantee, it says what
 *   the guarantee is: the warranty token in the same string ({warranty}, {warrantyPeriod},
 *   {warrantyTerms}, {warrantyLine}), or, for a FAQ question, in its answer.
 * - Appointments outside our hours ("after-service", "early-morning", "evening", "night" or
 *   "Sunday" visits) beside {hours}, which has none of them. Saying we have none ("no night or
 *   Sunday service") is fine.
 * - EPA Section 608 certification is claimed only by the configuration (EPA_608_CERTIFIED,
 *   the {epaCertified} token): typed by hand it would stay on the page when the owner has not said
 *   so. And a page that describes sealed-system or commercial refrigeration work carries
 *   {epaCertified} once, so the certification shows there whenever it is configured.
 * - A job that usually costs more than the typical range (front-load tub bearings, a new
 *   disposal, pro-style range parts, a compressor or other sealed-system work) is never placed
 *   inside it ("tub bearings … at the upper end"): a sentence that puts it at an end of the range
 *   says it is above it.
 * - On Whirlpool-built dryers (Whirlpool, Maytag, KitchenAid) the thermal fuse sits in the motor
 *   circuit: a blown one means the dryer will not run at all, as /dryer-repair says. A brand page
 *   of theirs that names a blown thermal fuse says so in the same string (the Whirlpool page
 *   once listed it under "no heat").
 */

const GUARANTEE = /\bguarantee/i;
const WARRANTY_TOKEN = /\{warranty(?:Period|Terms|Line)?\}/;

const OUTSIDE_HOURS =
  /\b(?:after[- ](?:service|hours|work)|early[- ]morning|late[- ](?:night|evening)|evening|night|overnight|Sunday|24\/7)\b,? (?:(?:and|or) [\w-]+ )?(?:appointments?|visits?|service|calls?|slots?|hours)\b/gi;
/** "no night or Sunday service": a denial, not an offer. */
const DENIED = /\b(?:no|never|not|nor|without)\b[^.;]{0,12}$/i;

const EPA_BY_HAND = /\bEPA\b|\bSection 608\b/;
const SEALED_SYSTEM_WORK =
  /\bsealed[- ]system (?:work|repairs?|components?)\b|\brecharg(?:e|ing)\b|\b(?:reach-in|walk-in) (?:coolers?|freezers?)\b/i;
const EPA_TOKEN = '{epaCertified}';

/** Brand pages (content/brand-pages/{slug}.ts) of dryers built by Whirlpool. */
const WHIRLPOOL_BUILT = /^content\/brand-pages\/(?:whirlpool|maytag|kitchenaid|amana|jennair)\.ts$/;
const BLOWN_FUSE = /\bblown (?:thermal )?fuse\b|\bblows the thermal fuse\b/i;
const WILL_NOT_RUN = /\b(?:will not|won’t|does not|doesn’t|cannot) (?:run|start|tumble)\b|\bno start\b/i;

const OUT_OF_RANGE_JOB =
  /\b(?:tub bearings?|bearing kits?|(?:new|replacement|comparable new) disposals?|replac\w* the (?:unit|disposal)|pro-style range parts|compressors?|sealed[- ]system)\b/i;
const IN_RANGE =
  /\b(?:upper|lower|high|low) end\b|\{(?:costRange|priceRange)\}|\bwithin (?:our|that|the) (?:typical )?range\b/i;
const ABOVE_RANGE = /\b(?:above|beyond|outside|more than|costs? more|exceptions?)\b/i;

type Strings = { path: string; text: string; answer?: string }[];

/** Every string of `data` with its dotted field path; a FAQ question carries its answer along. */
function stringsOf(data: unknown, path: string[] = [], out: Strings = []): Strings {
  if (typeof data === 'string') out.push({ path: path.join('.') || '(root)', text: data });
  else if (Array.isArray(data)) data.forEach((v, i) => stringsOf(v, [...path, String(i)], out));
  else if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'question' && typeof value === 'string' && typeof record.answer === 'string')
        out.push({ path: [...path, key].join('.'), text: value, answer: record.answer });
      else stringsOf(value, [...path, key], out);
    }
  }
  return out;
}

export function claimErrors(file: string, data: unknown): string[] {
  const strings = stringsOf(data);
  const errors: string[] = [];
  for (const { path, text, answer } of strings) {
    const at = `${file}: ${path}`;
    if (GUARANTEE.test(text) && !WARRANTY_TOKEN.test(text) && !(answer && WARRANTY_TOKEN.test(answer)))
      errors.push(
        `${at}: says "guarantee" without saying what it is; name the warranty ({warrantyLine}, which links its terms) or drop the word`,
      );
    for (const m of text.matchAll(OUTSIDE_HOURS))
      if (!DENIED.test(text.slice(0, m.index)))
        errors.push(`${at}: offers "${m[0]}", outside our hours ({hours}); say what the hours allow instead`);
    for (const sentence of text.split(/(?<=[.!?;])\s+/))
      if (OUT_OF_RANGE_JOB.test(sentence) && IN_RANGE.test(sentence) && !ABOVE_RANGE.test(sentence))
        errors.push(
          `${at}: "${sentence.trim()}" puts ${OUT_OF_RANGE_JOB.exec(sentence)?.[0]} inside the typical range; say it usually costs more than that range`,
        );
    if (WHIRLPOOL_BUILT.test(file) && BLOWN_FUSE.test(text) && !WILL_NOT_RUN.test(text))
      errors.push(
        `${at}: names a blown thermal fuse without saying the dryer will not run at all (on Whirlpool-built dryers it is in the motor circuit, as /dryer-repair says)`,
      );
    if (EPA_BY_HAND.test(text))
      errors.push(
        `${at}: names the EPA certification by hand; write {epaCertified}, which shows it only when EPA_608_CERTIFIED is yes`,
      );
  }
  const sealed = strings.find((s) => SEALED_SYSTEM_WORK.test(s.text));
  if (sealed && !strings.some((s) => s.text.includes(EPA_TOKEN)))
    errors.push(
      `${file}: ${sealed.path}: describes sealed-system or commercial refrigeration work, but the page never writes {epaCertified}; add it once after that sentence`,
    );
  return errors;
}
