/** The busiest service cities: the header's location strip and the /services top-cities list (docs/product.md: 8). */
export const TOP_CITY_SLUGS = ['san-francisco', 'oakland', 'san-jose', 'berkeley', 'daly-city', 'san-mateo', 'palo-alto', 'fremont'];
