/**
 * Towns the header's city label may show besides the 40 with pages, making the
 * 44 served cities of docs/spec-details.md (the site index joins the two lists).
 */
export const extraServedCities = ['Sausalito', 'Tiburon', 'Los Altos', 'Half Moon Bay'];
