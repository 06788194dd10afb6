/**
 * Registry of the 7 maintenance guides (docs/product.md "Maintenance"), in hub order.
 */
import type { MaintenanceGuide } from '../../model/schemas';
import refrigerator from './refrigerator';
import washer from './washer';
import dryer from './dryer';
import dishwasher from './dishwasher';
import ovenRange from './oven-range';
import cooktop from './cooktop';
import wineCooler from './wine-cooler';

export const maintenanceGuides: MaintenanceGuide[] = [
  refrigerator,
  washer,
  dryer,
  dishwasher,
  ovenRange,
  cooktop,
  wineCooler,
];
