import type { City } from '../../model/schemas';

const city: City = {
  slug: 'san-bruno',
  name: 'San Bruno',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.6305, longitude: -122.4111 },
  water: {
    supplier: 'the City of San Bruno (blending Hetch Hetchy water with local wells)',
    hardness: 'soft to moderately hard',
  },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of San Bruno. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'San Bruno Appliance Repair | Crestmoor to Downtown',
    description:
      'San Bruno appliance repair near SFO: Crestmoor, Rollingwood, Portola Highlands, Mills Park and downtown San Mateo Avenue. Call early for same-day.',
    h1: 'Appliance Repair in San Bruno',
  },
  blurb:
    'San Bruno appliance repair for postwar homes on the hills above SFO and apartments near Tanforan and downtown.',
  neighborhoods: [
    'Downtown San Bruno',
    'Crestmoor',
    'Rollingwood',
    'Portola Highlands',
    'Mills Park',
    'Belle Air',
    'Lomita Park',
  ],
  localFeatures:
    'San Bruno climbs from the flats beside SFO up toward Skyline Boulevard, and the weather changes with elevation. The western hills around Crestmoor, Rollingwood and Portola Highlands catch fog that spills over from the coast, so laundry rooms stay damp and dryers with long vent runs struggle, while the eastern flats near downtown are sunnier and windier. Most homes are modest single-family houses from the 1940s through the 1960s, with original kitchens that have been updated over time and laundry in the garage. Apartments and newer condos cluster around Tanforan, the San Bruno BART station and, half a mile away, the Caltrain station. Tap water comes from {waterSupplier} and is {waterHardness}, so we see a bit more mineral buildup on dishwasher parts than in San Francisco. Getting around is easy with I-280, I-380 and US-101 all crossing town.',
  faqs: [
    {
      question: 'Is same-day appliance repair possible in San Bruno?',
      answer:
        'Very often. San Bruno is close to our home base and crossed by I-280, I-380 and US-101, so calls received before {sameDayCutoff} usually get a same-day slot. Later requests are scheduled for the next morning we are open. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book.',
    },
    {
      question: 'What appliance brands do you repair in San Bruno?',
      answer:
        'In San Bruno we fix Whirlpool, GE, Kenmore, Maytag, Frigidaire and Hotpoint appliances in long-time family homes, Samsung, LG and Bosch in remodeled kitchens and newer condos near Tanforan, and KitchenAid, Electrolux and Haier as well. Gas dryers and gas ranges, common in the hill neighborhoods, are a big part of our work.',
    },
    {
      question: 'What is the cost of appliance repair in San Bruno?',
      answer:
        'There is a {diagnosticFee} diagnostic charge, and it is credited to the repair when you approve the work. Typical San Bruno repairs are {priceRange}. For a damp-climate problem like a clogged dryer vent or a failed heating element, the cost is often toward the lower end, and we confirm the price in writing first.',
    },
    {
      question: 'Do you warranty appliance repairs in San Bruno?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Ask our technician if you want tips to keep the fix lasting, such as cleaning the vent or the condenser coils.',
    },
    {
      question: 'Do your San Bruno appliance technicians work for you directly?',
      answer:
        'Yes. They work for us directly, and {business} is a family-owned company. Many San Bruno homeowners are especially careful about gas appliances, and so are we: after working on a gas range or dryer we leak-test the connection and confirm it is sealed before we leave.',
    },
  ],
};

export default city;
