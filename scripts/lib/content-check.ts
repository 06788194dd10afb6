/**
 * Checks every content file on disk: schema, fact tokens, duplicate slugs,
 * registries that miss a file, cross-references to things that do not
 * exist, a city's county against its coordinates, and what the audit would
 * refuse on the built pages (word minimums, duplicate titles, descriptions and
 * copy). Each error names the file and the field; docs/editing-content.md
 * "What npm run validate checks" lists them all. Markdown files (posts,
 * library items) are validated as they are imported (scripts/lib/markdown.ts);
 * here only their registries are checked.
 */
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join, sep } from 'node:path';
import { duplicateErrors } from '../../model/validate';
import { validateMarkdownContent } from './markdown-check';
import { neighborhoodErrors, type CityNeighborhoods } from './neighborhood-check';
import { scheduleErrors, type ScheduleKey } from './schedule-check';
import { contentFactErrors } from './fact-checks';
import { errorCodeErrors, type CodeEntry } from './error-code-check';
import { lineServices } from '../../model/brand-lines';
import { folderFiles, shapeErrors } from './content-shapes';
import { countyErrors, type CityPlace } from './county-check';
import { pageTextErrors } from './page-text-check';
import {
  copiedCityErrors,
  fieldsContaining,
  foreignNameErrors,
  missingImageError,
  straightQuoteErrors,
} from './copy-check';

let root = process.cwd();

/** Validate a copy of the content elsewhere (tests break a copy on purpose). */
export function setContentRoot(dir: string): void {
  root = dir;
}

async function load(file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
}

/** A folder's registry (`{folder}/index.ts`) lists every file once; the error says the line to add. */
async function registryErrors(folder: string, registryExport: string): Promise<{ errors: string[]; slugs: string[] }> {
  const slugs = folderFiles(root, folder).map((name) => name.replace(/\.ts$/, ''));
  const registry = (await load(`${folder}/index.ts`))[registryExport] as { slug: string }[];
  const listed = registry.map((x) => x.slug);
  const errors = duplicateErrors(`${folder}/index.ts`, registryExport, listed);
  for (const slug of slugs)
    if (!listed.includes(slug))
      errors.push(
        `${folder}/${slug}.ts: is not listed in ${folder}/index.ts, so it would not be published: add \`import ${camel(slug)} from './${slug}';\` and put ${camel(slug)} in \`${registryExport}\``,
      );
  return { errors, slugs };
}

/** "san-mateo" → "sanMateo", the import name the registries use. */
const camel = (slug: string) => slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * All content problems, one line each; empty when the content is valid. Every file's shape is
 * checked first (scripts/lib/content-shapes.ts); the checks across files run only on content of
 * the right shape, so a misspelt field is reported as such rather than crashing one of them.
 */
export async function validateContent(): Promise<string[]> {
  const shapes = await shapeErrors(root, load);
  if (shapes.length) return shapes;
  return crossFileErrors();
}

