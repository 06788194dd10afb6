import type { City } from '../../model/schemas';

const city: City = {
  slug: 'mill-valley',
  name: 'Mill Valley',
  county: 'Marin',
  region: 'North Bay',
  coordinates: { latitude: 37.906, longitude: -122.545 },
  water: { supplier: 'Marin Water', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Marin Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Mill Valley Appliance Repair | Hillside & Canyon Homes',
    description:
      'Appliance repair in Mill Valley for homes in Blithedale Canyon, Cascade Canyon, Scott Valley, Sycamore Park and downtown. Premium and everyday brands.',
    h1: 'Appliance Repair in Mill Valley',
  },
  blurb:
    'Careful appliance repair for Mill Valley’s redwood-shaded canyon homes, hillside houses and downtown cottages.',
  neighborhoods: [
    'Downtown Mill Valley',
    'Blithedale Canyon',
    'Cascade Canyon',
    'Scott Valley',
    'Sycamore Park',
    'Warner Canyon',
    'Middle Ridge',
  ],
  localFeatures:
    'Mill Valley sits at the foot of Mount Tamalpais, and many of its homes are tucked into redwood canyons or perched on slopes reached by long stairways and narrow, winding roads. A replacement range or refrigerator may have to be carried up dozens of steps, and parking on Blithedale Canyon or Cascade lanes is tight. Homes range from early 1900s cabins and shingled cottages to large remodels with Sub-Zero, Wolf, Miele and Thermador appliances, and summer fog and redwood shade keep canyon laundry rooms damp. Tap water comes from {waterSupplier} and is {waterHardness}, so clogged filters and lint cause more trouble than scale.',
  faqs: [
    {
      question: 'Can I get same-day appliance repair in Mill Valley?',
      answer:
        'Usually, yes. Call before {sameDayCutoff} and we will try to send a technician to Mill Valley the same day; after that we book the first opening of the next day we are open. Canyon addresses take longer to reach than those near US-101. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on.',
    },
    {
      question: 'Which brands do you repair in Mill Valley?',
      answer:
        'Mill Valley kitchens often feature Sub-Zero, Wolf, Thermador, Miele, Viking, Bosch and Fisher & Paykel, and we repair all of them. We also fix Whirlpool, GE, LG, Samsung, KitchenAid, JennAir and Maytag, plus wine refrigerators and the compact laundry pairs of small canyon cottages.',
    },
    {
      question: 'What does appliance repair cost in Mill Valley?',
      answer:
        'Our Mill Valley visits begin with a {diagnosticFee} diagnostic fee, and we credit it to the repair when you say yes. Most repairs cost {priceRange}, while premium built-in units with specialty parts can cost more. The written estimate comes first, and long stairways or tricky access do not turn into hidden extras on the bill.',
    },
    {
      question: 'What warranty do you provide on Mill Valley repairs?',
      answer: 'Every repair carries our {warrantyLine}, with the full terms on our About page. Keep the invoice.',
    },
    {
      question: 'Do the technicians you send to Mill Valley homes work for you directly?',
      answer:
        'Yes. {business} is family-owned, and our technicians protect floors and stair railings, work neatly in tight kitchens, and check gas connections on ranges and dryers. You will know who is coming before they arrive.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'Mildew in front-load washers',
        description:
          'Damp, shaded canyon homes keep laundry rooms humid, so door gaskets and detergent drawers on front-load washers grow mildew and start to smell unless they are dried and cleaned regularly.',
      },
      {
        title: 'Long, clogged dryer vent runs',
        description:
          'Hillside houses often run dryer vents through crawl spaces to a distant wall, and those long runs collect lint and moisture, stretching drying times and raising fire risk.',
      },
      {
        title: 'Premium built-in refrigeration',
        description:
          'Remodeled Mill Valley kitchens rely on built-in Sub-Zero and Thermador refrigerators whose sealed systems, fans and control boards need brand-specific diagnosis rather than generic part swaps.',
      },
      {
        title: 'Gas range and cooktop igniters',
        description:
          'Many homes cook on pro-style Wolf or Viking gas ranges, and burners that click without lighting (damp or clogged ports, a spark switch wet from a spill) are a frequent call in foggy months.',
      },
      {
        title: 'Difficult delivery and access',
        description:
          'Steep stairways and narrow canyon lanes make replacing an appliance hard work, so repairing the existing unit in place is often the practical choice for Mill Valley homeowners.',
      },
    ],
    commonProblems: [
      {
        title: 'Refrigerator not cooling evenly',
        description:
          'Warm spots in the fresh-food section, frost on the back wall of the freezer or a fan that runs constantly usually point to a defrost problem or a failing evaporator fan.',
      },
      {
        title: 'Washer smells musty or leaves residue',
        description:
          'A washer that smells sour or leaves a film on clothes often has a blocked drain pump filter, a dirty gasket or too much detergent for a high-efficiency machine.',
      },
      {
        title: 'Dryer takes two cycles',
        description:
          'When clothes are still damp after a full cycle, the cause is most often a restricted vent, a failing heating element or a gas valve coil that cuts out. A thermal fuse is either intact or blown: a blown one means no heat at all, or no start, and usually a clogged vent behind it.',
      },
      {
        title: 'Dishwasher not draining',
        description:
          'Standing water at the bottom of the tub after a cycle typically comes from a clogged filter, a kinked drain hose under the sink or a drain pump that has stopped working.',
      },
      {
        title: 'Oven temperature off',
        description:
          'Baking that takes far longer than the recipe says, or burns on one side, suggests a weak bake igniter, a faulty temperature sensor or a control that needs recalibration.',
      },
    ],
  },
};

export default city;
