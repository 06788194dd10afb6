// @ts-check
/**
 * Zod issues as a person reads them, the one formatter for every file checked against a schema: the
 * audit's configuration, the audit manifest, the results and reports the audit reads back, and the
 * site's own content and environment (both import it as `@bay-appliance/common/issue-text`, the
 * shared package, since the audit imports nothing of the site). One line per problem naming the file, the
 * field, what was expected and what the value is (its length against the allowed range), with the
 * closest known field or value when a name looks misspelt: an unknown field of a strict schema, an
 * option of an enumeration, or a required field missing beside a field of a similar name.
 *
 * Plain JavaScript (types in JSDoc, checked by tsc): the site's Vite configuration loads it through
 * the package's exports, and Node loads no TypeScript from a package there.
 */

/** @typedef {import('zod').z.core.$ZodIssue} Issue */

/**
 * Edit distance between two names (a misspelling is one or two edits away).
 * @param {string} a
 * @param {string} b
 */
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/**
 * The known name closest to `name`, when it is near enough to be a misspelling of it or it is the
 * start of one.
 * @param {string} name
 * @param {readonly string[]} known
 * @returns {string | undefined}
 */
function closest(name, known) {
  const ranked = known
    .filter((k) => k !== name)
    .map((k) => ({ k, d: distance(name.toLowerCase(), k.toLowerCase()) }))
    .sort((a, b) => a.d - b.d);
  const best = ranked[0];
  if (best && best.d <= Math.max(2, Math.floor(name.length / 3))) return best.k;
  // A word cut short ("warn" for "warning") is further off by edits than it looks to a person.
  const lower = name.toLowerCase();
  return lower.length >= 3 ? known.find((k) => k.toLowerCase().startsWith(lower)) : undefined;
}

/**
 * "did you mean `neighborhoods`?" when a known field is close, else the list of known fields.
 * @param {string} key
 * @param {readonly string[]} known
 */
function closestField(key, known) {
  const best = closest(key, known);
  if (best) return `did you mean \`${best}\`?`;
  return `the fields are ${known.map((k) => `\`${k}\``).join(', ')}`;
}

/**
 * Per-parse messages for what the schemas leave to zod's defaults: an unknown field (one line per
 * field, with the closest known one) and a missing one. Pass to `safeParse(data, parseOptions)`.
 */
export const parseOptions = {
  /**
   * @param {import('zod').z.core.$ZodRawIssue} issue
   * @returns {string | undefined}
   */
  error(issue) {
    if (issue.code === 'unrecognized_keys') {
      const inst = /** @type {{ _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined} */ (issue.inst);
      const def = inst?._zod?.def;
      const known = Object.keys(def?.shape ?? {});
      return issue.keys.map((key) => `${key}: unknown field, ${closestField(key, known)}`).join('\n');
    }
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return `is missing: add it (expected ${issue.expected})`;
    if (issue.code === 'invalid_value' && issue.input === undefined)
      return `is missing: add it (expected one of ${issue.values.map((v) => JSON.stringify(v)).join('|')})`;
    return undefined;
  },
};

/**
 * @param {unknown} data
 * @param {readonly PropertyKey[]} path
 * @returns {unknown}
 */
function valueAt(data, path) {
  let value = data;
  for (const key of path)
    value = value && typeof value === 'object' ? /** @type {Record<PropertyKey, unknown>} */ (value)[key] : undefined;
  return value;
}

/**
 * What the value is, for a length issue: "is 72 characters, 12 too many".
 * @param {Issue} issue
 * @param {unknown} value
 */
function lengthNote(issue, value) {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return '';
  const size = typeof value === 'string' ? value.trim().length : Array.isArray(value) ? value.length : undefined;
  if (size === undefined) return '';
  const unit = typeof value === 'string' ? 'characters' : 'entries';
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const off = Math.abs(size - limit);
  const fix = issue.code === 'too_big' ? `${off} too many, shorten it` : `${off} too few, lengthen it`;
  return ` (has ${size} ${unit}, ${fix})`;
}

/**
 * The value itself, for a value of the wrong form or a number out of range: ` (is "dishwasher-fixing")`.
 * @param {Issue} issue
 * @param {unknown} value
 */
function valueNote(issue, value) {
  const sized = issue.code === 'too_big' || issue.code === 'too_small';
  if (
    sized
      ? typeof value !== 'number'
      : !['invalid_format', 'invalid_value', 'invalid_type', 'custom'].includes(issue.code)
  )
    return '';
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null) return '';
  const shown = JSON.stringify(value);
  return ` (is ${shown.length > 70 ? `${shown.slice(0, 67)}…"` : shown})`;
}

/**
 * A misspelt option of an enumeration: `, did you mean "warning"?`.
 * @param {Issue} issue
 * @param {unknown} value
 */
function optionNote(issue, value) {
  if (issue.code !== 'invalid_value' || typeof value !== 'string') return '';
  const options = /** @type {string[]} */ (issue.values.filter((v) => typeof v === 'string'));
  const best = closest(value, options);
  return best === undefined ? '' : `, did you mean ${JSON.stringify(best)}?`;
}

/**
 * A required field missing where the object has a field of a similar name the schema does not know
 * (a schema that lets unknown fields pass, as those of files written by another version do):
 * `; the file has \`siteURL\`: did you mean \`siteUrl\`?`. `reported`: keys an unknown-field line names already.
 * @param {Issue} issue
 * @param {unknown} data
 * @param {Set<string>} reported
 */
function missingNote(issue, data, reported) {
  if (issue.code !== 'invalid_type' || !issue.path.length) return '';
  const key = issue.path[issue.path.length - 1];
  const parent = valueAt(data, issue.path.slice(0, -1));
  if (typeof key !== 'string' || !parent || typeof parent !== 'object' || key in parent) return '';
  const at = issue.path.slice(0, -1).map(String);
  const present = Object.keys(parent).filter((k) => !reported.has([...at, k].join('.')));
  const near = present.find((k) => closest(k, [key]) === key);
  return near === undefined ? '' : `; the file has \`${near}\`: did you mean \`${key}\`?`;
}

/**
 * One line per problem: `file: field: message`. `data` is what was parsed (for lengths and values).
 * @param {string} file
 * @param {readonly Issue[]} issues
 * @param {unknown} data
 * @returns {string[]}
 */
export function issueLines(file, issues, data) {
  const reported = new Set(
    issues.flatMap((i) =>
      i.code === 'unrecognized_keys' ? i.keys.map((k) => [...i.path.map(String), k].join('.')) : [],
    ),
  );
  return issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.message.split('\n').map((line) => `${file}: ${at ? `${at}.` : ''}${line}`);
    const value = valueAt(data, issue.path);
    const notes = `${lengthNote(issue, value)}${valueNote(issue, value)}${optionNote(issue, value)}${missingNote(issue, data, reported)}`;
    return [`${file}: ${at || '(root)'}: ${issue.message}${notes}`];
  });
}

/**
 * The whole error: `Invalid <what> in <file>:` and one indented line per problem, each naming the
 * file again so a line copied alone (a CI log, an editor's problem list) still says where it is.
 * @param {string} what
 * @param {string} file
 * @param {readonly Issue[]} issues
 * @param {unknown} data
 */
export function invalidFile(what, file, issues, data) {
  return `Invalid ${what} in ${file}:\n${issueLines(file, issues, data)
    .map((line) => `  ${line}`)
    .join('\n')}`;
}
