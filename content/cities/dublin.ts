import type { City } from '../../model/schemas';

const city: City = {
  slug: 'dublin',
  name: 'Dublin',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.7022, longitude: -121.9358 },
  water: { supplier: 'the Dublin San Ramon Services District (from Zone 7)', hardness: 'moderately hard to hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Dublin San Ramon Services District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Dublin, CA Appliance Repair | Tri-Valley Home Service',
    description:
      'Dublin appliance repair for Dublin Ranch, Positano, Schaefer Ranch and West Dublin homes. Smart refrigerators, front-load washers, ovens and dishwashers.',
    h1: 'Appliance Repair in Dublin',
  },
  blurb:
    'Tri-Valley appliance service for Dublin’s newer homes and townhomes, from Dublin Ranch and Positano to West Dublin.',
  neighborhoods: [
    'Downtown Dublin',
    'West Dublin',
    'Dublin Ranch',
    'Positano',
    'Schaefer Ranch',
    'Wallis Ranch',
    'Jordan Ranch',
    'Silvera Ranch',
  ],
  localFeatures:
    'Dublin has grown faster than almost anywhere else in the Tri-Valley, and most of the homes in eastern Dublin were built since the late 1990s. Dublin Ranch, Positano, Wallis Ranch and Jordan Ranch are full of larger single-family homes and townhomes with French-door refrigerators, induction or dual-fuel ranges and front-load washers that rely on control boards and sensors, so a lot of our work here is electronic diagnosis rather than simple part swaps. Around Village Parkway and in the hills of West Dublin there are older homes from the 1960s through the 1980s. Summers are hot, often in the 90s, and appliances in garages and west-facing kitchens feel it. Tap water comes from {waterSupplier} and is {waterHardness}, so dishwasher filters, ice makers and washer inlet screens need attention. The I-580 and I-680 interchange and two BART stations make access easy.',
  faqs: [
    {
      question: 'Do you offer same-day appliance repair in Dublin?',
      answer:
        'We do. Dublin calls received before {sameDayCutoff} usually get a same-day visit, and anything later is booked for the next morning we are open. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone. Tell us your HOA or gate details when you book.',
    },
    {
      question: 'Which appliance brands do you service in Dublin?',
      answer:
        'Dublin’s newer kitchens lean heavily toward Samsung, LG, GE Profile, Whirlpool, KitchenAid and Bosch, including Wi-Fi connected refrigerators and ranges, and we diagnose those electronics on site. We also repair Frigidaire, Maytag, Electrolux, Café, JennAir and Thermador, plus the older brands still running in West Dublin homes.',
    },
    {
      question: 'How much does appliance repair cost in Dublin?',
      answer:
        'Diagnosis is {diagnosticFee}, and it is applied toward the repair once you approve it. Most Dublin repairs are in the {priceRange} range. Control boards on smart appliances tend to cost more than mechanical parts, so we show you the written estimate before starting and help you compare it with any manufacturer warranty you may still have.',
    },
    {
      question: 'What warranty applies to appliance repairs in Dublin?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. For newer appliances that might still be under the maker’s coverage, we will tell you during diagnosis so you can choose the best route.',
    },
    {
      question: 'Do your Dublin technicians work for you directly?',
      answer:
        'Yes. Our technicians work for us directly, and {business} is owned and run by a family. In Dublin’s newer developments, that means we work within HOA rules, respect townhome neighbors during the visit, and handle the gas and electrical connections of modern dual-fuel ranges and dryers properly.',
    },
  ],
};

export default city;
