/** Registry of the ten appliance service pages, in navigation order. */
import type { Service } from '../../model/schemas';
import refrigerator from './refrigerator-repair';
import washer from './washer-repair';
import dryer from './dryer-repair';
import dishwasher from './dishwasher-repair';
import oven from './oven-repair';
import iceMaker from './ice-maker-repair';
import disposal from './disposal-repair';
import freezer from './freezer-repair';
import wineRefrigerator from './wine-refrigerator-repair';
import cooktop from './cooktop-repair';

export const services: Service[] = [
  refrigerator,
  washer,
  dryer,
  dishwasher,
  oven,
  iceMaker,
  disposal,
  freezer,
  wineRefrigerator,
  cooktop,
];

/** The nine services of the desktop Services dropdown (docs/product.md Navigation). */
export const navServiceSlugs = [
  'refrigerator-repair',
  'washer-repair',
  'dryer-repair',
  'dishwasher-repair',
  'oven-repair',
  'ice-maker-repair',
  'disposal-repair',
  'freezer-repair',
  'wine-refrigerator-repair',
];
