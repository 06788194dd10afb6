import type { City } from '../../model/schemas';

const city: City = {
  slug: 'millbrae',
  name: 'Millbrae',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.5985, longitude: -122.3872 },
  water: { supplier: 'the City of Millbrae (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Millbrae. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Millbrae Appliance Repair | Highlands, Meadows & Broadway',
    description:
      'Millbrae appliance repair for Millbrae Highlands, Millbrae Meadows, Mills Estate and downtown Broadway. Ranges, refrigerators, washers and dryers.',
    h1: 'Appliance Repair in Millbrae',
  },
  blurb:
    'Millbrae repairs for hillside ranch homes with bay views, downtown apartments and newer condos by the Millbrae transit station.',
  neighborhoods: [
    'Downtown Millbrae',
    'Millbrae Highlands',
    'Millbrae Meadows',
    'Mills Estate',
    'Green Hills',
    'Lomita Park',
  ],
  localFeatures:
    'Millbrae rises from El Camino Real up the hills toward I-280, and most of its neighborhoods were built in the 1950s and 1960s as ranch-style homes looking east over SFO and the bay. Many have been owned by the same families for decades, which means we meet plenty of well-kept older refrigerators, wall ovens and cooktops alongside full remodels. In kitchens that have not been remodeled, range hood filters clogged with grease, tired burner igniters and worn oven bake elements are regular calls. Near downtown Broadway and the Millbrae Station, where BART and Caltrain connect, newer condominium buildings have stacked laundry and compact built-in kitchens. The upper hills catch more fog and wind than the flats. Tap water comes from {waterSupplier} and is {waterHardness}, so lint and grease cause more problems than scale. US-101, I-280 and Millbrae Avenue make getting here easy.',
  faqs: [
    {
      question: 'How quickly can you fix an appliance in Millbrae?',
      answer:
        'Call before {sameDayCutoff} and we can usually have a technician at your Millbrae home the same day; later in the day we schedule the next morning we are open. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book.',
    },
    {
      question: 'What appliance brands do you repair in Millbrae?',
      answer:
        'We service every major brand found in Millbrae: Whirlpool, GE, Kenmore, Frigidaire, Maytag and Amana in original hillside kitchens, Bosch, Miele, Thermador, Wolf and Viking in remodels, and Samsung and LG in the newer condos near the station. Remodeled kitchens often have high-output gas ranges and cooktops, and we service those too.',
    },
    {
      question: 'How much does appliance repair cost in Millbrae?',
      answer:
        'For Millbrae homes, the diagnostic visit is {diagnosticFee}, applied to your repair if you continue. Most repairs come in at {priceRange}. An oven igniter or bake element is usually on the lower side, while a refrigerator sealed-system repair (a compressor or a refrigerant leak) costs more than that range. {epaCertified} You see the written estimate before any work, and there is no charge to think it over.',
    },
    {
      question: 'Are repairs in Millbrae covered by a warranty?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Keep the invoice, which records the work done and the date your coverage ends.',
    },
    {
      question: 'Do your Millbrae technicians work for you directly?',
      answer:
        'Yes. All of our technicians work for us directly, and {business} is family-owned and operated. In Millbrae’s long-owned homes we are careful with original cabinetry, older gas lines and tight laundry closets, and we explain each step so you understand exactly what was fixed.',
    },
  ],
};

export default city;
