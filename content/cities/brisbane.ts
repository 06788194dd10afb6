import type { City } from '../../model/schemas';

const city: City = {
  slug: 'brisbane',
  name: 'Brisbane',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.6808, longitude: -122.3999 },
  water: { supplier: 'the City of Brisbane (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Brisbane. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Brisbane, CA Appliance Repair | San Bruno Mountain Homes',
    description:
      'Appliance repair in Brisbane, CA for Central Brisbane hillside homes, Northeast Ridge condos, Brisbane Acres and Sierra Point and Crocker Park offices.',
    h1: 'Appliance Repair in Brisbane',
  },
  blurb:
    'Service for Brisbane’s steep hillside streets, Northeast Ridge condos and the offices of Sierra Point and Crocker Park.',
  neighborhoods: ['Central Brisbane', 'Brisbane Acres', 'Northeast Ridge'],
  localFeatures:
    'Brisbane is a small city tucked against the eastern slope of San Bruno Mountain, just south of San Francisco’s Visitacion Valley. Central Brisbane is a hillside village of older cottages and custom homes on steep, narrow streets, many with stairs from the street and little on-street parking, so we bring compact tools and plan the carry. Brisbane Acres sits higher on the mountain, while Northeast Ridge has townhomes and condos with stacked laundry closets and shared walls. The mountain blocks much of the coastal fog, so Brisbane is often sunnier than Daly City, but wind off the bay is strong and dust gets into refrigerator coils. Sierra Point and Crocker Park hold offices and light industry with break rooms full of refrigerators, dishwashers and ice makers. Tap water comes from {waterSupplier} and is {waterHardness}. Access is via US-101, Bayshore Boulevard and Guadalupe Canyon Parkway.',
  faqs: [
    {
      question: 'Can you come to Brisbane for same-day appliance repair?',
      answer:
        'Yes. Brisbane is only a few minutes down US-101 and Bayshore Boulevard from San Francisco, so we can usually send a technician the same day if you call before {sameDayCutoff}; after that, we book you for the next morning we are open. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book.',
    },
    {
      question: 'Which appliance brands do you work on in Brisbane?',
      answer:
        'Brisbane homes have a little of everything, and we repair Whirlpool, GE, Samsung, LG, Bosch, Maytag, Frigidaire, KitchenAid and Electrolux, plus the compact stacked washer-dryers in Northeast Ridge condos. For Sierra Point and Crocker Park offices we also fix break-room refrigerators, dishwashers and under-counter units from brands such as U-Line and Marvel.',
    },
    {
      question: 'How much does an appliance repair cost in Brisbane?',
      answer:
        'We charge a {diagnosticFee} diagnostic fee, which is applied toward the repair when you go ahead, so a completed repair includes the visit. Most Brisbane repairs cost {priceRange}. Steep stairs and tight parking in Central Brisbane do not change our written estimate, which you approve before we begin.',
    },
    {
      question: 'What warranty comes with repairs in Brisbane?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Office managers can use the invoice as a record for the building’s shared appliances.',
    },
    {
      question: 'Do your technicians who serve Brisbane work for you directly?',
      answer:
        'Yes. Our technicians work for us directly, and {business} is family-owned. In Brisbane’s hillside homes they take care on steep stairs and in small kitchens, and in condos and offices they follow building rules and keep common areas clean while they work.',
    },
  ],
};

export default city;
