/** The pinned schema.org vocabulary: generated from the pinned package, and it knows every type the site and Google's features use. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVocabulary } from '../schemas/build-vocab';
import { ancestors, vocabulary } from '../rules/util';

const require = createRequire(import.meta.url);

describe('audit/schemas/schemaorg-vocab.json', () => {
  it('is exactly what audit/schemas/build-vocab.ts makes from the installed @vocabulary/schema (run it after bumping the package)', () => {
    const pkgFile = require.resolve('@vocabulary/schema/package.json');
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { version: string };
    const committed = vocabulary();
    expect(committed.source.version).toBe(pkg.version);
    const fresh = buildVocabulary(
      readFileSync(join(dirname(pkgFile), 'schema.nq'), 'utf8'),
      pkg.version,
      committed.schemaOrgVersion.replace(/.* on /, ''),
    );
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(
      JSON.parse(readFileSync('audit/schemas/schemaorg-vocab.json', 'utf8')),
    );
  });

  it('knows the types and properties of local business, breadcrumb, FAQ, article, how-to and offer data', () => {
    const { types, properties } = vocabulary();
    for (const t of [
      'LocalBusiness',
      'HomeAndConstructionBusiness',
      'Service',
      'Offer',
      'FAQPage',
      'Question',
      'Answer',
      'BreadcrumbList',
      'ListItem',
      'BlogPosting',
      'Article',
      'HowTo',
      'HowToStep',
      'Organization',
      'PostalAddress',
      'GeoCoordinates',
      'OpeningHoursSpecification',
      'AggregateRating',
      'ImageObject',
      'AdministrativeArea',
      'WebPage',
    ]) {
      expect(types, t).toHaveProperty(t);
    }
    for (const p of [
      'telephone',
      'address',
      'openingHoursSpecification',
      'priceRange',
      'makesOffer',
      'priceValidUntil',
      'acceptedAnswer',
      'itemListElement',
      'position',
      'headline',
      'datePublished',
      'areaServed',
      'aggregateRating',
      'step',
    ]) {
      expect(properties, p).toHaveProperty(p);
    }
    expect(ancestors('HomeAndConstructionBusiness').has('LocalBusiness')).toBe(true);
    expect(ancestors('BlogPosting').has('Article')).toBe(true);
  });
});
