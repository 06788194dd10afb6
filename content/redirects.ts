/**
 * Permanent (301) redirect aliases (docs/product.md). This one list feeds
 * `_redirects`, `vercel.json`, the local server, the HTML fallback pages and
 * the in-app replace-navigation.
 */
export const redirects = [
  { from: '/range-repair', to: '/oven-repair' },
  { from: '/wine-cooler-repair', to: '/wine-refrigerator-repair' },
  { from: '/stove-repair', to: '/oven-repair' },
  { from: '/wine-fridge-repair', to: '/wine-refrigerator-repair' },
  { from: '/garbage-disposal-repair', to: '/disposal-repair' },
  { from: '/appliance-repair-near-you', to: '/local-appliance-repair' },
] as const;
