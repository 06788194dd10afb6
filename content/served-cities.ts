/**
 * Towns the header's city label may show besides the 40 with pages, making the
 * served places of docs/product.md "The header's city label" (the site index joins the two lists).
 */
export const extraServedCities = ['Sausalito', 'Tiburon', 'Los Altos', 'Half Moon Bay'];
