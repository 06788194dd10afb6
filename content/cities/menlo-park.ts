import type { City } from '../../model/schemas';

const city: City = {
  slug: 'menlo-park',
  name: 'Menlo Park',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.453, longitude: -122.1817 },
  water: { supplier: 'Menlo Park Municipal Water and Cal Water (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Menlo Park Municipal Water and Cal Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Menlo Park Appliance Repair | Willows to Sharon Heights',
    description:
      'Menlo Park appliance repair for Allied Arts, the Willows, Linfield Oaks, Belle Haven, Sharon Heights and Central Menlo. Premium and everyday brands.',
    h1: 'Appliance Repair in Menlo Park',
  },
  blurb:
    'Menlo Park appliance repair for oak-shaded older homes, premium remodels and newer apartments from Belle Haven to Sharon Heights.',
  neighborhoods: [
    'Downtown Menlo Park',
    'Allied Arts',
    'The Willows',
    'Linfield Oaks',
    'Belle Haven',
    'Sharon Heights',
    'Central Menlo',
    'Felton Gables',
  ],
  localFeatures:
    'Menlo Park spans a wide range of homes within a few miles. Allied Arts, Central Menlo and Felton Gables have older cottages and ranch houses on tree-lined lots, many rebuilt or expanded with kitchens built around Sub-Zero, Wolf, Thermador and Miele appliances. The Willows, along San Francisquito Creek, has 1920s to 1950s bungalows with compact kitchens. Sharon Heights, in the hills along Sand Hill Road near I-280, has condos and larger homes on the hillside, while Belle Haven on the bay side of US-101 is mostly smaller postwar houses and newer apartment buildings. The weather is warm and sunny compared with San Francisco, and under heavy oak cover the outside dryer vent caps gather leaves and need clearing. Tap water comes from {waterSupplier} and is {waterHardness}, so scale is mild. We arrive via US-101, I-280 or El Camino Real.',
  faqs: [
    {
      question: 'Is same-day appliance repair available in Menlo Park?',
      answer:
        'Yes, on most days. Menlo Park customers who reach us before {sameDayCutoff} can usually be seen that day, and later calls are booked for the next morning we are open. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone.',
    },
    {
      question: 'Which appliance brands do you repair in Menlo Park?',
      answer:
        'Menlo Park remodels often include Sub-Zero, Wolf, Thermador, Miele, Viking, Fisher & Paykel and Bosch, and our technicians are experienced with all of them. We also repair Whirlpool, GE, Samsung, LG, Maytag, KitchenAid and Frigidaire in the bungalows of the Willows, Belle Haven homes and Sharon Heights condos.',
    },
    {
      question: 'What does appliance repair cost in Menlo Park?',
      answer:
        'In Menlo Park, our {diagnosticFee} diagnostic fee is applied to the repair once you approve the estimate, so the visit is included when we do the work. Most repairs are {priceRange}. Integrated and premium appliances may need specialty parts that cost more, which we explain in the written estimate you sign off on before work starts.',
    },
    {
      question: 'What warranty do you offer in Menlo Park?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. That holds for a built-in refrigerator in Allied Arts and a washer in Belle Haven alike.',
    },
    {
      question: 'Do your Menlo Park appliance technicians work for you directly?',
      answer:
        'Yes. Each technician works for us directly, and {business} is a family-owned company. In Menlo Park’s high-end kitchens we protect custom cabinetry and stone counters while we work, and in every home we check gas and electrical connections before we finish.',
    },
  ],
};

export default city;