async function crossFileErrors(): Promise<string[]> {
  const errors: string[] = [];
  const cities = await registryErrors('content/cities', 'cities');
  const services = await registryErrors('content/services', 'services');
  const guides = await registryErrors('content/maintenance', 'maintenanceGuides');
  errors.push(...cities.errors, ...services.errors, ...guides.errors);

  const related = (await load('content/related-services.ts')) as {
    relatedServiceKinds: { key: string; image: string }[];
  };
  const kinds = related.relatedServiceKinds.map((k) => k.key);
  related.relatedServiceKinds.forEach((k, i) =>
    errors.push(
      ...missingImageError(root, 'content/related-services.ts', `relatedServiceKinds.${i}.image`, k.image, [
        '.webp',
        '.png',
      ]),
    ),
  );
  errors.push(...(await cityNameErrors(cities.slugs)));

  errors.push(
    ...(await validateMarkdownContent(root, load, { guideSlugs: guides.slugs, serviceSlugs: services.slugs })),
  );

  const { redirects } = (await load('content/redirects.ts')) as { redirects: { from: string; to: string }[] };
  errors.push(
    ...duplicateErrors(
      'content/redirects.ts',
      'redirects.from',
      redirects.map((r) => r.from),
    ),
  );

  const { brands } = await load('content/brands.ts');
  errors.push(
    ...(await brandPageErrors(
      brands as { all: string[]; handBuilt: string[]; others: Record<string, string> },
      services.slugs,
    )),
  );
  // Cross-references: every reference must point at something that exists.
  const brandNames = (brands as { all: string[] }).all;
  for (const slug of services.slugs) {
    const service = (await load(`content/services/${slug}.ts`)).default as {
      related: string[];
      costRange?: string;
      extras?: { brandsServiced: string[] };
    };
    // {costRange} is the page's own range: without one it would show as written (a copied page's FAQ).
    if (!service.costRange)
      for (const field of fieldsContaining(service, '{costRange}'))
        errors.push(
          `content/services/${slug}.ts: ${field}: writes {costRange}, but the page has no costRange; set costRange where docs/facts.md gives one, or write {priceRange}`,
        );
    service.related.forEach((key, i) => {
      if (!kinds.includes(key))
        errors.push(
          `content/services/${slug}.ts: related.${i}: no related-service kind "${key}" in content/related-services.ts`,
        );
    });
    // One spelling per brand: the one in content/brands.ts `all` ("JennAir" beside "Jenn-Air" read as two brands).
    service.extras?.brandsServiced.forEach((name, i) => {
      if (!brandNames.includes(name))
        errors.push(
          `content/services/${slug}.ts: extras.brandsServiced.${i}: "${name}" is not in content/brands.ts all; use that spelling`,
        );
    });
  }
  const { businessFacts } = (await load('content/business.ts')) as { businessFacts: Record<string, unknown> };
  for (const slug of guides.slugs) {
    const guide = (await load(`content/maintenance/${slug}.ts`)).default as { repairService: string } & Record<
      ScheduleKey,
      string[]
    >;
    if (!services.slugs.includes(guide.repairService))
      errors.push(`content/maintenance/${slug}.ts: repairService: no service "${guide.repairService}"`);
    // Each task sits in the list of its own period (scripts/lib/schedule-check.ts).
    errors.push(...scheduleErrors(`content/maintenance/${slug}.ts`, guide, businessFacts));
  }
  const { cityAliasSlugs } = (await load('content/city-aliases.ts')) as { cityAliasSlugs: string[] };
  if (cityAliasSlugs.length !== 35)
    errors.push(`content/city-aliases.ts: cityAliasSlugs: needs exactly 35 slugs, has ${cityAliasSlugs.length}`);
  errors.push(...duplicateErrors('content/city-aliases.ts', 'cityAliasSlugs', cityAliasSlugs));
  cityAliasSlugs.forEach((slug, i) => {
    if (!cities.slugs.includes(slug))
      errors.push(`content/city-aliases.ts: cityAliasSlugs.${i}: no city page "${slug}"`);
  });

  const cityTemplateFile = 'content/city-template.ts';
  const { cityTemplate } = (await load(cityTemplateFile)) as {
    cityTemplate: { services: { items: { service: string }[] } };
  };
  cityTemplate.services.items.forEach((item, i) => {
    if (!services.slugs.includes(item.service))
      errors.push(`${cityTemplateFile}: services.items.${i}.service: no service "${item.service}"`);
  });
  // Every photo a case names exists.
  const repairCases = (await load('content/repair-cases.ts')).repairCases as { photo?: string }[];
  const photoEntries = (await load('content/photos/index.ts')).photos as { id: string }[];
  repairCases.forEach((c, i) => {
    if (c.photo && !photoEntries.some((p) => p.id === c.photo))
      errors.push(`content/repair-cases.ts: ${i}.photo: no photo "${c.photo}" in content/photos/index.ts`);
  });
  const template = (await load('content/service-template.ts')).serviceTemplate as { alsoRelated: string[] };
  template.alsoRelated.forEach((k, i) => {
    if (!kinds.includes(k))
      errors.push(`content/service-template.ts: alsoRelated.${i}: no related-service kind "${k}"`);
  });
  const audiences = await load('content/audiences.ts');
  for (const key of ['residential', 'commercial']) {
    const page = audiences[key] as { popular?: string[]; related: string[] };
    [...(page.popular ?? []), ...page.related].forEach((k) => {
      if (!kinds.includes(k))
        errors.push(`content/audiences.ts: ${key}: no related-service kind "${k}" in content/related-services.ts`);
    });
  }
  const places = await Promise.all(
    cities.slugs.map(async (slug) => (await load(`content/cities/${slug}.ts`)).default as CityPlace),
  );
  errors.push(
    ...(await coverageErrors(cities.slugs)),
    ...(await neighborhoodsChecked(cities.slugs)),
    ...countyErrors(places),
    ...(await restatedFacts()),
    // What the audit would refuse on the built pages: word minimums, duplicate titles, descriptions and copy.
    ...(await pageTextErrors(root, load)),
  );
  return errors;
}

