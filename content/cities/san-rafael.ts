import type { City } from '../../model/schemas';

const city: City = {
  slug: 'san-rafael',
  name: 'San Rafael',
  county: 'Marin',
  region: 'North Bay',
  coordinates: { latitude: 37.9735, longitude: -122.5311 },
  water: { supplier: 'Marin Water', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Marin Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'San Rafael Appliance Repair | Marin County Technicians',
    description:
      'Appliance repair across San Rafael: Terra Linda Eichlers, Gerstle Park Victorians, Canal apartments and Peacock Gap homes. Same-day visits when booked early.',
    h1: 'Appliance Repair in San Rafael',
  },
  blurb:
    'From Terra Linda Eichlers to downtown apartments, we fix the refrigerators, washers and ovens San Rafael relies on.',
  neighborhoods: [
    'Downtown San Rafael',
    'Gerstle Park',
    'Dominican',
    'Sun Valley',
    'Terra Linda',
    'Peacock Gap',
    'Loch Lomond',
    'Canal',
  ],
  localFeatures:
    'San Rafael is the county seat of Marin and its housing covers more than a century. Gerstle Park and the Dominican area have Victorian and early twentieth-century houses where a modern refrigerator or dishwasher often had to be fitted into a kitchen never designed for one. North of the Puerto Suello hill, Terra Linda has a large group of mid-century Eichler homes with open kitchens, slab floors and laundry closets that leave little room behind the dryer, so vent runs get crushed and lint builds up. The Canal district has dense apartment buildings with shared laundry rooms. Summers in Terra Linda and Sun Valley get noticeably warmer than the bayside shoreline, which works garage freezers and refrigerator condensers harder. We come in on US-101 or across the Richmond-San Rafael Bridge on I-580, and we allow extra time for the 101 corridor at rush hour.',
  faqs: [
    {
      question: 'Do you offer same-day appliance repair in San Rafael?',
      answer:
        'Yes, on most weekdays. If you reach us before {sameDayCutoff}, we aim to get a technician to San Rafael that afternoon; after the cutoff we book the earliest slot of the next day we are open. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on.',
    },
    {
      question: 'What appliance brands do you service in San Rafael?',
      answer:
        'We work on the full range found in San Rafael homes: Whirlpool, GE, Maytag, Frigidaire and Kenmore in Terra Linda kitchens, Bosch and Miele dishwashers in remodeled Gerstle Park houses, LG and Samsung front-loaders in the Canal apartments, and premium lines such as Sub-Zero, Wolf, Thermador and Viking wherever they have been installed.',
    },
    {
      question: 'What does a typical appliance repair cost in San Rafael?',
      answer:
        'Expect a {diagnosticFee} diagnostic charge, which is credited to the bill when you approve the repair, so you are not paying twice for the visit. Most repairs for San Rafael customers fall in the {priceRange} range, depending on the part. You see the written estimate first and decide; if repair does not make sense for an old unit, we say so.',
    },
    {
      question: 'What warranty do San Rafael appliance repairs come with?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. It applies to every job in San Rafael, whether we replaced a washer pump in a Canal apartment or a control board in a Terra Linda kitchen.',
    },
    {
      question: 'Do the technicians you send to San Rafael work for you directly?',
      answer:
        'Yes. Our technicians work for us directly, and {business} is family-owned and operated. For renters in San Rafael apartment buildings, we are happy to coordinate the visit with your property manager, and homeowners get the same careful, documented work, including gas connections on ranges and dryers that we check before we leave.',
    },
  ],
};

export default city;
