/**
 * The pictures in docs/ are of the site as it is now. docs/screenshots/ holds only the screenshots
 * the docs show, each with its entry in docs/screenshots/record.json: the page, configuration and
 * width it was taken of and the fingerprint of that page in the build it was taken from
 * (scripts/lib/page-fingerprint.ts: the HTML body without scripts, the stylesheets, the images).
 * Each entry is compared with the same page of the current build: dist/ (DIST_DIR) for the default
 * configuration, dist-sample/ (`npm run build:sample`) for the complete sample configuration. A
 * change that alters what a visitor sees fails here, naming the picture and the command that takes
 * it again (`npm run screenshots -- --docs`); a change to the app's scripts alone does not.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BUILD_SOURCES, buildProblem } from '../../scripts/lib/build-age';
import {
  RECORD_FILE,
  SAMPLE_DIST,
  pageFingerprint,
  type Configuration,
  type ScreenshotRecord,
} from '../../scripts/lib/page-fingerprint';
import { DIST } from './dist-helpers';

const FOLDER = join('docs', 'screenshots');
const RECORD = join(FOLDER, RECORD_FILE);
const RETAKE = '`npm run screenshots -- --docs`';
const BUILDS: Record<Configuration, string> = { default: DIST, sample: SAMPLE_DIST };
/** The pictures are of the configuration without a `.env`; one that changes what visitors see changes the build too. */
const ENV_NOTE = existsSync('.env')
  ? '; but if only your .env makes the difference (the committed pictures show the configuration without one), leave them as they are'
  : '';

const record: ScreenshotRecord = existsSync(RECORD)
  ? (JSON.parse(readFileSync(RECORD, 'utf8')) as ScreenshotRecord)
  : {};
const pictures = readdirSync(FOLDER).filter((f) => f.endsWith('.png'));

/** The Markdown that can show a picture of docs/screenshots/: every page of docs/ and the README. */
const markdown = [
  'README.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
];
/** The pictures of docs/screenshots/ the Markdown names, each with the first file naming it. */
const shown = new Map<string, string>();
for (const file of markdown)
  for (const [, name] of readFileSync(file, 'utf8').matchAll(/screenshots\/([\w.-]+\.png)/g))
    if (!shown.has(name)) shown.set(name, file);

describe('the screenshots in docs/', () => {
  it(`have a record (${RECORD})`, () => {
    expect(existsSync(RECORD), `${RECORD} is missing: run ${RETAKE}`).toBe(true);
    expect(Object.keys(record).length, `${RECORD} records no picture: run ${RETAKE}`).toBeGreaterThan(0);
  });

  it('are each recorded, and each entry of the record is a picture there', () => {
    expect(
      {
        unrecorded: pictures.filter((p) => !(p in record)),
        recordedButMissing: Object.keys(record).filter((name) => !pictures.includes(name)),
      },
      `every PNG in ${FOLDER}/ has its entry in ${RECORD} and the other way round: run ${RETAKE} (which writes both) and commit the folder, deleting any picture it did not write`,
    ).toEqual({
      unrecorded: [],
      recordedButMissing: [],
    });
  });

  it('are the ones the docs show, and the docs show only those', () => {
    expect(
      {
        shownButMissing: [...shown].filter(([name]) => !pictures.includes(name)).map(([name, by]) => `${name} (${by})`),
        notShown: pictures.filter((p) => !shown.has(p)),
      },
      `docs/ keeps only the screenshots its pages show (the whole set is \`npm run screenshots\`, into screenshots/): add a picture to scripts/screenshots.ts's DOCS_SHOTS and run ${RETAKE}, or delete one no page shows`,
    ).toEqual({
      shownButMissing: [],
      notShown: [],
    });
  });

  it.each(Object.entries(record))('%s is of the current build', (name, entry) => {
    const file = join(FOLDER, name);
    const dist = BUILDS[entry.configuration];
    expect(dist, `${file}: its configuration is '${String(entry.configuration)}', not default or sample`).toBeDefined();
    if (entry.configuration === 'sample') {
      const problem = buildProblem(
        dist,
        '`npm run build:sample`',
        `${file} is of the sample configuration, and is checked against its build`,
        SAMPLE_BUILD_SOURCES,
      );
      if (problem) throw new Error(problem);
    }
    let current: string;
    try {
      current = pageFingerprint(dist, entry.path);
    } catch (error) {
      throw new Error(
        `${file} is of ${entry.path}, which the build no longer has (${(error as Error).message}): run ${RETAKE}`,
      );
    }
    expect(
      current,
      `${file} is stale: it shows ${entry.path} (${entry.configuration} configuration, ${entry.width} px) as an earlier build drew it, and ${dist}/ now draws it differently. Run ${RETAKE} and commit ${FOLDER}/ (the pictures and ${RECORD_FILE} together)${ENV_NOTE}`,
    ).toBe(entry.fingerprint);
  });
});
