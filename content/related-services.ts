/**
 * Service kinds and service cards (docs/product.md "What each page shows").
 * `relatedServiceKinds` feeds the four related-service cards on each service page;
 * `homeServiceCards` is the 12-card grid on the home page; `servicesPageCards` the
 * cards on /services: every service page (derived from content/services/), then the home and
 * business pages. Every href is a canonical page path, never a redirect alias.
 */
import type { z } from 'zod';
import type { relatedServiceKindSchema } from '../model/schemas';
import { services } from './services';

type RelatedServiceKind = z.infer<typeof relatedServiceKindSchema>;

export interface ServiceCard {
  title: string;
  description: string;
  /** lucide-react icon name in kebab-case. */
  icon: string;
  href: string;
}

export const relatedServiceKinds: RelatedServiceKind[] = [
  {
    key: 'refrigerator',
    title: 'Refrigerator Repair',
    href: '/refrigerator-repair',
    alt: 'Drawing of a French-door refrigerator between a toolbox and a wrench',
    image: '/images/services/refrigerator',
  },
  {
    key: 'washer',
    title: 'Washer Repair',
    href: '/washer-repair',
    alt: 'Drawing of a front-load washer between a screwdriver and a toolbox',
    image: '/images/services/washer',
  },
  {
    key: 'dryer',
    title: 'Dryer Repair',
    href: '/dryer-repair',
    alt: 'Drawing of a clothes dryer with its vent duct running up the wall, beside a toolbox and a check mark',
    image: '/images/services/dryer',
  },
  {
    key: 'dishwasher',
    title: 'Dishwasher Repair',
    href: '/dishwasher-repair',
    alt: 'Drawing of an open dishwasher with plates and cups in its racks, beside a wrench',
    image: '/images/services/dishwasher',
  },
  {
    key: 'oven',
    title: 'Oven & Range Repair',
    href: '/oven-repair',
    alt: 'Drawing of a range with its bake element glowing through the oven window, between a toolbox and a thermometer',
    image: '/images/services/oven',
  },
  {
    key: 'ice-maker',
    title: 'Ice Maker Repair',
    href: '/ice-maker-repair',
    alt: 'Drawing of an ice maker above a bin of ice cubes, beside a screwdriver',
    image: '/images/services/ice-maker',
  },
  {
    key: 'disposal',
    title: 'Garbage Disposal Repair',
    href: '/disposal-repair',
    alt: 'Drawing of a garbage disposal and its drain pipe in the cabinet under a sink, beside a wrench and a check mark',
    image: '/images/services/disposal',
  },
  {
    key: 'freezer',
    title: 'Freezer Repair',
    href: '/freezer-repair',
    alt: 'Drawing of a two-door upright refrigerator-freezer between a toolbox and a thermometer reading 0°F',
    image: '/images/services/freezer',
  },
  {
    key: 'wine-refrigerator',
    title: 'Wine Refrigerator Repair',
    href: '/wine-refrigerator-repair',
    alt: 'Drawing of a wine refrigerator with bottles on four shelves and a 55°F display, beside a screwdriver',
    image: '/images/services/wine-refrigerator',
  },
  {
    key: 'cooktop',
    title: 'Cooktop Repair',
    href: '/cooktop-repair',
    alt: 'Drawing of a gas cooktop with four burners, one of them lit, beside a screwdriver',
    image: '/images/services/cooktop',
  },
  {
    key: 'commercial',
    title: 'Commercial Appliance Repair',
    href: '/commercial-appliance-repair',
    alt: 'Drawing of a two-door glass reach-in refrigerator reading 36°F, between a check mark and a toolbox',
    image: '/images/services/commercial',
  },
];

/** Home page service grid: exactly 12 cards (docs/product.md Home page). */
export const homeServiceCards: ServiceCard[] = [
  {
    title: 'Refrigerator Repair',
    description:
      'Not cooling, leaking, frosting up or running nonstop, on every style from top-freezer to built-in column units.',
    icon: 'refrigerator',
    href: '/refrigerator-repair',
  },
  {
    title: 'Freezer Repair',
    description: 'Upright, chest, drawer and garage freezers that will not hold 0°F, build up frost or will not start.',
    icon: 'thermometer-snowflake',
    href: '/freezer-repair',
  },
  {
    title: 'Washer Repair',
    description: 'Top-load and front-load washers that will not drain, spin, fill or stop leaking.',
    icon: 'washing-machine',
    href: '/washer-repair',
  },
  {
    title: 'Dryer Repair',
    description:
      'Gas and electric dryers that run cold, take forever, squeal or will not start, with a vent check on every visit.',
    icon: 'wind',
    href: '/dryer-repair',
  },
  {
    title: 'Dishwasher Repair',
    description:
      'Dishwashers that will not drain, leave dishes dirty, leak or show an error code, from Bosch to Whirlpool.',
    icon: 'droplets',
    href: '/dishwasher-repair',
  },
  {
    // Ovens, ranges and stoves share one page (/range-repair and /stove-repair redirect to it), so they share one card.
    title: 'Oven & Range Repair',
    description:
      'Gas and electric ovens, wall ovens, ranges and stoves that will not heat or light, run hot or cold, or stay locked after self-clean.',
    icon: 'flame',
    href: '/oven-repair',
  },
  {
    title: 'Cooktop Repair',
    description:
      'Gas, radiant glass-top and induction cooktops with ignition, heating, control or cracked-glass problems.',
    icon: 'chef-hat',
    href: '/cooktop-repair',
  },
  {
    title: 'Ice Maker Repair',
    description: 'Refrigerator and undercounter ice makers that make no ice, small cubes or leak.',
    icon: 'snowflake',
    href: '/ice-maker-repair',
  },
  {
    title: 'Wine Cooler Repair',
    description: 'Built-in and freestanding wine refrigerators that drift off temperature, frost up or vibrate.',
    icon: 'wine',
    href: '/wine-refrigerator-repair',
  },
  {
    title: 'Garbage Disposal Repair',
    description:
      'Jammed, humming, leaking or dead disposals repaired or replaced, with the dishwasher drain reconnected.',
    icon: 'trash',
    href: '/disposal-repair',
  },
  {
    title: 'Residential Appliance Repair',
    description:
      'Houses, condos and apartments: the kitchen and laundry appliances we repair at home, how a visit goes and what it costs.',
    icon: 'house',
    href: '/residential-appliance-repair',
  },
  {
    title: 'Commercial Appliance Repair',
    description: 'Priority service for restaurants, offices, laundromats and multi-unit buildings.',
    icon: 'store',
    href: '/commercial-appliance-repair',
  },
];

/**
 * The cards on /services after the service pages': the home and business pages, which have no file
 * of content/services/.
 */
const audienceCards: ServiceCard[] = [
  {
    title: 'Residential Appliance Repair',
    description: 'Houses, condos and apartments: what we repair at home, how a visit goes and what it costs.',
    icon: 'house',
    href: '/residential-appliance-repair',
  },
  {
    title: 'Commercial Appliance Repair',
    description:
      'Priority response for restaurant, office, laundromat and multi-housing appliances across the Bay Area.',
    icon: 'store',
    href: '/commercial-appliance-repair',
  },
];

/**
 * /services: a card for every service page, in the order of content/services/index.ts, each from its
 * file's `name` and `card`, then the home and business pages. Derived, so a service page added to
 * the registry is on /services with nothing else to change (docs/editing-content.md).
 */
export const servicesPageCards: ServiceCard[] = [
  ...services.map((s) => ({ title: s.name, description: s.card.description, icon: s.card.icon, href: `/${s.slug}` })),
  ...audienceCards,
];
