/**
 * The searchable blog-and-FAQ library (docs/product.md "Blog and FAQ page" "Blog/FAQ item").
 * Each item is a Markdown file `{id}-{slug}.md`: its front matter is validated
 * against libraryFrontMatterSchema and its body rendered to HTML at build time
 * by scripts/lib/markdown.ts; fact tokens are filled in when the page renders.
 */
import type { LibraryItemRendered } from '../../model/types';
import refrigeratorTemperature from './1-refrigerator-temperature.md';
import washerDryerCare from './2-washer-dryer-care.md';
import dishwasherNotCleaning from './3-dishwasher-not-cleaning.md';
import repairOrReplace from './4-repair-or-replace.md';
import applianceRepairCost from './5-appliance-repair-cost.md';

/** In display order. Each module was validated as a library item (the folder decides the schema). */
export const libraryItems = [
  refrigeratorTemperature,
  washerDryerCare,
  dishwasherNotCleaning,
  repairOrReplace,
  applianceRepairCost,
] as LibraryItemRendered[];
