import type { City } from '../../model/schemas';

const city: City = {
  slug: 'santa-clara',
  name: 'Santa Clara',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.3541, longitude: -121.9552 },
  water: { supplier: 'the City of Santa Clara (mostly from local wells)', hardness: 'hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Santa Clara. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Santa Clara Appliance Repair | Old Quad to Rivermark',
    description:
      'Appliance repair in Santa Clara for Old Quad homes near the university, mid-century ranch houses and Rivermark townhomes. Same-day and next-day service.',
    h1: 'Appliance Repair in Santa Clara',
  },
  blurb: 'Repairs for Santa Clara’s Old Quad homes, student rentals, ranch houses and Rivermark townhomes.',
  neighborhoods: ['Old Quad', 'Rivermark', 'Agnew', 'Killarney Farms', 'Lawrence Station', 'North Santa Clara'],
  localFeatures:
    'Santa Clara is one of the oldest cities in the valley, built around Mission Santa Clara and the university, and the Old Quad nearby still has Victorians, bungalows and small cottages, many of them divided into student rentals. Most of the rest of the city is 1950s and 1960s ranch housing, and Rivermark, in the north, was built in the 2000s on former Agnews hospital land with townhomes and condos. Tap water comes from {waterSupplier} and is {waterHardness}, and we often clean scale out of dishwasher filters, washer inlet screens and refrigerator water valves. The city also has its own electric utility, Silicon Valley Power. Summers are hot. On Levi’s Stadium event days traffic on the north side slows down, so we plan visits around the schedule when we can.',
  faqs: [
    {
      question: 'Can you repair my appliance today in Santa Clara?',
      answer:
        'Usually. If you call before {sameDayCutoff}, we can often fit a Santa Clara visit into the same day, since our South Bay technicians pass through the city constantly. Later calls are booked for the following morning we are open. Students and renters near the university can book online and note the best time for the technician to arrive.',
    },
    {
      question: 'Which brands do you repair in Santa Clara?',
      answer:
        'We repair all major brands in Santa Clara. Rentals around the Old Quad tend to have durable Whirlpool, GE, Frigidaire, Hotpoint and Amana appliances, Rivermark townhomes have many Samsung, LG, Whirlpool and KitchenAid units, and remodeled ranch homes often have Bosch, Thermador or JennAir. Our technicians carry common parts for each, which helps finish most repairs in one visit.',
    },
    {
      question: 'How much will my Santa Clara appliance repair cost?',
      answer:
        'Most Santa Clara repairs cost {priceRange}, including parts and labor. The diagnostic visit is {diagnosticTerms}. Landlords can ask for the estimate by email and approve it before work begins.',
    },
    {
      question: 'Do you warranty appliance repairs in Santa Clara?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Because the local water is {waterHardness}, we also show you how to clean the filters and screens that clog first, so you can avoid a new, unrelated problem.',
    },
    {
      question: 'Do the technicians you send to Santa Clara work for you directly?',
      answer:
        'Yes. {business} is family-owned, and whether it is a student rental on the Old Quad or a townhome in Rivermark, the technician who arrives is experienced with your type of appliance and works for us directly.',
    },
  ],
};

export default city;
