/**
 * Phase one of the content check (scripts/lib/content-check.ts): every content file is loaded and
 * its exports validated against their strict schemas (model/schemas.ts), before any check reads
 * across files. A misspelt or missing field is reported here, naming the file and the field, so
 * the cross-file checks only ever see data of the right shape and never crash on a bad one.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import {
  aboutSchema,
  audienceSchema,
  brandPageSchema,
  brandsPageSchema,
  brandsSchema,
  citySchema,
  cityTemplateSchema,
  contactSchema,
  homeSchema,
  maintenanceGuideSchema,
  pageMetaSchema,
  redirectSchema,
  relatedServiceKindSchema,
  repairCaseSchema,
  reviewPlatformSchema,
  teamMemberSchema,
  serviceAreasContentSchema,
  serviceSchema,
  servicesPageSchema,
  serviceTemplateSchema,
  testimonialSchema,
  photoEntrySchema,
  type PhotoEntry,
  type ReviewPlatform,
  type TeamMember,
  type Testimonial,
} from '../../model/schemas';
import { coverageSchema, postRelatedSchema, servedCitiesSchema, placesSchema } from '../../model/registry-schemas';
import { tokenErrors, validateFile } from '../../model/validate';
import { CITY_TOKENS } from '../../model/facts-tokens';
import { photoReferenceErrors, planPhotos } from './photos';
import { contentFile } from './content-overlay';
import { photoTargetErrors, reviewReferenceErrors, type ProofTargets } from './review-check';

export type Load = (file: string) => Promise<Record<string, unknown>>;

/**
 * A module that cannot even be imported (a syntax error, a post whose front matter fails) as
 * error lines, never a stack. A syntax error is reported against the file and line it is in
 * (a registry importing a broken file reports the same line, which is then dropped as a repeat).
 */
export function loadFailure(file: string, error: unknown): string[] {
  // eslint-disable-next-line no-control-regex -- terminal colour codes in the transformers' messages
  const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
  // scripts/lib/markdown.ts throws "Invalid content in {file}:" followed by one indented line per problem.
  if (message.startsWith('Invalid content in '))
    return message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  const at = /(content\/[\w/.-]+\.(?:ts|md)):(\d+):\d+/.exec(message);
  const what =
    /(?:ERROR\]|ERROR:)\s*([^\n]+)/.exec(message)?.[1] ?? message.split('\n').find((line) => line.trim()) ?? '';
  const where = at ? `${at[1]}: line ${at[2]}` : file;
  return [`${where}: cannot be read, fix the syntax: ${what.trim().slice(0, 160)}`];
}

/** The one-entity-per-file folders, their schema and the tokens their prose may use beyond the facts. */
export const FOLDERS = [
  { folder: 'content/cities', schema: citySchema, registry: 'cities', tokens: CITY_TOKENS },
  { folder: 'content/services', schema: serviceSchema, registry: 'services', tokens: [] },
  { folder: 'content/maintenance', schema: maintenanceGuideSchema, registry: 'maintenanceGuides', tokens: [] },
  { folder: 'content/brand-pages', schema: brandPageSchema, registry: 'brandPages', tokens: [] },
] as const;

/** The `.ts` files of a folder but its registry, sorted. */
export function folderFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .sort();
}

/** Single files: which export is checked against which schema. */
const EXPORTS: { file: string; name: string; schema: z.ZodType; ignore?: (line: string) => boolean }[] = [
  {
    file: 'content/related-services.ts',
    name: 'relatedServiceKinds',
    schema: z.array(relatedServiceKindSchema).length(11, 'needs exactly 11 related-service kinds'),
  },
  { file: 'content/redirects.ts', name: 'redirects', schema: z.array(redirectSchema) },
  // The one-off pages' titles, descriptions and H1s, held to the limits every other page's meta is.
  { file: 'content/pages.ts', name: 'pages', schema: z.record(z.string(), pageMetaSchema) },
  { file: 'content/brands.ts', name: 'brands', schema: brandsSchema },
  // `{city}` is filled per city, so it is not a fact token here.
  {
    file: 'content/city-template.ts',
    name: 'cityTemplate',
    schema: cityTemplateSchema,
    ignore: (e) => e.includes('unknown fact token {city}'),
  },
  { file: 'content/home.ts', name: 'home', schema: homeSchema },
  { file: 'content/company.ts', name: 'about', schema: aboutSchema },
  { file: 'content/company.ts', name: 'contact', schema: contactSchema },
  { file: 'content/company.ts', name: 'servicesPage', schema: servicesPageSchema },
  { file: 'content/company.ts', name: 'brandsPage', schema: brandsPageSchema },
  {
    file: 'content/review-platforms.ts',
    name: 'reviewPlatforms',
    schema: z.array(reviewPlatformSchema).length(4, 'needs exactly 4 review platforms'),
  },
  {
    file: 'content/reviews.ts',
    name: 'testimonials',
    schema: z.array(testimonialSchema).min(3, 'needs at least 3 reviews').max(9, 'shows at most 9 reviews'),
  },
  {
    file: 'content/team.ts',
    name: 'team',
    schema: z.array(teamMemberSchema),
  },
  {
    file: 'content/repair-cases.ts',
    name: 'repairCases',
    schema: z.array(repairCaseSchema).length(3, 'needs exactly 3 repair cases'),
  },
  { file: 'content/service-template.ts', name: 'serviceTemplate', schema: serviceTemplateSchema },
  { file: 'content/audiences.ts', name: 'residential', schema: audienceSchema },
  { file: 'content/audiences.ts', name: 'commercial', schema: audienceSchema },
  { file: 'content/city-aliases.ts', name: 'cityAliasSlugs', schema: z.array(z.string().min(1)) },
  { file: 'content/posts/related.ts', name: 'postRelated', schema: postRelatedSchema },
  { file: 'content/served-cities.ts', name: 'extraServedCities', schema: servedCitiesSchema },
  { file: 'content/unincorporated-places.ts', name: 'unincorporatedPlaces', schema: placesSchema },
];