/**
 * The coverage statement ({coverage}, {coverageReach}) must describe the city pages that exist (their
 * number is counted, core/facts/city-count.ts; the counties and the towns named are checked here),
 * and a town with a page is not also listed among the towns without one (it would show twice).
 */
async function coverageErrors(citySlugs: string[]): Promise<string[]> {
  const file = 'content/business.ts';
  const { businessFacts } = (await load(file)) as {
    businessFacts: { coverage: { countyCount: number; reach: Record<string, string[]> } };
  };
  const { countyCount, reach } = businessFacts.coverage;
  const cityData = await Promise.all(
    citySlugs.map(
      async (slug) =>
        (await load(`content/cities/${slug}.ts`)).default as { slug: string; name: string; county: string },
    ),
  );
  const errors: string[] = [];
  const counties = new Set(cityData.map((c) => c.county)).size;
  if (countyCount !== counties)
    errors.push(
      `${file}: coverage.countyCount: says ${countyCount} counties, the city pages are in ${counties}; set it to ${counties}`,
    );
  for (const [side, names] of Object.entries(reach)) {
    for (const name of names)
      if (!cityData.some((c) => c.name === name))
        errors.push(`${file}: coverage.reach.${side}: "${name}" has no city page`);
  }
  const { extraServedCities } = (await load('content/served-cities.ts')) as { extraServedCities: string[] };
  extraServedCities.forEach((name, i) => {
    const page = cityData.find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (page)
      errors.push(
        `content/served-cities.ts: extraServedCities.${i}: "${name}" has a city page (content/cities/${page.slug}.ts); remove it here or it is listed twice`,
      );
  });
  errors.push(...duplicateErrors('content/served-cities.ts', 'extraServedCities', extraServedCities));
  return errors;
}

/**
 * A city page names its own city, never another served one, where it says what it is about (title,
 * H1, description, blurb, FAQ questions), and its prose does not name another more than its own (a
 * copied page: scripts/lib/copy-check.ts).
 */
async function cityNameErrors(citySlugs: string[]): Promise<string[]> {
  type CityCopy = {
    name: string;
    neighborhoods: string[];
    meta: { title: string; h1: string; description: string };
    blurb: string;
    localFeatures: string;
    faqs: { question: string; answer: string }[];
  };
  const pages = await Promise.all(
    citySlugs.map(async (slug) => ({ slug, city: (await load(`content/cities/${slug}.ts`)).default as CityCopy })),
  );
  const { extraServedCities } = (await load('content/served-cities.ts')) as { extraServedCities: string[] };
  const names = [...pages.map((p) => p.city.name), ...extraServedCities];
  return pages.flatMap(({ slug, city }) => {
    const file = `content/cities/${slug}.ts`;
    const { meta, faqs } = city;
    const about = {
      'meta.title': meta.title,
      'meta.h1': meta.h1,
      'meta.description': meta.description,
      blurb: city.blurb,
      ...Object.fromEntries(faqs.map((f, i) => [`faqs.${i}.question`, f.question])),
    };
    const prose = {
      localFeatures: city.localFeatures,
      ...Object.fromEntries(faqs.map((f, i) => [`faqs.${i}.answer`, f.answer])),
    };
    return [
      ...foreignNameErrors(file, city.name, about, names, 'city', city.neighborhoods),
      ...copiedCityErrors(file, city.name, prose, names, city.neighborhoods),
    ];
  });
}

