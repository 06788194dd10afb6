import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'whirlpool',
  name: 'Whirlpool',
  meta: {
    title: 'Whirlpool Appliance Repair in the Bay Area',
    description:
      'Whirlpool washers, dryers, refrigerators, dishwashers and ranges repaired at home, usually in one visit with the part on our van. F9E1, F8E1 and F3 explained.',
    h1: 'Whirlpool Appliance Repair',
  },
  intro:
    'Whirlpool is the most common name in Bay Area laundry rooms and rental kitchens, and its appliances are built to be repaired: the same proven parts run through many models and years. That is why most Whirlpool repairs are finished in one visit.',
  lines: [
    {
      line: 'Top-load and front-load washers',
      service: 'washer-repair',
      note: 'Agitator and impeller top-loaders and front-loaders: lid locks, drive motors, pumps, shifters and suspension.',
    },
    {
      line: 'Electric and gas dryers',
      service: 'dryer-repair',
      note: 'Thermal fuses, heating elements, igniters, gas valve coils, belts and drum rollers.',
    },
    {
      line: 'Refrigerators',
      service: 'refrigerator-repair',
      note: 'Top-freezer, bottom-freezer, side-by-side and French-door: defrost, fans, start relays and water valves.',
    },
    {
      line: 'Dishwashers',
      service: 'dishwasher-repair',
      note: 'Drain and fill faults, filters, wash motors and door latches.',
    },
    {
      line: 'Ranges and wall ovens',
      service: 'oven-repair',
      note: 'Gas igniters and valves, bake and broil elements, oven sensors and control boards.',
    },
    {
      line: 'Freezer ice makers',
      service: 'ice-maker-repair',
      note: 'Ice maker modules, fill valves and frozen fill tubes.',
    },
  ],
  failures: [
    {
      title: 'Top-load washer will not spin or agitate',
      description:
        'A worn drive coupling, a shifter that no longer changes between wash and spin, or a lid lock that never confirms the lid is shut. We test the lock first, since it stops everything else.',
    },
    {
      title: 'Dryer runs but no heat',
      description:
        'On electric models an open heating element or a blown thermal cut-off on the heater housing; on gas models a cracked igniter or tired valve coils. A blown thermal fuse is a different fault: it sits in the motor circuit, so the dryer will not run at all. Either one almost always means a restricted vent, so we check the duct before we leave.',
    },
    {
      title: 'Refrigerator clicking and not cooling',
      description:
        'A failing start relay hums briefly, then the overload clicks off every few minutes and the compressor never keeps running. It is a small part and a quick repair when caught before the food spoils.',
    },
  ],
  parts:
    'Whirlpool parts are the easiest to get of any brand we repair: distributors across the Bay Area stock them, and many fit the Whirlpool-made Maytag, KitchenAid, Amana and Kenmore models too. Our vans carry the common ones, so a second visit is the exception.',
  costNote:
    'Most Whirlpool repairs sit in the lower half of our range because the parts are common and quick to fit; a control board or a sealed-system repair is the exception, and you see the written price before we start. {epaCertified}',
  makerWarranty:
    'Whirlpool’s limited warranty covers the first year for parts and labor. Inside it, book through Whirlpool; outside it, call us and we repair it.',
};

export default brand;
