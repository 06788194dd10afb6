/**
 * "Related reading" under each post: the maintenance guides and repair pages
 * that continue it (the other posts are always listed too). Keys are post
 * slugs; values are guide slugs (content/maintenance) and service slugs
 * (content/services). scripts/lib/content-check.ts checks every reference.
 */
export interface PostRelated {
  guides: string[];
  services: string[];
}

export const postRelated: Record<string, PostRelated> = {
  'refrigerator-not-cooling': {
    guides: ['refrigerator', 'wine-cooler'],
    services: ['refrigerator-repair', 'freezer-repair', 'ice-maker-repair'],
  },
  'dishwasher-maintenance': { guides: ['dishwasher'], services: ['dishwasher-repair', 'disposal-repair'] },
  'when-to-repair-vs-replace': {
    guides: ['refrigerator', 'washer', 'dryer', 'dishwasher'],
    services: ['refrigerator-repair', 'washer-repair', 'dryer-repair', 'oven-repair'],
  },
};