/** Every city's neighborhood list against content/unincorporated-places.ts and the other cities (scripts/lib/neighborhood-check.ts). */
async function neighborhoodsChecked(citySlugs: string[]): Promise<string[]> {
  const places = (await load('content/unincorporated-places.ts')) as {
    unincorporatedPlaces: Record<string, string[]>;
    streetNamedNeighborhoods: string[];
    notNeighborhoods: Record<string, string[]>;
  };
  const cityData = await Promise.all(
    citySlugs.map(async (slug) => (await load(`content/cities/${slug}.ts`)).default as CityNeighborhoods),
  );
  return neighborhoodErrors(
    cityData,
    places.unincorporatedPlaces,
    places.streetNamedNeighborhoods,
    places.notNeighborhoods,
  );
}

/** Files that hold the facts themselves (their values), not prose about them. */
const FACT_SOURCES = new Set(['content/business.ts', 'content/brand-icon.ts']);

/**
 * Every exported string of every content module, scanned for every business fact
 * (scripts/lib/fact-checks: a fact restated in its own words, a claim we cannot hold to, a
 * next-day promise that lands on a closed day) and for straight quotes. Markdown bodies are
 * scanned as they are rendered (scripts/lib/markdown.ts).
 */
async function restatedFacts(): Promise<string[]> {
  const files = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('index.ts'))
    .map((f) => `content/${f.split(sep).join('/')}`)
    .filter((f) => !FACT_SOURCES.has(f))
    .sort();
  const errors: string[] = [];
  const { businessFacts } = (await load('content/business.ts')) as {
    businessFacts: { hours: { schemaDays: string[] }[] };
  };
  const { brands } = (await load('content/brands.ts')) as { brands: { all: string[] } };
  for (const file of files) {
    const module = { ...(await load(file)) };
    errors.push(
      ...[
        ...contentFactErrors(file, module, { hours: businessFacts.hours, brandNames: brands.all }),
        ...straightQuoteErrors(file, module),
      ].map((e) => e.replace(`${file}: default.`, `${file}: `)),
    );
  }
  return errors;
}

/** Brand pages: schema, a known brand, real service pages, and every brand either a page or an `others` line. */
async function brandPageErrors(
  brands: { all: string[]; handBuilt: string[]; others: Record<string, string> },
  serviceSlugs: string[],
): Promise<string[]> {
  const folder = await registryErrors('content/brand-pages', 'brandPages');
  const errors = [...folder.errors];
  const withPage: string[] = [];
  for (const slug of folder.slugs) {
    const file = `content/brand-pages/${slug}.ts`;
    const page = (await load(file)).default as {
      name: string;
      meta: { title: string; h1: string; description: string };
      lines: { service: string | string[] | null }[];
    };
    withPage.push(page.name);
    const { title, h1, description } = page.meta;
    const meta = { 'meta.title': title, 'meta.h1': h1, 'meta.description': description };
    errors.push(...foreignNameErrors(file, page.name, meta, brands.all, 'brand'));
    if (!brands.all.includes(page.name)) errors.push(`${file}: name: "${page.name}" is not in content/brands.ts all`);
    page.lines.forEach((l, i) => {
      for (const service of lineServices(l))
        if (!serviceSlugs.includes(service)) errors.push(`${file}: lines.${i}.service: no service "${service}"`);
    });
  }
  const { errorCodes } = (await load('content/error-codes.ts')) as { errorCodes: Record<string, CodeEntry[]> };
  errors.push(...errorCodeErrors(errorCodes));
  for (const name of brands.all) {
    const listed = Object.hasOwn(brands.others, name);
    if (withPage.includes(name) && listed)
      errors.push(`content/brands.ts: others.${name}: has a page in content/brand-pages/, remove the line`);
    if (!withPage.includes(name) && !listed)
      errors.push(`content/brands.ts: others: "${name}" has neither a page in content/brand-pages/ nor a line here`);
  }
  for (const name of Object.keys(brands.others))
    if (!brands.all.includes(name)) errors.push(`content/brands.ts: others.${name}: not in all`);
  brands.handBuilt.forEach((name, i) => {
    if (!brands.all.includes(name))
      errors.push(`content/brands.ts: handBuilt.${i}: "${name}" is not in all; use that spelling`);
  });
  return errors;
}
