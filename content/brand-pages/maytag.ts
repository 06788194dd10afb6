import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'maytag',
  name: 'Maytag',
  meta: {
    title: 'Maytag Washer and Dryer Repair in the Bay Area',
    description:
      'Maytag washers, dryers, refrigerators, dishwashers and ranges repaired in your home, from Bravos and Centennial top-loaders to Maytag ovens with F3 codes.',
    h1: 'Maytag Appliance Repair',
  },
  intro:
    'Maytag made its name on laundry that keeps going, and many Bay Area homes still run Maytag washers and dryers ten or fifteen years old. They are worth fixing: the designs are simple, the parts are common, and a worn belt or pump rarely means the machine is finished.',
  lines: [
    {
      line: 'Top-load and front-load washers',
      service: 'washer-repair',
      note: 'Centennial, Bravos and Commercial Technology top-loaders and front-loaders: pumps, lid locks, couplings, suspension and bearings.',
    },
    {
      line: 'Electric and gas dryers',
      service: 'dryer-repair',
      note: 'Heavy-duty and commercial-style dryers: belts, rollers, heaters, igniters and thermal fuses.',
    },
    {
      line: 'Refrigerators',
      service: 'refrigerator-repair',
      note: 'Top-freezer and French-door models with the PowerCold setting: fans, defrost and water valves.',
    },
    {
      line: 'Dishwashers',
      service: 'dishwasher-repair',
      note: 'Models with a stainless-steel food chopper: drain, fill and latch faults and wash motors.',
    },
    {
      line: 'Ranges and wall ovens',
      service: 'oven-repair',
      note: 'Gas and electric ranges: igniters, elements, oven sensors and door locks.',
    },
  ],
  failures: [
    {
      title: 'Washer fills, then stops with water in the tub',
      description:
        'Older top-loaders stop when the lid switch or lock fails or the drain pump is jammed by a sock; newer ones report it as a code. We clear and test the pump and lock before anything is ordered.',
    },
    {
      title: 'Dryer thumps or squeals',
      description:
        'Drum support rollers and the idler pulley wear flat and noisy on dryers that work hard, and a belt stretched for years finally slips. A roller and belt kit makes the dryer quiet again in about an hour.',
    },
    {
      title: 'Oven temperature far off, or F3 on the display',
      description:
        'The oven sensor behind the back wall or its wiring has failed; the control then shuts the oven down or bakes at the wrong heat. We measure the sensor and harness first.',
    },
  ],
  parts:
    'Maytag has been part of Whirlpool since 2006, so almost every current Maytag part is a Whirlpool part, stocked by distributors all over the Bay Area. Parts for older Maytag-designed machines are scarcer, and we say so before you pay for a repair.',
  costNote:
    'Belts, rollers, pumps and lid locks keep most Maytag laundry repairs in the lower half of our range; a transmission or drive motor on an older washer costs more, and at that point we help you weigh repair against replacement.',
  makerWarranty:
    'Maytag covers new appliances for a year, and some Maytag washers and dryers carry a longer limited warranty on parts such as the motor and the wash basket. Check yours before booking: a covered part may cost only the labor.',
};

export default brand;
