import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'lg',
  name: 'LG',
  meta: {
    title: 'LG Appliance Repair: Refrigerators, Washers, More',
    description:
      'LG refrigerators, washers, WashTowers, dryers, dishwashers and ranges repaired in your home: OE and AE codes, cooling faults, ice makers and door seals.',
    h1: 'LG Appliance Repair',
  },
  intro:
    'LG appliances run on inverter motors and compressors and talk to you through display codes. When something goes wrong the code narrows it down, and the fix is usually a pump, a sensor, a fan or a seal rather than a whole machine. We repair LG kitchens and laundry rooms across the Bay Area.',
  lines: [
    {
      line: 'Refrigerators (French-door, InstaView, side-by-side)',
      service: 'refrigerator-repair',
      note: 'Linear and inverter compressors, evaporator fans, defrost heaters and the ice and water system.',
    },
    {
      line: 'Front-load washers and WashTower units',
      service: 'washer-repair',
      note: 'Direct-drive washers and the single-unit WashTower: drain pumps, door locks, tub seals and bearings.',
    },
    {
      line: 'Dryers, including heat-pump models',
      service: 'dryer-repair',
      note: 'Electric, gas and ventless heat-pump dryers: heaters, sensors, belts, rollers and blocked lint paths.',
    },
    {
      line: 'Dishwashers (QuadWash and TrueSteam)',
      service: 'dishwasher-repair',
      note: 'Leak and drain codes, steam generators, spray arms and door seals.',
    },
    {
      line: 'Ranges and wall ovens',
      service: 'oven-repair',
      note: 'Gas, electric and induction ranges, convection fans, igniters and temperature sensors.',
    },
  ],
  failures: [
    {
      title: 'Refrigerator warm, freezer cold or both warm',
      description:
        'On some LG models the compressor can weaken or fail to start, so the cabinet creeps up in temperature over days. We measure the sealed system and the control before any part is named, because a frozen evaporator or a stopped fan looks the same from outside.',
    },
    {
      title: 'Washer will not drain (OE)',
      description:
        'A sock or coin in the pump filter behind the bottom-front panel is the usual cause; a kinked drain hose or a failed pump comes next. Draining the filter yourself is worth a try before you call: unplug the washer, let hot water cool, and have towels and a shallow pan ready.',
    },
    {
      title: 'Dryer needs two cycles',
      description:
        'Lint packed in the duct behind the dryer, a blocked condenser on heat-pump models or a failed moisture sensor that ends the cycle early. We clean the path, test the sensor and check the vent run to the outside wall.',
    },
  ],
  parts:
    'LG supplies its own parts through its parts network; pumps, fans, sensors and door locks for popular models are on our van, while compressors, control boards and ice makers are ordered for your model number and installed on a return visit.',
  costNote:
    'Drain pumps, door locks and leak repairs are usually at the lower end of our range. A sealed-system repair on an LG refrigerator costs more, and we tell you plainly when replacing the refrigerator makes more sense. {epaCertified}',
  makerWarranty:
    'LG covers new appliances for a year, and on many models the inverter compressor or direct-drive motor far longer, usually for the part itself. A compressor failure may still be LG’s to pay for; check your model’s warranty before you book us.',
};

export default brand;
