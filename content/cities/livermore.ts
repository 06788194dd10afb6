import type { City } from '../../model/schemas';

const city: City = {
  slug: 'livermore',
  name: 'Livermore',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.6819, longitude: -121.768 },
  water: { supplier: 'Cal Water and Livermore Municipal Water (both from Zone 7)', hardness: 'hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Cal Water and Livermore Municipal Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Livermore Appliance Repair | Wine Country to Springtown',
    description:
      'Appliance repair in Livermore for Springtown, downtown and South Livermore homes. Hard-water and summer-heat fixes for fridges, washers and dryers.',
    h1: 'Appliance Repair in Livermore',
  },
  blurb: 'Repairs for Livermore’s hot-summer garages and hard-water kitchens, from Springtown to South Livermore.',
  neighborhoods: ['Downtown Livermore', 'Springtown', 'South Livermore', 'Sunset'],
  localFeatures:
    'Livermore is the easternmost city we serve and often the hottest, with summer afternoons that can top 100 degrees. That heat takes a toll on refrigerators and chest freezers in garages, which run constantly and wear out start relays and condenser fans, and on dryers pulling in hot, dusty air. Tap water comes from {waterSupplier} and is {waterHardness}, so dishwashers, ice makers and washing machines collect scale faster than they would in San Francisco. Springtown in the north dates largely from the 1960s and 1970s, many central neighborhoods grew in the same era as the national laboratories drew families to town, and South Livermore near the wineries has newer, larger homes. Downtown mixes older houses with new apartments. Parking is rarely a concern.',
  faqs: [
    {
      question: 'How soon can you fix my appliance in Livermore?',
      answer:
        'If you contact us before {sameDayCutoff}, we will do our best to get a technician to Livermore that same day, usually as part of our Tri-Valley route through Pleasanton and Dublin. Otherwise we confirm a visit for the next day we are open. In peak summer heat a refrigerator that has stopped cooling is urgent, so tell us right away if food is at risk.',
    },
    {
      question: 'What appliance brands do you repair in Livermore?',
      answer:
        'We fix every major brand found in Livermore homes: Whirlpool, GE, Maytag, Kenmore, Frigidaire, Samsung, LG, KitchenAid, Bosch, Amana and Electrolux, along with Sub-Zero, Viking, Thermador and Wolf in larger South Livermore homes. Second refrigerators and upright freezers in garages are very common here, and we repair those as readily as the kitchen units.',
    },
    {
      question: 'What does appliance repair in Livermore cost?',
      answer:
        'A typical Livermore repair costs {priceRange}, and you see a written estimate before any work. The diagnostic visit is {diagnosticTerms}. Most jobs take {duration}, and we carry the parts that hard water wears out most, such as inlet valves and ice maker fill components.',
    },
    {
      question: 'Is there a warranty on appliance repairs in Livermore?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Keeping garage appliances out of direct sun and giving their coils room to breathe helps parts last well past the warranty in Livermore heat.',
    },
    {
      question: 'Do your Livermore technicians work for you directly?',
      answer:
        'They do. Our technicians work for us directly, and {business} is a family-owned company. Whether your home is a Springtown ranch house or a newer place near the vineyards, the technician explains the problem, the options and the price before touching anything.',
    },
  ],
};

export default city;
