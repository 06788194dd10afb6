import type { City } from '../../model/schemas';

const city: City = {
  slug: 'union-city',
  name: 'Union City',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.5934, longitude: -122.0439 },
  water: { supplier: 'the Alameda County Water District', hardness: 'moderately hard to hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Alameda County Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Union City Appliance Repair | Decoto, Alvarado & Beyond',
    description:
      'Appliance repair in Union City, CA for Decoto and Alvarado homes, hillside houses and Station District apartments. Same-day visits often available.',
    h1: 'Appliance Repair in Union City',
  },
  blurb: 'Repairs for Union City’s established Decoto and Alvarado neighborhoods and the newer homes near BART.',
  neighborhoods: ['Decoto', 'Alvarado', 'Old Alvarado', 'Station District'],
  localFeatures:
    'Union City was incorporated in 1959 when the communities of Alvarado and Decoto joined, and it sits between Hayward and Fremont without any bay frontage of its own. Old Alvarado, once the first Alameda County seat, and Decoto still have some early houses, but most of the city is tract housing from the 1960s through the 1980s, with attached garages that hold the washer, dryer and often a spare freezer. Homes on the eastern hillside have steeper lots and longer driveways. The Station District beside the Union City BART station has added apartments and townhomes with stacked laundry and newer kitchen packages. Tap water comes from {waterSupplier}, which blends local groundwater with imported supplies; it is {waterHardness}, so dishwasher and ice maker scale is common. Summers are warm and dry.',
  faqs: [
    {
      question: 'Can I get same-day appliance repair in Union City?',
      answer:
        'Yes, most days. Union City sits right on I-880 between Hayward and Fremont, and calls that come in before {sameDayCutoff} are usually scheduled the same day. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep. If the schedule is full, we confirm an appointment for the next morning we are open while you are still on the phone.',
    },
    {
      question: 'Which brands do you repair in Union City?',
      answer:
        'We repair all the major brands found in Union City kitchens and laundry rooms: Whirlpool, GE, Samsung, LG, Maytag, Frigidaire, Kenmore, KitchenAid, Bosch, Amana and Haier. Family homes in Decoto and Alvarado often have top-load washers and top-freezer refrigerators that have been reliable for years, and newer Station District units typically have Samsung, LG or Whirlpool packages.',
    },
    {
      question: 'How much does appliance repair cost in Union City?',
      answer:
        'For most Union City repairs, the total is {priceRange}. The technician tells you what is wrong and what it will cost before starting, and the {diagnosticFee} diagnostic fee is credited if you go ahead. If a repair does not make financial sense, for example an old refrigerator with a failed compressor, we will say so and you pay only the diagnostic fee.',
    },
    {
      question: 'What is your warranty on Union City repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Hard water can clog a newly installed valve or filter sooner than expected, so our technician will show you which screen or filter to check between visits.',
    },
    {
      question: 'Do the technicians you send to Union City work for you directly?',
      answer:
        'Yes. Every technician works for us directly, and {business} is a family-owned business, not a national dispatch service. We work in Union City houses, townhomes and apartment communities, and we can send vendor paperwork to a property manager or HOA ahead of time if they are required.',
    },
  ],
};

export default city;
