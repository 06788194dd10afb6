/**
 * Schemas of the small registry files beside the pages' content (content/business.ts coverage,
 * content/posts/related.ts, content/served-cities.ts, content/unincorporated-places.ts), strict
 * like every other (model/schemas.ts), so a misspelt key is refused with the closest known one.
 */
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase-kebab slug');
const name = z.string().trim().min(1, 'must not be empty');

/** content/business.ts `coverage`: what {coverage} and {coverageReach} say (the number of city pages is counted: core/facts/city-count.ts). */
export const coverageSchema = z.strictObject({
  countyCount: z.number().int().positive(),
  reach: z.strictObject({ north: z.array(name).min(1), south: z.array(name).min(1), east: z.array(name).min(1) }),
});

/** content/posts/related.ts: each post's slug → the guides (content/maintenance) and services (content/services) it leads to. */
export const postRelatedSchema = z.record(
  slug,
  z.strictObject({ guides: z.array(slug), services: z.array(z.string().regex(/-repair$/, 'must be a service slug')) }),
);

/** content/served-cities.ts: towns served without a page of their own. */
export const servedCitiesSchema = z.array(name);

/** content/unincorporated-places.ts: county → places outside every city's limits. */
export const placesSchema = z.record(name, z.array(name));
