/**
 * The catch-all `/{slug}-appliance-repair` addresses (docs/product.md):
 * exactly 35 slugs, all with a real city page, each prerendered as the generic
 * city page whose canonical is `/appliance-repair-{slug}`.
 */
export const cityAliasSlugs = [
  'san-francisco',
  'oakland',
  'san-jose',
  'palo-alto',
  'berkeley',
  'daly-city',
  'fremont',
  'hayward',
  'redwood-city',
  'mountain-view',
  'cupertino',
  'sunnyvale',
  'santa-clara',
  'milpitas',
  'union-city',
  'pleasanton',
  'livermore',
  'san-mateo',
  'foster-city',
  'burlingame',
  'san-rafael',
  'novato',
  'vallejo',
  'concord',
  'walnut-creek',
  'richmond',
  'alameda',
  'castro-valley',
  'san-leandro',
  'dublin',
  'newark',
  'belmont',
  'menlo-park',
  'south-san-francisco',
  'san-bruno',
] as const;

/** Search metadata of a generic alias page (its canonical is the city page). */
export function aliasMeta(cityName: string) {
  return {
    title: `${cityName} Appliance Repair Near You`,
    description: `Local appliance repair in ${cityName}: refrigerators, washers, dryers, ovens and dishwashers fixed by our own technicians, often the same day.`,
    h1: `${cityName} Appliance Repair`,
  };
}
