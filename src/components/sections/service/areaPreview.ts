/**
 * How many cities a region names on the dishwasher and oven pages before "N more" (the busiest
 * first, content/top-cities.ts): enough to recognise the region, few enough that the five regions
 * fit in a screen at 360 px. /service-areas lists every city.
 */
export const SERVICE_PAGE_CITIES_PER_REGION = 4;
