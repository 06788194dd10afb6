import type { City } from '../../model/schemas';

const city: City = {
  slug: 'san-mateo',
  name: 'San Mateo',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.563, longitude: -122.3255 },
  water: { supplier: 'Cal Water (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Cal Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'San Mateo Appliance Repair | Baywood to Bay Meadows',
    description:
      'Appliance repair in San Mateo for Baywood and San Mateo Park homes, Shoreview houses and Bay Meadows condos. Refrigerators, laundry, ovens and more.',
    h1: 'Appliance Repair in San Mateo',
  },
  blurb: 'Repairs for San Mateo’s 1920s Baywood homes, mid-century Shoreview houses and new Bay Meadows condos.',
  neighborhoods: [
    'Baywood',
    'San Mateo Park',
    'Aragon',
    'Shoreview',
    'Laurelwood',
    'Hayward Park',
    'Bay Meadows',
    'Beresford',
  ],
  localFeatures:
    'San Mateo sits in the middle of the Peninsula, with mild weather and a remarkably varied housing stock. Baywood, Aragon and San Mateo Park have 1920s and 1930s homes in Tudor, Spanish and colonial revival styles, where kitchens have often been remodeled around built-in refrigerators and professional-style ranges while the laundry stays in the basement. Shoreview, Beresford and Laurelwood are mostly mid-century single-family homes, and the Bay Meadows development on the former racetrack added townhomes and condos with stacked laundry and induction cooking. Downtown and the blocks near Hillsdale have many apartment buildings. Tap water comes from {waterSupplier} and is {waterHardness}, so scale is rarely the issue; worn parts and clogged drains are more common. Downtown streets have metered parking, so let us know about a driveway.',
  faqs: [
    {
      question: 'Can you do a same-day appliance repair in San Mateo?',
      answer:
        'Yes, in most cases. San Mateo is an easy run down the Peninsula for us, and requests received before {sameDayCutoff} are usually served the same day. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone. If today is already full, we confirm an appointment for the next morning we are open so you know exactly when to expect us.',
    },
    {
      question: 'Which brands do you service in San Mateo?',
      answer:
        'All the major brands. Remodeled kitchens in Baywood and San Mateo Park often include Sub-Zero, Wolf, Thermador, Viking, Miele and JennAir, and we service those regularly. Elsewhere in San Mateo we repair Whirlpool, GE, Samsung, LG, Bosch, KitchenAid, Maytag, Frigidaire and Electrolux, including the compact laundry and induction ranges found in the newer Bay Meadows buildings.',
    },
    {
      question: 'How much does appliance repair cost in San Mateo?',
      answer:
        'Most San Mateo repairs cost {priceRange}. The diagnostic visit is {diagnosticTerms}. For older homes with basement laundry, the quote already accounts for working in tight spaces, so nothing gets added later.',
    },
    {
      question: 'What warranty do you offer in San Mateo?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Condo owners at Bay Meadows and elsewhere can share the invoice with their HOA or property manager as a record of the work and the coverage.',
    },
    {
      question: 'Do the technicians you send to San Mateo work for you directly?',
      answer:
        'Yes. Every technician works for us directly, and {business} is a family-owned business. We work in single-family homes, condos and apartment buildings across San Mateo, and we follow building rules on elevator reservations, work hours and parking, which are common in the newer complexes near Hillsdale and Bay Meadows.',
    },
  ],
};

export default city;
