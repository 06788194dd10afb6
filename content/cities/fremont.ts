import type { City } from '../../model/schemas';

const city: City = {
  slug: 'fremont',
  name: 'Fremont',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.5485, longitude: -121.9886 },
  water: { supplier: 'the Alameda County Water District', hardness: 'moderately hard to hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Alameda County Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Fremont Appliance Repair | Niles to Warm Springs',
    description:
      'Appliance repair across Fremont’s five historic districts, from Niles and Centerville to Mission San Jose and Warm Springs. Same-day and next-day visits.',
    h1: 'Appliance Repair in Fremont',
  },
  blurb: 'Repairs in every corner of Fremont, from historic Niles to the newer homes around Warm Springs BART.',
  neighborhoods: [
    'Niles',
    'Centerville',
    'Irvington',
    'Mission San Jose',
    'Warm Springs',
    'Ardenwood',
    'Glenmoor',
    'Parkmont',
  ],
  localFeatures:
    'Fremont was formed in 1956 when five towns, Centerville, Irvington, Mission San Jose, Niles and Warm Springs, joined together, and its housing still reflects that history. Niles has small older cottages near its silent-film-era main street; Glenmoor, Parkmont and Irvington are largely 1950s and 1960s single-story tract homes; Mission San Jose has larger hillside houses; and Ardenwood and the area around the Warm Springs BART station added newer homes and townhouses. Where a washer or dishwasher runs every day, pumps, belts and door seals wear out sooner. Tap water comes from {waterSupplier}, which blends local groundwater with imported supplies; it is {waterHardness}, so we regularly see mineral scale on dishwasher spray arms and washer inlet valves. Summers are warmer than on the Peninsula, which is hard on refrigerators kept in garages.',
  faqs: [
    {
      question: 'How fast can you get to my Fremont home for a same-day repair?',
      answer:
        'For most Fremont addresses, a call before {sameDayCutoff} gets you a same-day visit. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book. Later requests are booked for the next day we are open. Let us know if the appliance is a refrigerator or freezer full of food, or a washer that will not drain, so we can schedule accordingly.',
    },
    {
      question: 'Which brands do you repair in Fremont?',
      answer:
        'We repair Whirlpool, GE, Samsung, LG, Maytag, Frigidaire, KitchenAid, Bosch, Electrolux, Kenmore, Amana, Hotpoint, Thermador, Sub-Zero, Wolf, Viking, JennAir, Miele, Fisher & Paykel and Haier. In Fremont we see many Samsung and LG French-door refrigerators and front-load washers, Bosch dishwashers in remodeled kitchens, and high-output gas cooktops in remodeled kitchens.',
    },
    {
      question: 'What does an appliance repair cost in Fremont?',
      answer:
        'Typical Fremont repairs cost {priceRange} for parts and labor combined. The technician explains the problem and gives you an upfront estimate before starting, and the diagnostic visit is {diagnosticTerms}. Most repairs take about {duration}, so the appliance is usually working again the same day.',
    },
    {
      question: 'Do your Fremont repairs come with a warranty?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Keep your invoice handy in case you need to call us.',
    },
    {
      question: 'Do the technicians you send to Fremont work for you directly?',
      answer:
        'Yes. {business} is family-owned, and every technician we send to Fremont works for us directly. We work in single-family homes, townhouses with HOA rules and apartment complexes across the city, and we are glad to send vendor paperwork to a property manager or homeowners association before the visit.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'Hard-water scale in dishwashers',
        description:
          'Minerals in Fremont tap water build up on dishwasher spray arms, filters and heating elements, leaving cloudy glasses and dishes that come out gritty or wet.',
      },
      {
        title: 'Overworked garage refrigerators',
        description:
          'Second refrigerators and chest freezers kept in Fremont garages struggle through summer heat, so condenser fans, start relays and thermostats wear out sooner.',
      },
      {
        title: 'Front-load washer wear from daily loads',
        description:
          'A washer that runs almost every day wears out its drain pump, door boot seal and drum bearings faster than one used a few times a week.',
      },
      {
        title: 'Gas cooktop igniters and burners',
        description:
          'Gas cooktops used every day often develop constantly clicking igniters, weak or uneven flames and burner ports clogged by spills and grease.',
      },
      {
        title: 'Long dryer vent runs',
        description:
          'Many Fremont tract homes route the dryer vent through a wall or the roof, and lint collecting in these long runs causes slow drying and overheating shutdowns.',
      },
      {
        title: 'Ice makers and water lines',
        description:
          'Mineral deposits clog refrigerator water filters, inlet valves and ice maker fill tubes, so ice production slows down or stops entirely.',
      },
    ],
    commonProblems: [
      {
        title: 'Refrigerator not cooling',
        description:
          'The fresh-food section feels warm while the freezer still works, often a sign of a failed evaporator fan or a frosted-over evaporator coil.',
      },
      {
        title: 'Washer will not drain or spin',
        description:
          'Water stays in the drum at the end of the cycle, usually because of a clogged pump filter, a failed drain pump or a faulty lid switch or door lock.',
      },
      {
        title: 'Dishwasher leaves dishes dirty',
        description:
          'Dishes come out with food residue or a white film because of blocked spray arms, a clogged filter or a weak circulation pump.',
      },
      {
        title: 'Dryer runs but does not heat',
        description:
          'The drum turns but clothes stay damp, which points to a failed heating element, a bad gas valve coil or, on makes where it cuts only the heat, a blown thermal fuse.',
      },
      {
        title: 'Oven temperature is off',
        description:
          'Baking takes far longer than it should or burns on the bottom because of a weak igniter, a failed bake element or a faulty temperature sensor.',
      },
      {
        title: 'Ice maker stopped making ice',
        description:
          'The bin stays empty or the cubes come out small and hollow, often from a frozen fill tube, a clogged filter or a failing water inlet valve.',
      },
    ],
  },
};

export default city;
