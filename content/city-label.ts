/**
 * The header's "Serving …" label when the visitor's city is not known (docs/product.md). Its own
 * file so that the header, which every page runs, does not import every business fact
 * (./business.ts names it among them).
 */
export const defaultCityLabel = 'San Francisco and the Bay Area';
