/**
 * Home page copy (docs/product.md "Home page"). Business facts are written as
 * `{tokens}` (content/TOKENS.md) so the price, warranty and cutoff shown here
 * always match the contact page, the footer and the structured data.
 */
import type { HomeContent } from '../model/schemas';

export const home: HomeContent = {
  lead: 'We fix refrigerators, washers, dryers, dishwashers, ovens and more across San Francisco and the Bay Area. Call before {sameDayCutoff} for a same-day visit, or book online for the next day.',
  badges: ['Family-owned and operated', 'Every major brand', 'Homes, rentals and businesses'],
  howItWorks: {
    title: 'How It Works',
    intro: 'Most visits are done in {duration}.',
    steps: [
      {
        title: 'Call or book online',
        description: 'Tell us the appliance, the brand and what it is doing, so we bring the likely parts.',
        icon: 'phone-call',
      },
      {
        title: 'Technician arrives',
        description: 'In the window you chose, Saturdays too.',
        icon: 'truck',
      },
      {
        title: 'Diagnosis and written estimate',
        description: 'We find the actual cause and give you a written price before any work.',
        icon: 'file-text',
      },
      {
        title: 'Repair and warranty',
        description: 'We fix it and test it with you; the repair is under warranty.',
        icon: 'shield-check',
      },
    ],
  },
  servicesIntro: 'Each page has the common problems, typical costs and answers.',
  pricing: {
    title: 'Honest, Upfront Pricing',
    intro: 'You know what the visit costs before we arrive and what the repair costs before we start.',
    items: [
      {
        label: 'Diagnostic visit',
        value: '{diagnosticFee}',
        detail: 'Credited in full toward the repair when you go ahead with it.',
      },
      {
        label: 'Typical repair',
        value: '{priceRange}',
        detail: 'Parts and labor for most repairs, quoted in writing for you to approve first.',
      },
      {
        label: 'Warranty',
        value: '{warranty}',
        detail: 'On the parts we fit and our labor, for every repair.',
      },
    ],
    note: 'We accept cash, cards, Zelle and checks.',
  },
  coverage: {
    title: 'Serving the Whole Bay Area',
    intro: 'We serve {coverage}, {coverageReach}.',
    mapCaption: 'Schematic, not to scale: each dot is a county we serve.',
    mapAlt: 'Map of the San Francisco Bay Area showing the seven counties we serve around San Francisco',
  },
  reviews: {
    title: 'Five-Star Reviews Across the Bay Area',
    intro: 'Our rating on each platform where customers review us.',
  },
  gallery: {
    title: 'Recent repairs, case by case',
    intro: 'Three recent jobs, as the technicians wrote them up.',
  },
  about: [
    {
      heading: 'A family repair business, based in San Francisco',
      paragraphs: [
        'Our technicians have completed {repairs} repairs in homes, apartments, restaurants and offices across seven Bay Area counties. Most breakdowns are one worn part: a fan motor or start relay in a refrigerator, a drain pump in a washer, an igniter in a gas oven. We find it, and tell you honestly whether the repair is worth it at your appliance’s age.',
      ],
    },
    {
      heading: 'Every major brand, residential and commercial',
      paragraphs: [
        'From Whirlpool, GE, Samsung and LG to built-in Sub-Zero, Wolf, Thermador and Miele. Landlords use us to keep rental units running; restaurants, offices and laundromats get priority response.',
      ],
    },
  ],
  closing: {
    title: 'Appliance broken? Let’s fix it today.',
    text: 'Call {phone} or book online. Same-day service when you reach us before {sameDayCutoff}.',
  },
};
