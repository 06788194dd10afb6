import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'samsung',
  name: 'Samsung',
  meta: {
    title: 'Samsung Appliance Repair in the Bay Area',
    description:
      'Samsung refrigerators, ice makers, washers, dryers, dishwashers and ranges repaired at home: frozen ice makers, 4C and 5C codes, touch-panel faults.',
    h1: 'Samsung Appliance Repair',
  },
  intro:
    'Samsung builds feature-rich appliances with electronic controls throughout: door ice makers, Twin Cooling refrigerators, steam washers and touch-panel ranges. Their faults tend to show as a code or a frozen ice maker, and we repair both, from Daly City condos to San Jose family kitchens.',
  lines: [
    {
      line: 'French-door and side-by-side refrigerators',
      service: 'refrigerator-repair',
      note: 'Including Twin Cooling models, which cool the fresh-food section with an evaporator of its own.',
    },
    {
      line: 'In-door and freezer ice makers',
      service: 'ice-maker-repair',
      note: 'The ice maker in the fresh-food door is Samsung’s most common service call; we also handle dispensers and water valves.',
    },
    {
      line: 'Front-load and top-load washers',
      service: 'washer-repair',
      note: 'Direct-drive front-loaders, FlexWash and large top-loaders: pumps, door locks, suspension and bearings.',
    },
    {
      line: 'Electric and gas dryers',
      service: 'dryer-repair',
      note: 'Heating elements, gas valve coils, thermal fuses, belts and idler pulleys, with a vent check on every visit.',
    },
    {
      line: 'Dishwashers',
      service: 'dishwasher-repair',
      note: 'Water supply and drain faults, leaks at the door and the WaterWall spray system.',
    },
    {
      line: 'Ranges, wall ovens and cooktops',
      service: ['oven-repair', 'cooktop-repair'],
      note: 'Gas, electric and induction ranges, including Flex Duo ovens and glass touch controls.',
    },
  ],
  failures: [
    {
      title: 'Ice maker in the door frozen solid',
      description:
        'Warm, humid air reaches the ice compartment, frost builds up and the ice maker jams or the fan ices over. We clear it, replace what failed (a seal, a heater, a fan or the ice maker itself) and show you the signs to watch for.',
    },
    {
      title: 'Washer shows a code and stops mid-cycle',
      description:
        'A drain or an unbalanced-load code is the common one (each is explained under the washer codes below): a blocked filter or pump, a worn suspension rod, or a load that needs spreading out. We read the code history before we test anything.',
    },
    {
      title: 'Fan noise and a warm fresh-food section',
      description:
        'On Twin Cooling models the fresh-food evaporator can frost over when its defrost stops working; the fan then scrapes ice and the cooling drops. We defrost it, find the failed heater, sensor or control, and repair that.',
    },
  ],
  parts:
    'Many Samsung parts, such as ice makers, control boards and door assemblies, come through Samsung’s authorized parts distributors and are specific to the model. Fans, sensors, pumps and valves for common models are on our van; boards are ordered for your model number and can take longer than parts for the older American brands.',
  costNote:
    'Clearing a frozen ice maker or replacing a drain pump is at the lower end of our range; a control board or ice maker assembly is at the upper end. The written estimate comes before any work.',
  makerWarranty:
    'Samsung covers new appliances for a year, and on many models the compressor or washer motor for much longer, parts only. If a covered part fails inside that period, claim it from Samsung first; we repair anything the maker’s warranty does not cover.',
};

export default brand;
