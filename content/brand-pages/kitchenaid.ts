import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'kitchenaid',
  name: 'KitchenAid',
  meta: {
    title: 'KitchenAid Dishwasher, Oven & Fridge Repair, Bay Area',
    description:
      'KitchenAid dishwashers, wall ovens, ranges, cooktops and built-in refrigerators repaired at home: drain faults, oven sensor codes and cooling problems.',
    h1: 'KitchenAid Appliance Repair',
  },
  intro:
    'KitchenAid is the premium kitchen line from the Whirlpool family: third-rack dishwashers, double wall ovens, commercial-style ranges and built-in refrigerators. The technology underneath is shared with Whirlpool, but the finishes, trim kits and panel-ready doors need more care, and we take it.',
  lines: [
    {
      line: 'Dishwashers',
      service: 'dishwasher-repair',
      note: 'Third-rack and panel-ready models: drain and fill faults, the wash motor, heated dry and the FreshFlow vent.',
    },
    {
      line: 'Double and single wall ovens, ranges',
      service: 'oven-repair',
      note: 'Even-Heat convection ovens, dual-fuel and commercial-style ranges, door locks and control boards.',
    },
    {
      line: 'Gas, electric and induction cooktops',
      service: 'cooktop-repair',
      note: 'Sealed burners, spark modules, radiant elements and induction generators.',
    },
    {
      line: 'Built-in and French-door refrigerators',
      service: 'refrigerator-repair',
      note: 'Counter-depth and 42" and 48" built-ins, including ice makers and panel-ready doors.',
    },
    {
      line: 'Stand mixers and small appliances',
      service: null,
      note: 'Not something we repair: countertop appliances go back to KitchenAid or a small-appliance shop.',
    },
  ],
  failures: [
    {
      title: 'Double oven upper cavity will not heat',
      description:
        'Each cavity has its own elements, sensor and relays on the control board. We test which one stopped: a bake element with a visible break, an open sensor (F3 codes) or a relay that no longer closes.',
    },
    {
      title: 'Dishwasher leaves dishes wet on the top rack',
      description:
        'Heated dry depends on the element and its thermostat; on newer models the vent fan and the rinse aid do the work. We check each one, because a wet third rack is often a rinse-aid setting.',
    },
    {
      title: 'Built-in refrigerator door not sealing',
      description:
        'Heavy custom panels pull doors out of square over the years, the gasket stops touching the cabinet and frost forms inside. Adjusting the hinges and replacing the gasket restores the seal.',
    },
  ],
  parts:
    'KitchenAid shares most mechanical parts with Whirlpool, so pumps, valves, sensors and elements are quick to get. Trim, handles, panel-ready door parts and some control panels are KitchenAid-only and ordered for your model.',
  costNote:
    'A sensor, element or drain repair is usually at the lower end of our range; a control board on a double wall oven or a built-in refrigerator is toward the upper end. The written estimate comes first, always.',
  makerWarranty:
    'KitchenAid gives new major appliances a year of parts and labor, with longer cover on some parts depending on the model. A fault inside that period is worth a call to KitchenAid first; we repair the rest.',
};

export default brand;
