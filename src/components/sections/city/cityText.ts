/**
 * Helpers the city sections share: `{city}` filling, the booking campaign of a
 * city page, and whether a nearby town has a page of its own (DECISIONS §4: a
 * town without a page is plain text, never a link).
 */
import { cityBySlug } from '../../../content/registry';
import { business, type Campaign } from '../../../content/business';
import type { City } from '../../../content/schemas';
import { fillFacts } from '../../../content/facts';
import { paths } from '../../../lib/paths';
import { siteIndex } from '../../../lib/site-index';

/** Fills `{city}` and the fact tokens of shared template copy. */
export function fillCity(text: string, cityName: string): string {
  return fillFacts(text, { city: cityName });
}

/** SPEC §7: source = the site (its host name), medium = cta, campaign = city_{name}. */
export function cityCampaign(slug: string): Campaign {
  return { source: new URL(business.url).hostname, medium: 'cta', campaign: `city_${slug.replace(/-/g, '_')}` };
}

/** The canonical city page of a slug, or null when that town has no page. */
export function cityPagePath(slug: string): string | null {
  return siteIndex.cities.some((c) => c.slug === slug) ? paths.city(slug) : null;
}

/** Analytics location of a city page's buttons, e.g. `city_mill_valley_hero`. */
export function cityLocation(slug: string, place: string): string {
  return `city_${slug.replace(/-/g, '_')}_${place}`;
}

/** The city's content: loaded for this page alone by its route (src/content/registry.ts). */
export function cityContent(slug: string): City {
  return cityBySlug(slug);
}
