import type { City } from '../../model/schemas';

const city: City = {
  slug: 'daly-city',
  name: 'Daly City',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.6879, longitude: -122.4702 },
  water: {
    supplier: 'the City of Daly City (blending Hetch Hetchy water with local wells)',
    hardness: 'soft to moderately hard',
  },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Daly City. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Daly City Appliance Repair | Westlake & Serramonte Homes',
    description:
      'Washer, dryer, refrigerator and oven repair in Daly City, where fog, damp and ground-floor garage laundry shape what breaks. Same-day visits.',
    h1: 'Appliance Repair in Daly City',
  },
  blurb: 'Fog-belt laundry and refrigerator repairs for Westlake, Serramonte and the rest of Daly City.',
  neighborhoods: [
    'Westlake',
    'Serramonte',
    'St. Francis Heights',
    'Crocker',
    'Bayshore',
    'Southern Hills',
    'Top of the Hill',
    'Original Daly City',
  ],
  localFeatures:
    'Daly City sits squarely in the fog belt just south of San Francisco, and many of its homes are the rows of houses Henry Doelger built in Westlake from the late 1940s onward, with later tracts spreading across Serramonte and St. Francis Heights. A typical layout puts the living space upstairs and the garage, washer, dryer and water heater on the ground floor. That garage stays cool and damp for much of the year, so dryers take longer, lint builds up in the vent, and front-load washers are prone to musty door seals. Kitchens are compact, which makes counter-depth refrigerators and slide-in ranges common. Street parking is usually available, though many Westlake driveways are short and steep.',
  faqs: [
    {
      question: 'Can you repair my appliance today in Daly City?',
      answer:
        'Daly City borders San Francisco, so it is one of the easiest places for us to reach quickly. Call {phone} before {sameDayCutoff} and we can usually come the same day. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep. If the washer is leaking onto the garage floor in the meantime, close the two water valves behind it; our technician will take it from there.',
    },
    {
      question: 'What brands do you repair in Daly City?',
      answer:
        'We work on every brand common in Daly City homes, including Whirlpool, Maytag, GE, Kenmore, Frigidaire, Samsung, LG and Amana, plus Bosch and KitchenAid dishwashers in updated kitchens. Because so many families here run big loads in garage laundry rooms, we spend a lot of time on LG and Samsung front-loaders and on Whirlpool and Maytag dryers with clogged vents.',
    },
    {
      question: 'What will a Daly City appliance repair cost?',
      answer:
        'Most Daly City repairs cost {priceRange}. The diagnostic visit is {diagnosticTerms}. Clearing a blocked dryer vent is often part of a dryer repair here, and it appears on the quote.',
    },
    {
      question: 'How long is the warranty on repairs in Daly City?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Because fog and damp garages are hard on laundry machines, the technician will also point out vent or hose issues that could cause a different failure later.',
    },
    {
      question: 'Do the technicians you send to Daly City work for you directly?',
      answer:
        'Yes. All of our technicians work for us directly. {business} is a local, family-owned business based in neighboring San Francisco, which is why Daly City sits at the heart of our service area. We treat every Westlake garage like our own.',
    },
  ],
};

export default city;
