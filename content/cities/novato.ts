import type { City } from '../../model/schemas';

const city: City = {
  slug: 'novato',
  name: 'Novato',
  county: 'Marin',
  region: 'North Bay',
  coordinates: { latitude: 38.1074, longitude: -122.5697 },
  water: { supplier: 'the North Marin Water District', hardness: 'moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the North Marin Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Novato Appliance Repair | Fridge, Washer & Oven Service',
    description:
      'Fast appliance repair in Novato, including Hamilton, Ignacio, San Marin and Old Town. Refrigerators, dryers, dishwashers and ranges fixed on site.',
    h1: 'Appliance Repair in Novato',
  },
  blurb:
    'Northern Marin appliance service for Novato, from Hamilton’s newer homes to the ranch houses of San Marin and Indian Valley.',
  neighborhoods: ['Old Town Novato', 'Hamilton', 'Ignacio', 'San Marin', 'Indian Valley', 'Pleasant Valley'],
  localFeatures:
    'Novato is one of the warmest corners of Marin and one of its most spread-out cities. Much of it was built out in the 1960s and 1970s, so San Marin, Indian Valley and Pleasant Valley are full of single-story ranch homes where the original wall ovens and cooktops have often been swapped for newer ranges, while Hamilton, on the former Air Force base, has newer construction with more electronics in its appliances. Homes near the marshes along the bay side of town get damp air that is hard on dryer vents and garage freezers. Summer afternoons regularly get hot, and many families keep a second refrigerator or chest freezer in the garage, which is where we see compressors and start relays fail first. Getting around is straightforward on US-101, though Highway 37 toward Vallejo backs up, and we plan routes around it.',
  faqs: [
    {
      question: 'Can a technician come to my Novato home the same day?',
      answer:
        'In most cases. Requests that come in before {sameDayCutoff} are eligible for a same-day visit in Novato, and anything after that goes on the schedule for the next day we are open. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on.',
    },
    {
      question: 'Which brands of appliances do you fix in Novato?',
      answer:
        'We repair Whirlpool, GE, Frigidaire, Kenmore, Maytag and Amana, which are common in the older ranch homes around San Marin and Ignacio, along with the Samsung, LG and Bosch appliances found in newer Hamilton houses. Higher-end kitchens with KitchenAid, JennAir, Thermador or Sub-Zero are covered too, as are chest freezers and garage refrigerators.',
    },
    {
      question: 'How much should I budget for appliance repair in Novato?',
      answer:
        'The visit starts with a {diagnosticFee} diagnosis, and that amount is applied toward the repair once you approve it. For Novato households most repairs come to {priceRange}; sealed-system work on a garage freezer or refrigerator (a compressor or a refrigerant leak) costs more than that, and we say so before anything starts. {epaCertified} You get a written quote before we begin, so there are no surprises on the invoice.',
    },
    {
      question: 'Do Novato repairs include a warranty?',
      answer:
        'They do: every repair carries our {warrantyLine}, with the full terms on our About page. Call the same number and we schedule the return visit.',
    },
    {
      question: 'Who will come to my home in Novato?',
      answer:
        'A technician who works for us directly: {business} has been family-owned from the start. Novato customers often have gas dryers and ranges in older homes, so we check the gas connection and the venting as part of the job rather than just swapping a part and leaving.',
    },
  ],
};

export default city;
