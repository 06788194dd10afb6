/**
 * Helpers the city sections share: `{city}` and the city's own fact tokens (a city page's
 * campaign and analytics names: src/analytics/page-campaigns.ts).
 */
import { cityBySlug } from '../../../lib/content-registry';
import { business } from '../../../../core/facts/business-profile';
import type { City } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { milesBetween } from '../../../../core/util/geo';

/** Fills `{city}` and the fact tokens of shared template copy. */
export function fillCity(text: string, cityName: string): string {
  return fillFacts(text, { city: cityName });
}

/**
 * Fills a city's own prose: `{city}`, the city's data fields ({waterSupplier},
 * {waterHardness}, {gasUtility}) and the business fact tokens, so a checkable
 * local fact is written once, in the city's data.
 */
export function fillCityFacts(text: string, city: City): string {
  return fillFacts(text, {
    city: city.name,
    waterSupplier: city.water.supplier,
    waterHardness: city.water.hardness,
    gasUtility: city.gasUtility,
    distance: cityDistance(city),
  });
}

/** "about 25 miles": straight-line distance from our San Francisco base, to the nearest 5 (or "under 5 miles"). */
export function cityDistance(city: City): string {
  const miles = milesBetween(business.geo, city.coordinates);
  return miles < 5 ? 'under 5 miles' : `about ${Math.round(miles / 5) * 5} miles`;
}

/** The city's content: loaded for this page alone by its route (src/lib/content-registry.ts). */
export function cityContent(slug: string): City {
  return cityBySlug(slug);
}
