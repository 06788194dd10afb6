import type { City } from '../../model/schemas';

const city: City = {
  slug: 'belmont',
  name: 'Belmont',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.5202, longitude: -122.2758 },
  water: { supplier: 'the Mid-Peninsula Water District (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Mid-Peninsula Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Belmont, CA Appliance Repair | Carlmont & Belmont Hills',
    description:
      'Belmont appliance repair for Carlmont, Sterling Downs, Homeview, Cipriani and the Western Hills. Hillside homes, condos and remodeled kitchens served.',
    h1: 'Appliance Repair in Belmont',
  },
  blurb:
    'Belmont appliance service up and down the hills, from Carlmont and the Western Hills to Sterling Downs and Homeview.',
  neighborhoods: [
    'Carlmont',
    'Sterling Downs',
    'Homeview',
    'Cipriani',
    'Western Hills',
    'Belmont Woods',
    'Central Belmont',
  ],
  localFeatures:
    'Belmont is a hillside city between San Mateo and San Carlos, and much of it is reached by winding roads that climb west from El Camino Real along Ralston Avenue. Neighborhoods such as Carlmont, Cipriani, Belmont Woods and the Western Hills are filled with split-level and mid-century homes on sloping lots, where the laundry may be a floor below the kitchen and a refrigerator replacement means negotiating stairs and steep driveways. Sterling Downs and Homeview in the flatter eastern part of town have smaller postwar houses. The mid-Peninsula climate is sunnier and warmer than San Francisco, with fog usually limited to the ridgetops, so kitchen refrigerators and wine coolers near big west-facing windows work harder in late summer. Tap water comes from {waterSupplier} and is {waterHardness}. The Harbor Industrial area near US-101 holds small businesses with break-room appliances.',
  faqs: [
    {
      question: 'Do you provide same-day appliance repair in Belmont?',
      answer:
        'Yes. When you contact us before {sameDayCutoff}, we usually fit a Belmont visit in the same day; otherwise we book the next morning we are open. Belmont sits right on US-101 and El Camino Real, though homes in the upper hills off Ralston Avenue take a little longer to reach. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone.',
    },
    {
      question: 'What appliance brands do you service in Belmont?',
      answer:
        'Belmont homes range from original mid-century kitchens to full remodels, so we repair Whirlpool, GE, Kenmore, Maytag and Frigidaire alongside Bosch, KitchenAid, Thermador, Sub-Zero, Wolf, Miele and JennAir. Samsung and LG refrigerators and laundry are common too, as are wine refrigerators in remodeled hillside homes.',
    },
    {
      question: 'How much will appliance repair cost in Belmont?',
      answer:
        'Belmont repairs begin with a {diagnosticFee} diagnostic fee that is credited toward the repair if you approve it. Most jobs fall within {priceRange}. Premium built-in appliances can cost more because of their parts. We give you the price in writing before starting and let you know if replacement would be the smarter choice.',
    },
    {
      question: 'What is the warranty on Belmont appliance repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. This covers everything from a replaced dryer belt in Sterling Downs to a refrigerator control board in Carlmont.',
    },
    {
      question: 'Do your Belmont appliance technicians work for you directly?',
      answer:
        'They work for us directly, and {business} is family-owned. In Belmont’s hillside houses, where appliances often sit in tight spaces or on lower floors, our technicians work carefully, protect floors and stairs, and check electrical and gas connections before finishing the job.',
    },
  ],
};

export default city;
