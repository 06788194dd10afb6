/**
 * The library's topics (docs/product.md "Blog and FAQ page"): the filter buttons, and the category an
 * item's front matter names. Apart from the items (./index.ts), which reach the browser as the page's data.
 */
/** Category filter buttons, in display order; `all` shows every item. */
export const libraryCategories = [
  { id: 'all', name: 'All Topics' },
  { id: 'refrigerator', name: 'Refrigerator' },
  { id: 'washer', name: 'Washer & Dryer' },
  { id: 'dishwasher', name: 'Dishwasher' },
  { id: 'general', name: 'General Tips' },
] as const;

export type LibraryCategoryId = (typeof libraryCategories)[number]['id'];
