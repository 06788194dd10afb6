import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'bosch',
  name: 'Bosch',
  meta: {
    title: 'Bosch Dishwasher and Appliance Repair, Bay Area',
    description:
      'Bosch dishwashers, wall ovens, cooktops and refrigerators repaired at home: E15 leaks, E24 and E25 drain faults, drying problems and door latches.',
    h1: 'Bosch Appliance Repair',
  },
  intro:
    'Bosch dishwashers are in a great many Bay Area kitchens, quiet and efficient, and their faults are usually specific: a tripped leak float, a blocked drain pump or a drying complaint that is really empty rinse aid. We repair them, and the Bosch ovens, cooktops and refrigerators beside them.',
  lines: [
    {
      line: 'Dishwashers (100, 300, 500, 800 and Benchmark)',
      service: 'dishwasher-repair',
      note: 'The line we see most: leak protection, drain pumps, circulation pumps with built-in heaters, door latches and hinges.',
    },
    {
      line: 'Wall ovens and ranges',
      service: 'oven-repair',
      note: 'Electric and dual-fuel ranges and single or double wall ovens, including convection fans and door locks.',
    },
    {
      line: 'Induction and gas cooktops',
      service: 'cooktop-repair',
      note: 'Induction power boards and fans, and gas burners, spark modules and valves.',
    },
    {
      line: 'Refrigerators',
      service: 'refrigerator-repair',
      note: 'French-door and counter-depth built-in models: fans, defrost, ice and water.',
    },
    {
      line: 'Compact washers and dryers',
      service: ['washer-repair', 'dryer-repair'],
      note: '24-inch stackable pairs found in condos and flats, with their pumps, door locks and condensing dryers.',
    },
    {
      line: 'Microwave drawers and speed ovens',
      service: null,
      note: 'We look at these when we are there for the wall oven or range they are built in with; tell us the model when you call.',
    },
  ],
  failures: [
    {
      title: 'Water on the floor, or the pump running with the machine stopped',
      description:
        'A Bosch drains itself and stops when water reaches the base pan (E15). The cause is a leak inside: a door gasket, a spray arm seal, a cracked hose or too many suds. Drying the base only hides it.',
    },
    {
      title: 'Dishes come out wet',
      description:
        'Most Bosch models dry by condensation on the stainless tub and depend on rinse aid. An empty dispenser is the usual reason; if not, we test the heating pump that warms the final rinse.',
    },
    {
      title: 'Door drops open or will not latch',
      description:
        'Hinge springs and their cables wear and snap, so the door falls open or sits crooked; a latch that no longer clicks stops the cycle from starting.',
    },
  ],
  parts:
    'Bosch parts come through the maker’s parts network and good distributors. We carry drain pumps, latches and hinge kits for the common dishwasher platforms; a heating pump or a control module is ordered for your model and usually installed on a second visit a few days later.',
  costNote:
    'A drain pump, latch or hinge kit on a Bosch dishwasher is usually at the lower end of our range; a heating pump or control module is at the upper end, and you approve the written estimate first.',
  makerWarranty:
    'Bosch covers new appliances for the first year, with longer cover on some parts depending on the model. While that lasts, call Bosch’s service line first; after it, or for damage it excludes, we repair it and our own warranty applies.',
};

export default brand;
