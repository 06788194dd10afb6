import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'frigidaire',
  name: 'Frigidaire',
  meta: {
    title: 'Frigidaire Repair: Freezers, Ranges, Refrigerators',
    description:
      'Frigidaire freezers, refrigerators, ranges, wall ovens and dishwashers repaired in your home. F10, F30 and F90 oven codes and freezer faults explained.',
    h1: 'Frigidaire Appliance Repair',
  },
  intro:
    'Frigidaire appliances fill apartment kitchens and garages all over the Bay Area, above all upright and chest freezers and electric ranges. They are plain, dependable machines, and most faults come down to a handful of parts we know well.',
  lines: [
    {
      line: 'Upright and chest freezers',
      service: 'freezer-repair',
      note: 'Frost-free uprights, manual-defrost chests and the all-freezer columns: start relays, thermostats, fans and door gaskets.',
    },
    {
      line: 'Refrigerators',
      service: 'refrigerator-repair',
      note: 'Top-freezer, side-by-side, French-door and the all-refrigerator columns: defrost, fans and ice makers.',
    },
    {
      line: 'Ranges and wall ovens',
      service: 'oven-repair',
      note: 'Electric, gas and induction ranges, Gallery and Professional wall ovens, air-fry ovens and self-clean locks.',
    },
    {
      line: 'Dishwashers',
      service: 'dishwasher-repair',
      note: 'Drain pumps, inlet valves, wash motors and door latches.',
    },
    {
      line: 'Washers and dryers',
      service: ['washer-repair', 'dryer-repair'],
      note: 'Front-load and top-load washers and matching dryers, including stacked laundry centers in apartments.',
    },
    {
      line: 'Window air conditioners and dehumidifiers',
      service: null,
      note: 'Not something we repair; Frigidaire’s service line or a replacement is the better route for these.',
    },
  ],
  failures: [
    {
      title: 'Garage freezer stopped freezing',
      description:
        'A failed start relay or overload, a thermostat that no longer closes, or a frozen-over evaporator on frost-free models. Garages that get hot in the East Bay and South Bay summers work these parts hard.',
    },
    {
      title: 'Oven error and beeping that will not stop',
      description:
        'The F-codes on a Frigidaire range point at the sensor circuit, the door lock or a relay on the control board. We read the code, test the part it names and replace only that.',
    },
    {
      title: 'Refrigerator ice maker slow or empty',
      description:
        'A frozen fill tube, a failing water valve or a worn ice maker; on French-door models the ice box seal can also let warm air in. We find which, and fix it.',
    },
  ],
  parts:
    'Frigidaire and Electrolux come from the same maker and share many parts, which keeps them easy to get through Bay Area distributors. Relays, thermostats, elements, sensors and latches are on our vans; control boards are ordered for your model.',
  costNote:
    'Freezer start components, oven sensors and elements keep most Frigidaire repairs in the lower half of our range. If a sealed-system repair would cost more than a new freezer, we tell you so before any work. {epaCertified}',
  makerWarranty:
    'Frigidaire covers new appliances for a year of parts and labor, with longer sealed-system cover on some refrigerators and freezers. Inside that time, claim from Frigidaire first; after it, call us.',
};

export default brand;
