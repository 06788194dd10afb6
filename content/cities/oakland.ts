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
};

export default city;
