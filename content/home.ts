/**
 * Home page copy (docs/product.md "Home page"). Business facts are written as
 * `{tokens}` (content/TOKENS.md) so the price, warranty and cutoff shown here
 * always match the contact page, the footer and the structured data.
 */
import type { HomeContent } from '../model/schemas';

export const home: HomeContent = {
  lead: '{business} is a family-owned repair company fixing refrigerators, washers, dryers, dishwashers, ovens and more across San Francisco and the Bay Area. Call before {sameDayCutoff} for same-day service, or book online for the next day we are open.',
  badges: [
    'Same-day & next-day service',
    'Family-owned and operated',
    '{warranty} warranty',
    '{diagnosticFee} diagnostic, credited to the repair',
  ],
  howItWorks: {
    title: 'How It Works',
    intro: 'From the first call to the finished repair, four simple steps. Most visits are done in {duration}.',
    steps: [
      {
        title: 'Call or book online',
        description:
          'Call {phone} or pick a time online. Tell us the appliance, the brand and what it is doing so we bring the likely parts.',
        icon: 'phone-call',
      },
      {
        title: 'Technician arrives',
        description:
          'A technician from our family business arrives in the window you chose, same day when you reach us before {sameDayCutoff}, Saturdays too.',
        icon: 'truck',
      },
      {
        title: 'Diagnosis and written estimate',
        description:
          'We test the appliance, find the actual cause and give you a written price. The {diagnosticFee} diagnostic is credited toward the repair.',
        icon: 'file-text',
      },
      {
        title: 'Repair and warranty',
        description:
          'We fix it, test it with you, and cover the repair with our {warranty} warranty on parts and labor.',
        icon: 'shield-check',
      },
    ],
  },
  servicesIntro:
    'Kitchen, laundry and specialty appliances from every major brand, in houses, apartments and businesses. Choose an appliance to see common problems, costs and answers.',
  pricing: {
    title: 'Honest, Upfront Pricing',
    intro: 'No surprises: you know what the visit costs before we arrive and what the repair costs before we start.',
    items: [
      {
        label: 'Diagnostic visit',
        value: '{diagnosticFee}',
        detail: 'Credited in full toward the repair when you go ahead with it.',
      },
      {
        label: 'Written estimate',
        value: 'Before any work',
        detail: 'You approve the price in writing before we start.',
      },
      {
        label: 'Typical repair',
        value: '{priceRange}',
        detail: 'Parts and labor for most repairs, quoted in writing before any work begins.',
      },
      {
        label: 'Warranty',
        value: '{warranty}',
        detail: 'A {warrantyMonths} guarantee on parts and labor for every repair we make.',
      },
    ],
    note: 'We accept cash, cards, Zelle and checks.',
  },
  coverage: {
    title: 'Serving the Whole Bay Area',
    intro: 'We serve {coverage}, {coverageReach}.',
    mapCaption: 'Our service area: {coverage}, each with its own page.',
    mapAlt: 'Map of the San Francisco Bay Area showing the seven counties we serve around San Francisco',
  },
  reviews: {
    title: 'Five-Star Reviews Across the Bay Area',
    intro: 'Rated 5 stars on every platform where our customers review us.',
  },
  gallery: {
    title: 'Recent repairs, case by case',
    intro: 'Three recent jobs as our technicians wrote them up.',
  },
  about: [
    {
      heading: 'Appliance repair you can trust in San Francisco and the Bay Area',
      paragraphs: [
        '{business} is a family-owned and operated appliance repair company based in San Francisco. Our technicians have completed {repairs} repairs in homes, apartments, restaurants and offices across seven Bay Area counties. We repair the appliances a household depends on every day: refrigerators and freezers, washers and dryers, dishwashers, ovens, ranges, stoves and cooktops, ice makers, wine refrigerators and garbage disposals.',
        'Most breakdowns are one worn part: a fan motor or start relay in a refrigerator, a drain pump in a washer, an igniter in a gas oven. We find the cause and tell you honestly whether the repair is worth it at your appliance’s age.',
      ],
    },
    {
      heading: 'Every major brand, residential and commercial',
      paragraphs: [
        'We work on Whirlpool, GE, Samsung, LG, Maytag, Frigidaire, KitchenAid, Bosch, Electrolux and Kenmore, and on high-end built-in appliances from Sub-Zero, Wolf, Viking, Thermador, Miele and Fisher & Paykel. Landlords and property managers use us to keep rental units running, and restaurants, offices and laundromats get priority emergency response.',
        'Whatever we fix, one warranty applies. {warrantyTerms}',
      ],
    },
  ],
  closing: {
    title: 'Appliance broken? Let’s fix it today.',
    text: 'Call {phone} or book online. Same-day service when you reach us before {sameDayCutoff}.',
  },
};
