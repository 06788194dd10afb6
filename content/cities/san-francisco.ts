import type { City } from '../../model/schemas';

const city: City = {
  slug: 'san-francisco',
  name: 'San Francisco',
  county: 'San Francisco',
  region: 'San Francisco',
  coordinates: { latitude: 37.7793, longitude: -122.4193 },
  water: { supplier: 'the San Francisco Public Utilities Commission (Hetch Hetchy)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the San Francisco Public Utilities Commission. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Appliance Repair in San Francisco, CA | Same-Day Service',
    description:
      'Refrigerator, washer, dryer, dishwasher and oven repair across San Francisco, from Victorian flats in the Mission to Sunset District row houses.',
    h1: 'Appliance Repair in San Francisco',
  },
  blurb:
    'Our home city: fridge, laundry and range repairs in Victorian flats, Sunset row houses and downtown high-rises.',
  neighborhoods: [
    'Pacific Heights',
    'Mission District',
    'Noe Valley',
    'Sunset District',
    'Richmond District',
    'Marina District',
    'SoMa',
    'Bernal Heights',
  ],
  localFeatures:
    'San Francisco is our home base, and its housing asks a lot of appliances. Victorian and Edwardian flats in the Mission, Noe Valley and Pacific Heights often squeeze a full-size refrigerator and a stacked washer-dryer into kitchens and closets that were never planned for them, so access and venting matter on every visit. Out in the Sunset and the Richmond, fog and salty ocean air keep ground-floor garages damp, which is hard on dryer vents, washer hoses and the control boards of garage laundry. Tap water from {waterSupplier} is {waterHardness}, so we see far less mineral scale than in the South Bay, but lint-packed vents in long dryer runs are common. Parking is the real challenge here: tell us about street-cleaning days, permit zones or a loading dock, and our technician will plan around them.',
  faqs: [
    {
      question: 'Can I get same-day appliance repair in San Francisco?',
      answer:
        'Usually, yes. Call {phone} before {sameDayCutoff} on a weekday or Saturday and we can often get a technician to you the same day; because we are based in the city, a nearby tech may be at your door {arrival}. Later calls are booked for the next morning we are open. In buildings with a doorman or elevator reservations, tell us when you book so we can coordinate access.',
    },
    {
      question: 'Which appliance brands do you repair in San Francisco?',
      answer:
        'We fix the brands San Francisco kitchens actually have: compact Bosch and Miele dishwashers, Sub-Zero and Thermador built-ins in remodeled Pacific Heights homes, and the Whirlpool, GE, Samsung, LG and Frigidaire units landlords install in rental flats. Stacked and ventless laundry pairs from LG, Electrolux and Whirlpool are a big part of our city work, since so many apartments have no room for side-by-side machines.',
    },
    {
      question: 'How much does appliance repair cost in San Francisco?',
      answer:
        'Most San Francisco repairs fall within {priceRange}, parts and labor included, and you see the number in writing before any work starts. The diagnostic visit is {diagnosticTerms}. Tenants can ask us to send the estimate straight to the landlord or property manager for approval.',
    },
    {
      question: 'Is my San Francisco appliance repair covered by a warranty?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Keep your invoice somewhere handy; landlords and property managers often pass a copy to tenants so everyone in the building knows the unit is covered.',
    },
    {
      question: 'Do the technicians you send to San Francisco work for you directly?',
      answer:
        'Yes. {business} is family-owned, and our technicians work for us directly. Many San Francisco condo associations and property managers ask vendors for paperwork before anyone works inside the building. Mention it when you book and we will have the documents ready for the management office before the technician arrives.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'Rental-flat appliances that stay for decades',
        description:
          'Landlord-supplied ranges and refrigerators in older apartment buildings are rarely replaced, so we see worn door gaskets, failed defrost heaters and tired burner igniters on units older than the tenants’ leases.',
      },
      {
        title: 'Built-in refrigerators in remodeled kitchens',
        description:
          'Panel-ready Sub-Zero and Thermador built-ins breathe through a grille at the top or bottom; dust and lint behind it make the compressor run hot, so a warm built-in often starts with a clogged condenser.',
      },
      {
        title: 'Ventless dryers where no duct can go',
        description:
          'Condos and flats with no route for an outside vent use condenser or heat-pump dryers, which dry slower and slower, and some stop with an error, when their lint screens and condenser are not cleaned.',
      },
      {
        title: 'Gas cooktops old and new induction',
        description:
          'Older kitchens across the city cook on gas, with clicking igniters and spill-clogged burner ports; new buildings are built all-electric, so induction cooktops and their control boards now turn up in new condos too.',
      },
    ],
    commonProblems: [
      {
        title: 'Stacked dryer needs two cycles',
        description:
          'Clothes still damp after a full cycle usually mean a lint-packed duct, a crushed transition hose behind the stack or, on a ventless model, a clogged condenser; we check the airflow before replacing any part.',
      },
      {
        title: 'Front-load washer smells or stops with a suds code',
        description:
          'A musty drum points to a mildewed door boot and a clogged drain pump filter; a suds error usually means too much detergent for soft city water, which needs less detergent than the cap’s fill line.',
      },
      {
        title: 'Refrigerator warm, freezer still cold',
        description:
          'When the freezer works but the fresh-food section warms up, a failed evaporator fan or a defrost fault that has iced over the coil is the usual cause, more often than the compressor.',
      },
      {
        title: 'Gas burner clicks but will not light',
        description:
          'A burner that keeps clicking usually has a wet or misaligned burner cap, ports clogged by a boil-over or a failing igniter or spark module; we clean and test before ordering parts.',
      },
      {
        title: 'Dishwasher will not drain',
        description:
          'Standing water in the tub comes from a clogged filter, a kinked drain hose under a tight sink or, right after a new disposal goes in, the disposal’s knockout plug that was never removed.',
      },
    ],
  },
};

export default city;
