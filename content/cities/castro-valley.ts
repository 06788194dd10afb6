import type { City } from '../../model/schemas';

const city: City = {
  slug: 'castro-valley',
  name: 'Castro Valley',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.6941, longitude: -122.0864 },
  water: { supplier: 'EBMUD', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Castro Valley Appliance Repair | Five Canyons & Downtown',
    description:
      'Castro Valley appliance repair for homes near Lake Chabot, Five Canyons, Palomares Hills and the Boulevard. Refrigerator, dryer and dishwasher service.',
    h1: 'Appliance Repair in Castro Valley',
  },
  blurb:
    'Home appliance repair across Castro Valley, from canyon roads near Lake Chabot to the newer hills of Five Canyons.',
  neighborhoods: ['Downtown Castro Valley', 'Five Canyons', 'Palomares Hills', 'Proctor', 'Greenridge'],
  localFeatures:
    'Castro Valley is an unincorporated community with the feel of a small town, set in a valley between the East Bay hills and I-580. Its core grew after World War II, so the streets off Castro Valley Boulevard and around Proctor are full of 1950s and 1960s houses whose laundry and second refrigerators sit in the garage. Five Canyons and Palomares Hills are newer hillside developments with larger kitchens, double wall ovens and built-in microwaves. Canyon roads such as Cull Canyon and Crow Canyon are narrow and winding, so we time visits there carefully. Summers are warmer than in the bayside flats of San Leandro and Hayward, and hillside homes get strong afternoon sun, which pushes refrigerators in sunny kitchens. Water from {waterSupplier} is {waterHardness}. Many older homes were built with gas dryers, so vent and gas checks are part of our routine here.',
  faqs: [
    {
      question: 'Is same-day appliance service available in Castro Valley?',
      answer:
        'Yes, most days. Call before {sameDayCutoff} and we will try to get a technician to Castro Valley that afternoon; otherwise you get the first slot of the next day we are open. Castro Valley sits right on I-580, so it is easy to reach, though canyon addresses take longer. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone.',
    },
    {
      question: 'Which appliance brands do you repair in Castro Valley?',
      answer:
        'Our Castro Valley work includes Whirlpool, GE, Kenmore, Maytag, Frigidaire and Amana in the older homes near the Boulevard, and Samsung, LG, Bosch, KitchenAid and GE Profile in the newer Five Canyons and Palomares Hills kitchens. Double wall ovens, gas dryers and garage refrigerators are all part of a normal week for us.',
    },
    {
      question: 'What will an appliance repair in Castro Valley cost?',
      answer:
        'You pay {diagnosticFee} for the diagnosis, and it is credited to the repair when you give the go-ahead. Castro Valley repairs typically cost {priceRange}, depending on the part and the appliance. A double wall oven control board costs more than a dryer belt, and you will see the exact figure in writing before we start.',
    },
    {
      question: 'Is there a warranty on repairs in Castro Valley?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. A quick phone call with your invoice date is all it takes to start a claim.',
    },
    {
      question: 'Do your Castro Valley technicians work for you directly?',
      answer:
        'They work for us directly, and {business} is family-owned. Because many Castro Valley homes have gas dryers and older gas ranges, our technicians check connections for leaks and confirm proper venting after each repair. You get a technician who explains what was wrong and what was done.',
    },
  ],
};

export default city;
