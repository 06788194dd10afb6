import type { City } from '../../model/schemas';

const city: City = {
  slug: 'san-leandro',
  name: 'San Leandro',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.7249, longitude: -122.1561 },
  water: { supplier: 'EBMUD', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'San Leandro Appliance Repair | Broadmoor to Heron Bay',
    description:
      'San Leandro appliance repair for Estudillo Estates, Broadmoor, Washington Manor, Bay-O-Vista and Heron Bay. Same-day slots for calls made early.',
    h1: 'Appliance Repair in San Leandro',
  },
  blurb:
    'San Leandro repairs for period homes in Broadmoor and Estudillo Estates, Washington Manor tracts and Bay-O-Vista hillside houses.',
  neighborhoods: [
    'Downtown San Leandro',
    'Estudillo Estates',
    'Broadmoor',
    'Washington Manor',
    'Bay-O-Vista',
    'Heron Bay',
    'Mulford Gardens',
    'Floresta Gardens',
  ],
  localFeatures:
    'San Leandro sits between Oakland and Hayward with the bay on one side and the hills on the other, and its homes come in clear layers. Estudillo Estates and Broadmoor near downtown have 1920s to 1940s houses, many with Spanish-style or Tudor details, small original kitchens and detached garages. Washington Manor and the neighborhoods south toward San Lorenzo are postwar tract homes with laundry in the garage. Up the hill, Bay-O-Vista has mid-century homes with views and steep driveways, while Heron Bay near the shoreline is a newer development with modern kitchens. The bayside climate is mild, without the summer heat of the Tri-Valley, so we see fewer heat-related refrigerator failures and more worn washer bearings, dryer belts and dishwasher pumps on long-serving machines. Water from {waterSupplier} is {waterHardness}. I-880 and I-580 both run through town, along with two BART stations.',
  faqs: [
    {
      question: 'Can I book same-day appliance repair in San Leandro?',
      answer:
        'Yes. Book or call before {sameDayCutoff} and a San Leandro visit can usually happen the same day; after the cutoff we reserve an early appointment on the next day we are open. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep.',
    },
    {
      question: 'What appliance brands do you repair in San Leandro?',
      answer:
        'We repair the machines that fill San Leandro homes: long-serving Whirlpool, Maytag, Kenmore and GE washers and dryers, Frigidaire and Amana refrigerators, and newer Samsung, LG, Bosch and KitchenAid appliances in Heron Bay and remodeled Broadmoor kitchens. Wine refrigerators, ice makers and garbage disposals are on the list too.',
    },
    {
      question: 'What does appliance repair typically cost in San Leandro?',
      answer:
        'The diagnostic visit is {diagnosticTerms}. Most San Leandro jobs come to {priceRange}. A worn dryer belt or washer pump sits toward the lower end. We put the price in writing first, so you can decide without pressure.',
    },
    {
      question: 'How long is the warranty on San Leandro appliance repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. The dates are printed on your invoice.',
    },
    {
      question: 'Do your San Leandro repair technicians work for you directly?',
      answer:
        'Yes: they work for us directly. {business} is a family-owned business, and we treat San Leandro homes with the care we would want in our own, from protecting older hardwood floors in Estudillo Estates to checking gas shutoffs and dryer venting in Washington Manor garages before we pack up.',
    },
  ],
};

export default city;
