import type { City } from '../../model/schemas';

const city: City = {
  slug: 'vallejo',
  name: 'Vallejo',
  county: 'Solano',
  region: 'North Bay',
  coordinates: { latitude: 38.1041, longitude: -122.2566 },
  water: { supplier: 'the City of Vallejo', hardness: 'moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Vallejo. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Vallejo Appliance Repair | Solano County Home Service',
    description:
      'Vallejo appliance repair for Mare Island, Glen Cove, Hiddenbrooke and St. Vincent’s Hill homes. Washers, dryers, fridges and ovens, with written estimates.',
    h1: 'Appliance Repair in Vallejo',
  },
  blurb:
    'Solano County service for Vallejo homes, from historic St. Vincent’s Hill houses to newer Hiddenbrooke and Glen Cove neighborhoods.',
  neighborhoods: [
    'Downtown Vallejo',
    'Mare Island',
    'St. Vincent’s Hill',
    'Glen Cove',
    'Hiddenbrooke',
    'Vallejo Heights',
    'Northgate',
    'Springstowne',
  ],
  localFeatures:
    'Vallejo grew up around the Mare Island Naval Shipyard, and its housing still shows it. Near downtown and on St. Vincent’s Hill there are Victorian and early 1900s homes with small kitchens and basement or back-porch laundry, while much of the city filled in with modest postwar houses during and after the shipyard years. Glen Cove, Northgate and Hiddenbrooke are newer subdivisions with attached garages and larger kitchens. Weather varies a lot across town: wind off the Carquinez Strait keeps the waterfront cool, but Hiddenbrooke and the northern neighborhoods can be hot in summer, which shortens the life of refrigerators and freezers kept in garages. Tap water comes from {waterSupplier} and is {waterHardness}, harder than San Francisco’s, so we often find scale on dishwasher heating elements and in washer inlet valves. We reach the city on I-80 and I-780.',
  faqs: [
    {
      question: 'Is same-day appliance repair available in Vallejo?',
      answer:
        'Often, yes. Vallejo is at the far end of our North Bay area, so the earlier you call the better: book before {sameDayCutoff} and we will do our best to send someone the same day, or lock in the first appointment of the next day we are open. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone.',
    },
    {
      question: 'Which appliance brands do you repair in Vallejo?',
      answer:
        'Vallejo homes run on a wide mix, and we repair nearly all of it: Whirlpool, Maytag, GE, Kenmore, Frigidaire, Amana and Hotpoint in older houses, Samsung and LG refrigerators and front-load washers in newer Hiddenbrooke and Glen Cove kitchens, plus Bosch, KitchenAid and Electrolux. If your model is unusual, give us the model number and we will check parts first.',
    },
    {
      question: 'What is the cost of appliance repair in Vallejo?',
      answer:
        'We charge {diagnosticFee} to diagnose the problem, and you do not pay it on top of the repair: it is applied to the final bill. Most Vallejo repairs cost {priceRange}. Scale-related fixes such as a washer inlet valve or a dishwasher heating element usually come in at the lower end, and you approve a written estimate before work begins.',
    },
    {
      question: 'Do you guarantee your appliance repairs in Vallejo?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. The warranty details and part numbers are printed on your invoice for easy reference.',
    },
    {
      question: 'Do your appliance technicians in Vallejo work for you directly?',
      answer:
        'They work for us directly. {business} is a family-owned business, and we send experienced technicians to Vallejo rather than subcontracting the work out. That is especially useful in the city’s older homes, where wiring, gas lines and dryer vent routes may not match what a modern appliance expects.',
    },
  ],
};

export default city;
