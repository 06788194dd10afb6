/**
 * The counties we serve, in the order every page lists them (./business.ts names them among the
 * business's facts). Its own file so that the coverage search, which groups cities by county in
 * the browser, does not import every business fact.
 */
export const counties = [
  'San Francisco',
  'Alameda',
  'Santa Clara',
  'San Mateo',
  'Marin',
  'Solano',
  'Contra Costa',
] as const;