/** `coverage.cityCount` used to be typed by hand; it is counted now (core/facts/city-count.ts), and a copied old line says so. */
const CITY_COUNT_BY_HAND = 'content/business.ts: coverage.cityCount: unknown field';
const RETIRED_CITY_COUNT =
  'content/business.ts: coverage.cityCount: the number of cities is counted from the files in content/cities/; remove this line';

/** Every shape problem of every content file, one line each; empty when all are well formed. */
export async function shapeErrors(root: string, load: Load): Promise<string[]> {
  const errors: string[] = [];
  const tryLoad = async (file: string): Promise<Record<string, unknown> | undefined> => {
    try {
      return await load(file);
    } catch (error) {
      errors.push(...loadFailure(file, error).filter((line) => !errors.includes(line)));
      return undefined;
    }
  };
  /** City slug → name, for the reviews' and photos' references (below). */
  const cityNames = new Map<string, string>();
  for (const { folder, schema, registry, tokens } of FOLDERS) {
    for (const name of folderFiles(root, folder)) {
      const file = `${folder}/${name}`;
      const data = (await tryLoad(file))?.default as { slug?: string; name?: string } | undefined;
      if (folder === 'content/cities' && data?.name) cityNames.set(name.replace(/\.ts$/, ''), data.name);
      if (!data) {
        if (!errors.some((e) => e.startsWith(file))) errors.push(`${file}: has no \`export default { … }\``);
        continue;
      }
      errors.push(...validateFile(schema, file, data, tokens));
      const expected = name.replace(/\.ts$/, '');
      if (data.slug !== expected) errors.push(`${file}: slug: must equal the file name "${expected}"`);
    }
    const index = await tryLoad(`${folder}/index.ts`);
    if (index && !Array.isArray(index[registry])) errors.push(`${folder}/index.ts: ${registry}: must be a list`);
  }
  const modules = new Map<string, Record<string, unknown> | undefined>();
  for (const { file, name, schema, ignore } of EXPORTS) {
    if (!modules.has(file)) modules.set(file, await tryLoad(file));
    const module = modules.get(file);
    if (!module) continue;
    const lines = validateFile(schema, file, module[name]);
    errors.push(...(ignore ? lines.filter((line) => !ignore(line)) : lines));
  }
  const related = modules.get('content/related-services.ts');
  if (related)
    errors.push(...tokenErrors('content/related-services.ts', related.homeServiceCards, ['homeServiceCards']));
  const areas = await tryLoad('content/service-areas.ts');
  // regionNames is content/regions.ts's, re-exported for the page.
  if (areas) {
    const { regionIntros, serviceAreaFaqs, localCoverage } = areas;
    errors.push(
      ...validateFile(serviceAreasContentSchema, 'content/service-areas.ts', {
        regionIntros,
        serviceAreaFaqs,
        localCoverage,
      }),
    );
  }
  const business = await tryLoad('content/business.ts');
  if (business)
    errors.push(
      ...validateFile(
        coverageSchema,
        'content/business.ts',
        (business.businessFacts as { coverage?: unknown } | undefined)?.coverage,
      )
        .map((line) => line.replace('content/business.ts: ', 'content/business.ts: coverage.'))
        .map((line) => (line.startsWith(CITY_COUNT_BY_HAND) ? RETIRED_CITY_COUNT : line)),
    );
  // Posts and library items are validated as they are imported (scripts/lib/markdown.ts).
  await tryLoad('content/posts/index.ts');
  await tryLoad('content/library/index.ts');
  // The owner's photos: each original checked (docs/editing-content.md "Add a photo").
  const photos = await tryLoad('content/photos/index.ts');
  if (photos) await planPhotos(photos.photos as unknown[]).catch((error: Error) => errors.push(error.message));
  // Team portraits and the job-photo row name photos of that list.
  const team = await tryLoad('content/team.ts');
  if (photos && team)
    errors.push(
      ...photoReferenceErrors(photos.photos as PhotoEntry[], team.team as TeamMember[], photos.jobPhotos as string[]),
    );
  // Reviews and job photos name the city and appliance pages that quote or show them.
  const platforms = modules.get('content/review-platforms.ts')?.reviewPlatforms as ReviewPlatform[] | undefined;
  const targets: ProofTargets = {
    cities: cityNames,
    unreadCities: new Set(
      folderFiles(root, 'content/cities')
        .map((f) => f.replace(/\.ts$/, ''))
        .filter((slug) => !cityNames.has(slug)),
    ),
    services: new Set(folderFiles(root, 'content/services').map((f) => f.replace(/\.ts$/, ''))),
    platforms: platforms?.map((p) => p.platform) ?? [],
    today: new Date().toISOString().slice(0, 10),
  };
  const shownAs = (path: string) => relative(process.cwd(), contentFile(path));
  // Only well-formed lists: a malformed one has had its own lines above.
  const reviews = modules.get('content/reviews.ts')?.testimonials as Testimonial[] | undefined;
  if (reviews && z.array(testimonialSchema).safeParse(reviews).success)
    errors.push(...reviewReferenceErrors(shownAs('reviews.ts'), reviews, targets));
  if (photos && z.array(photoEntrySchema).safeParse(photos.photos).success)
    errors.push(...photoTargetErrors(shownAs('photos/index.ts'), photos.photos as PhotoEntry[], targets));
  return errors;
}
