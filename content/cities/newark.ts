import type { City } from '../../model/schemas';

const city: City = {
  slug: 'newark',
  name: 'Newark',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.5297, longitude: -122.0402 },
  water: { supplier: 'the Alameda County Water District', hardness: 'moderately hard to hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Alameda County Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Newark, CA Appliance Repair | Refrigerators & Laundry',
    description:
      'Appliance repair in Newark, CA, from Old Town and Lakeshore Park to the newer homes near the Dumbarton Bridge. Washer, dryer, fridge and oven repair.',
    h1: 'Appliance Repair in Newark',
  },
  blurb:
    'Newark appliance repair for the city’s established tract homes and its newer townhomes near the Dumbarton Bridge.',
  neighborhoods: ['Old Town Newark', 'Lakeshore Park'],
  localFeatures:
    'Newark is a compact city almost completely surrounded by Fremont, with the salt marshes of the Don Edwards San Francisco Bay National Wildlife Refuge along its western edge. It incorporated in the 1950s, and most of its housing is single-family tract homes from the 1950s through the 1970s, many with laundry hookups in the garage and kitchens that have been updated piece by piece. Around Lakeshore Park there are homes set along a man-made lake, and newer townhome and apartment communities have gone up near the Dumbarton Bridge approach and around Cedar Boulevard. The bayside location keeps summers milder than farther inland, with afternoon breezes. Tap water comes from {waterSupplier}, which blends local groundwater with imported supplies, part of the groundwater desalinated at the district’s plant here in Newark; it is {waterHardness}. I-880 and Highway 84 make access simple.',
  faqs: [
    {
      question: 'How soon can you repair my appliance in Newark?',
      answer:
        'Often today. If you get in touch before {sameDayCutoff}, we aim to send a technician to Newark the same afternoon; after that, you are first in line the next day we are open. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone.',
    },
    {
      question: 'What brands of appliances do you repair in Newark?',
      answer:
        'All the common ones in Newark homes: Whirlpool, GE, Kenmore, Maytag, Frigidaire and Amana in the original tract houses, and Samsung, LG, Bosch, KitchenAid and Haier in updated kitchens and the newer townhomes near Dumbarton. We also repair wine coolers, chest freezers, ice makers and garbage disposals.',
    },
    {
      question: 'What is the usual cost of appliance repair in Newark?',
      answer:
        'A {diagnosticFee} diagnostic fee covers the visit and the testing, and it is credited toward the repair if you proceed. Newark repairs generally cost {priceRange}, depending on the appliance and the part. We write up the estimate before doing any work, and our technician can explain whether repair or replacement makes more sense for an older machine.',
    },
    {
      question: 'Does appliance repair in Newark come with a warranty?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Hold on to the invoice we send after the visit, since it lists the covered parts.',
    },
    {
      question: 'Do your technicians in Newark work for you directly?',
      answer:
        'Our technicians work for us directly, and {business} is family-owned. Whether the job is a gas dryer in a 1960s Newark garage or a built-in dishwasher in a new townhome, we follow safe practices for gas, water and electrical connections, and we clean up after ourselves.',
    },
  ],
};

export default city;
