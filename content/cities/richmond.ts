import type { City } from '../../model/schemas';

const city: City = {
  slug: 'richmond',
  name: 'Richmond',
  county: 'Contra Costa',
  region: 'East Bay',
  coordinates: { latitude: 37.9358, longitude: -122.3478 },
  water: { supplier: 'EBMUD', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Richmond, CA Appliance Repair | Point Richmond & Hilltop',
    description:
      'Appliance repair in Richmond, CA: Point Richmond, Marina Bay, Richmond Annex, Hilltop and Atchison Village. Fridges, washers, dryers and ranges.',
    h1: 'Appliance Repair in Richmond',
  },
  blurb:
    'Richmond appliance service covering Point Richmond cottages, Marina Bay townhomes and the hills above Hilltop.',
  neighborhoods: [
    'Point Richmond',
    'Marina Bay',
    'Richmond Annex',
    'North & East',
    'Hilltop',
    'Atchison Village',
    'Parchester Village',
    'May Valley',
  ],
  localFeatures:
    'Richmond’s housing tells the story of its shipyards. Atchison Village and many streets in the flatlands were built in the early 1940s for Kaiser shipyard workers, so kitchens are small, circuits are limited, and a new range or dryer sometimes needs a check of the outlet before it will run properly. Point Richmond has hillside cottages from the early 1900s on narrow, steep streets, while Marina Bay along the southern shoreline has townhomes and condos from the 1980s onward with stacked laundry closets. Hilltop and May Valley are newer suburban tracts up the hill. The shoreline neighborhoods get steady wind and damp air off the bay, which is rough on outdoor dryer vent hoods and garage appliances. Water from {waterSupplier} is {waterHardness}, so scale is not the usual culprit. We reach Richmond quickly on I-80 and I-580, and from Marin over the Richmond-San Rafael Bridge.',
  faqs: [
    {
      question: 'How fast can I get appliance repair in Richmond?',
      answer:
        'Call or book before {sameDayCutoff} and we can normally get a technician to Richmond the same day; calls after that are booked for the next day we are open. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on.',
    },
    {
      question: 'What appliance brands do you fix in Richmond?',
      answer:
        'We fix the brands Richmond households actually own: Whirlpool, GE, Frigidaire, Kenmore, Hotpoint, Amana and Maytag in older homes, Samsung and LG in newer townhomes and apartments, and Bosch, KitchenAid, Electrolux and Haier too. Marina Bay stacked washer-dryers and Point Richmond gas ranges are regular jobs for our team.',
    },
    {
      question: 'How much does it cost to repair an appliance in Richmond?',
      answer:
        'We start with a {diagnosticFee} diagnostic visit, and that fee is credited against the repair if you decide to go ahead. In Richmond most repairs cost somewhere in the {priceRange} range. Before any part is ordered or installed you receive a written estimate, and if an older appliance is not worth fixing, our technician will tell you plainly.',
    },
    {
      question: 'Do Richmond appliance repairs come with a warranty?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Keep your emailed invoice, which shows the parts used and when your coverage ends.',
    },
    {
      question: 'Do your Richmond technicians work for you directly?',
      answer:
        'Every technician we send to Richmond works for us directly. {business} is family-owned and operated, and we take the same care in a 1940s Atchison Village cottage as in a new Marina Bay condo, checking wiring, gas connections and venting so the repaired appliance runs safely in an older house.',
    },
  ],
};

export default city;
