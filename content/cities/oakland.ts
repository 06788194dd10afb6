import type { City } from '../../model/schemas';

const city: City = {
  slug: 'oakland',
  name: 'Oakland',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.8044, longitude: -122.2712 },
  water: { supplier: 'EBMUD', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Oakland Appliance Repair | Fridge, Washer & Oven Fixes',
    description:
      'Appliance repair in Oakland, from Rockridge craftsman bungalows to Lake Merritt apartments and Montclair hill homes. Same-day visits available.',
    h1: 'Appliance Repair in Oakland',
  },
  blurb: 'Repairs for Oakland’s craftsman bungalows, Lake Merritt apartments and winding Montclair hill homes.',
  neighborhoods: [
    'Rockridge',
    'Temescal',
    'Montclair',
    'Grand Lake',
    'Fruitvale',
    'Adams Point',
    'Piedmont Avenue',
    'Dimond District',
  ],
  localFeatures:
    'Oakland’s housing runs from 1910s craftsman bungalows in Rockridge and Temescal to 1920s apartment buildings around Lake Merritt and newer lofts near Jack London Square. Older bungalows tend to have narrow kitchen doorways and laundry tucked into a basement or back porch, so we measure before ordering a replacement drum, door or whole unit. Up in the hills, in Hiller Highlands, Upper Rockridge and Broadway Terrace, many homes were rebuilt after the 1991 firestorm and carry larger built-in refrigerators and dual-fuel ranges. Water from {waterSupplier} comes from the Sierra and is {waterHardness}, so mineral scale is rarely what kills a dishwasher here; worn pumps, door gaskets and clogged filters are. Summer afternoons in the flatlands run warmer than in San Francisco, which shows up as tired condenser fans. Hill streets are steep and narrow, so a note about where to park helps.',
  faqs: [
    {
      question: 'Do you offer same-day appliance repair in Oakland?',
      answer:
        'Yes, in most cases. Oakland is just across the Bay Bridge from our base, and calls received before {sameDayCutoff} are usually scheduled for a same-day visit. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book. If the day is full, we hold the first available morning slot for you instead.',
    },
    {
      question: 'What brands do you service in Oakland homes?',
      answer:
        'All the major ones. In Oakland we regularly work on Whirlpool, GE, Maytag and Kenmore machines in older rentals, Samsung and LG French-door refrigerators in updated flats, and Viking, Wolf and Thermador ranges in remodeled hill homes. We also repair Bosch and KitchenAid dishwashers, Speed Queen top-loaders in small apartment buildings, and Fisher & Paykel dish drawers.',
    },
    {
      question: 'How much is a typical appliance repair in Oakland?',
      answer:
        'A typical Oakland repair costs {priceRange} including parts and labor. The technician diagnoses the problem first and gives you a written estimate, so there are no surprises. The {diagnosticFee} diagnostic fee is waived when you approve the repair; you only pay it if you decide the appliance is not worth fixing, which can happen with a very old unit in a rental.',
    },
    {
      question: 'What warranty do you give on repairs in Oakland?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. The warranty covers the repair we performed, so your invoice lists exactly which parts were replaced.',
    },
    {
      question: 'Do your Oakland appliance technicians work for you directly?',
      answer:
        'They do. {business} is a family-owned company rather than a referral network, so the person who arrives at your Oakland door works for us. Property managers around Lake Merritt and Adams Point can request our vendor paperwork before a visit.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'Old house drains under new washers',
        description:
          'In pre-war houses a washer often drains into a short standpipe or a laundry sink with old, narrow plumbing; a slow house drain can make a modern washer stop with a drain error while its own pump is fine.',
      },
      {
        title: 'Apartment-size appliances around the lake',
        description:
          'Older apartment buildings near Lake Merritt and Adams Point often have 20- and 24-inch ranges and narrow refrigerators; their parts are model-specific, so a photo of the model label before the visit saves a second trip.',
      },
      {
        title: 'Gas dryers and ranges in older homes',
        description:
          'Many bungalows were plumbed for gas laundry and cooking, so a dryer that tumbles without heat often has a weak igniter or worn gas valve coils, and older ranges need their burner ignition cleaned and adjusted.',
      },
      {
        title: 'Power cuts in the hills',
        description:
          'When a storm or a utility safety shutoff cuts power in the hills, refrigerators and ice makers can come back with a frozen fill tube or a defrost fault; we check both before anything is replaced.',
      },
    ],
    commonProblems: [
      {
        title: 'Washer stops with a drain error',
        description:
          'A clogged pump filter, a kinked drain hose or a failed drain pump is the usual cause; if the machine pumps freely into a bucket, the house drain is the next thing we check.',
      },
      {
        title: 'Dryer runs but does not heat',
        description:
          'On a gas dryer a weak igniter or worn gas valve coils are the usual cause; on an electric one, a failed heating element or a tripped high-limit thermostat, often after a lint-blocked vent.',
      },
      {
        title: 'Gas oven will not heat',
        description:
          'A glowing bake igniter that never lights the burner has usually grown too weak to open the gas valve; it is a common, one-visit repair on most gas ranges.',
      },
      {
        title: 'Refrigerator warm and louder than usual',
        description:
          'A noisy, struggling refrigerator on a warm afternoon in the flats usually has dusty condenser coils or a failing condenser fan motor, both fixed before they take the compressor with them.',
      },
      {
        title: 'Dishwasher leaks at the door',
        description:
          'A worn door gasket, a machine that is no longer level or too much detergent foaming out are the usual causes of a puddle in front of the dishwasher.',
      },
    ],
  },
};

export default city;
