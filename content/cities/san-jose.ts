import type { City } from '../../model/schemas';

const city: City = {
  slug: 'san-jose',
  name: 'San Jose',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.3382, longitude: -121.8863 },
  water: { supplier: 'San Jose Water for most of the city', hardness: 'moderately hard to hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of San Jose Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'San Jose Appliance Repair | Same-Day & Next-Day Visits',
    description:
      'Fixing refrigerators, washers, dryers and dishwashers in San Jose, from Willow Glen bungalows to Evergreen and Berryessa family homes.',
    h1: 'Appliance Repair in San Jose',
  },
  blurb:
    'Hard-water dishwasher and washer repairs plus garage-fridge fixes in Willow Glen, Almaden, Evergreen and beyond.',
  neighborhoods: [
    'Willow Glen',
    'Rose Garden',
    'Almaden Valley',
    'Evergreen',
    'Berryessa',
    'Cambrian',
    'Blossom Valley',
    'Japantown',
  ],
  localFeatures:
    'San Jose is the largest city we serve, and much of it was built out between the 1950s and the 1970s as ranch-style tract homes with attached garages. Those garages matter: many families keep the washer, dryer and a second refrigerator or chest freezer out there, and summer heat waves push a garage fridge to run almost nonstop. Tap water comes from {waterSupplier} and is {waterHardness}, drawn partly from local groundwater, so we regularly find scale on dishwasher heating elements, clogged washer inlet screens and ice makers that stop filling. Willow Glen and the Rose Garden add older bungalows with smaller kitchens, while Almaden Valley and Evergreen have larger homes with built-in refrigerators and double wall ovens. Driveways are the norm, so parking is rarely a problem.',
  faqs: [
    {
      question: 'Can you fix my appliance the same day in San Jose?',
      answer:
        'Often we can. We route our South Bay technicians together, and calling before {sameDayCutoff} gives us the best chance of fitting your San Jose home in today. If not, you get a confirmed next-day window. Tell us if food is at risk, for example a garage refrigerator that quit during a heat wave, so we can prioritize the visit where possible.',
    },
    {
      question: 'Which brands do you repair in San Jose?',
      answer:
        'We repair all the common makes in San Jose homes: Whirlpool, Maytag, Kenmore, GE, Frigidaire, Samsung and LG, plus premium lines such as Sub-Zero, Wolf, Thermador, Miele and Bosch that turn up in remodeled Almaden and Evergreen kitchens. Front-load washers from LG and Samsung are especially common here; their drain pumps fail from coins and debris and their door boots from tears and mildew, while the {waterHardness} water scales heating elements and inlet valves.',
    },
    {
      question: 'What does appliance repair usually cost in San Jose?',
      answer:
        'Most San Jose repairs land in the {priceRange} range. You get an upfront estimate after diagnosis and decide whether to proceed. The diagnostic visit is {diagnosticTerms}. Replacing a scaled water inlet valve sits toward the lower end, while sealed-system refrigerator work (a compressor or a refrigerant leak) costs more than that range, and we say so before starting.',
    },
    {
      question: 'Do San Jose repairs come with a warranty?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. One tip for hard-water neighborhoods: clean the washer’s inlet screens once a year and run an empty hot cycle with a dishwasher cleaner once a month, as our maintenance guides suggest; it helps the repair last well beyond the warranty.',
    },
    {
      question: 'Do your technicians in San Jose work for you directly?',
      answer:
        'Yes, every technician we send to San Jose works for us directly. We treat each home the way we would want our own family’s treated: the work area is cleaned up afterward, and the old parts are yours to see before they go in the bin.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'A white film that keeps coming back',
        description:
          'Mineral-rich tap water leaves film on glasses and scale on spray arms and heating elements; rinse aid and a cleaning cycle slow it down, and when the film stays anyway the spray arms or the element need service.',
      },
      {
        title: 'Garage refrigerators in heat and cold',
        description:
          'A refrigerator not built for a garage strains on summer afternoons, and on cold winter nights its fresh-food thermostat can keep the compressor off long enough for the freezer to warm and frozen food to soften.',
      },
      {
        title: 'Original wall ovens in tract homes',
        description:
          'Many ranch homes of the 1950s to 1970s still have their original wall-oven cutouts, often sized differently from today’s ovens, so repairing the oven is often simpler than remodeling the cabinet for a new one.',
      },
      {
        title: 'Dust on coils in dry summers',
        description:
          'Long dry months put dust and pet hair on the condenser coils of garage refrigerators and chest freezers, so they run longer and hotter; cleaning the coils is the cheapest repair there is.',
      },
    ],
    commonProblems: [
      {
        title: 'Dishwasher leaves glasses cloudy or dishes dirty',
        description:
          'Scale on the spray arms, a clogged filter or an empty rinse-aid dispenser are the usual causes; if the water is not getting hot, the heating element or its sensor is next.',
      },
      {
        title: 'Ice maker stopped making ice',
        description:
          'A filter past its change date, a water inlet valve whose screen is blocked with minerals or a frozen fill tube stops the ice; we test the valve before replacing the ice maker itself.',
      },
      {
        title: 'Garage freezer not keeping food frozen',
        description:
          'Dirty condenser coils, a failing start relay or a stalled condenser fan are the usual causes, and a cold garage can keep some refrigerator-freezers from running at all.',
      },
      {
        title: 'Washer fills slowly or not at all',
        description:
          'The inlet screens where the hoses connect catch mineral flakes and sediment; cleaned or with a new inlet valve, the washer fills in time again and stops showing fill errors.',
      },
      {
        title: 'Wall oven will not heat or shows an error',
        description:
          'A burned-out bake element, a failed temperature sensor or a worn control board are the common faults on older wall ovens, and most of their parts are still made.',
      },
    ],
  },
};

export default city;
