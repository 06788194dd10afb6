/** The busiest service cities: the header's location strip and the /services top-cities list (docs/product.md: 8). */
export const TOP_CITY_SLUGS = [
  'san-francisco',
  'oakland',
  'san-jose',
  'berkeley',
  'daly-city',
  'san-mateo',
  'palo-alto',
  'fremont',
];

/**
 * The not-found page's cities (docs/product.md, Not-found page): the ones closest to our San
 * Francisco base, in this order, so its section says that rather than "Top Cities" (which on
 * /services are the busiest ones, above).
 */
export const NEAREST_CITY_SLUGS = [
  'mill-valley',
  'pacifica',
  'colma',
  'daly-city',
  'south-san-francisco',
  'san-bruno',
  'burlingame',
  'san-mateo',
];
