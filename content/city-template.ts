/**
 * Copy every city page shares (docs/product.md "City pages", templated and hand-built
 * variants). Per-city text lives in content/cities/; this file holds only what
 * is the same in every city, so a change here changes all 40 pages at once.
 *
 * `{city}` is the city's name, filled in by the template; every other `{token}`
 * is a fact token (content/TOKENS.md).
 */

/** One of the six service tiles (an icon and a name; the service's page has the details); `service` is a slug of content/services/. */
export interface CityServiceCard {
  title: string;
  service: string;
  icon: string;
}
export interface CityPoint {
  title: string;
  icon: string;
  description: string;
}
export interface CityFaqTemplate {
  question: string;
  answer: string;
}

export const cityTemplate = {
  /** Under the hero's lead, on every city page: the same words as the home page's badges. */
  heroBadges: ['{warranty} warranty', 'Written estimate first', 'Family-owned'],
  services: {
    title: 'Appliance repair services in {city}',
    intro: 'Each has its own page of common faults and typical costs.',
    items: [
      {
        title: 'Refrigerator',
        service: 'refrigerator-repair',
        icon: 'refrigerator',
      },
      {
        title: 'Washer & Dryer',
        service: 'washer-repair',
        icon: 'washing-machine',
      },
      {
        title: 'Dishwasher',
        service: 'dishwasher-repair',
        icon: 'glass-water',
      },
      {
        title: 'Oven & Stove',
        service: 'oven-repair',
        icon: 'flame',
      },
      {
        title: 'Ice Maker',
        service: 'ice-maker-repair',
        icon: 'snowflake',
      },
      {
        title: 'Disposal Replacement',
        service: 'disposal-repair',
        icon: 'wrench',
      },
    ] satisfies CityServiceCard[],
  },
  trust: {
    title: 'Why {city} residents call us',
    points: [
      {
        title: 'Same-day or next-day visits',
        icon: 'clock',
        description:
          'Call before {sameDayCutoff} for a same-day visit when the schedule allows; otherwise we book the first slot of the next day we are open.',
      },
      {
        title: 'Our own technicians',
        icon: 'shield-check',
        // "Family-owned" is the hero badge's; the card says what it means at the door.
        description: 'Every technician works for us directly, never for a referral network.',
      },
      {
        title: 'Upfront written estimates',
        icon: 'file-text',
        description:
          'You see the price before any work starts; the {diagnosticFee} diagnostic is credited when you go ahead with the repair.',
      },
      {
        title: '{warranty} warranty',
        icon: 'badge-check',
        // The title says how long; the FAQ links the line to the terms, so the card does not say it twice.
        description: 'Parts and labor on every repair, with the dates written on your invoice.',
      },
      {
        // Not the {repairs} count: it persuades once, on home and /about, not on 40 city pages (issue 47).
        title: 'The old part, shown to you',
        icon: 'wrench',
        description:
          'The technician shows you the worn or broken part before fitting the new one, and cleans up before leaving.',
      },
    ] satisfies CityPoint[],
  },
  process: {
    title: 'How a repair works',
    steps: [
      {
        title: 'Book Online or Call',
        icon: 'calendar-check',
        description:
          'Pick a time on the booking page or call us; tell us the appliance, the brand and what it is doing.',
      },
      {
        title: 'Technician Arrives',
        icon: 'truck',
        description: 'A technician arrives in the booked window with common parts for your model on the van.',
      },
      {
        title: 'Quick Diagnosis',
        icon: 'search',
        // The written estimate is the "Upfront written estimates" card's; the step says what is done.
        description: 'The fault is tested, not guessed, before any part is replaced.',
      },
      {
        title: 'Professional Repair',
        icon: 'wrench',
        description:
          'Most repairs are finished in one visit of about {duration}, then the appliance is run with you before we leave.',
      },
    ] satisfies CityPoint[],
  },
  areas: {
    title: 'Neighborhoods we serve in {city}',
    localTitle: 'Appliance repair in {city}: what we see',
  },
  zipCodes: {
    title: 'ZIP codes we serve in {city}',
    intro: 'Every ZIP code below is in our service area.',
  },
  faq: { title: '{city} appliance repair questions' },
  // Communities, not cities: Castro Valley, one of the pages, is unincorporated (content/unincorporated-places.ts).
  nearby: { title: 'Nearby communities we serve' },
  cta: {
    title: 'Need an appliance fixed in {city}?',
    // The warranty, the estimate and same-day are each said in their own section above; the closing asks for the call.
    text: 'Call or book online and tell us the appliance, the brand and what it is doing.',
  },
  /**
   * Sections of the hand-built variant (the cities whose content has `handBuilt`). Its FAQs and
   * Pricing & Warranty say what the templated page's trust points say, so it has no trust section.
   */
  handBuilt: {
    /** Under the hero's call, text and schedule buttons (the hand-built page's call/text/schedule links, merged into the hero: docs/product.md, city pages). */
    contactText: 'Texting? Send a photo of the model label and we will quote faster.',
    /** What the place does to appliances (climate, water, housing); the problems list is the repairs themselves. */
    issuesTitle: 'What {city} homes and weather do to appliances',
    problemsTitle: 'Repairs we make most often in {city}',
    /** Above the problems, which open one at a time: a visitor looks for the symptom they see. */
    problemsIntro: 'Open the symptom your appliance shows for what usually causes it.',
    /**
     * Our Process and Pricing & Warranty in one section: the estimate step is where the price is
     * and the warranty step is the warranty, so two sections told each fact twice.
     */
    processTitle: 'Our Process, Pricing & Warranty',
    process: [
      {
        title: 'Diagnose',
        icon: 'search',
        description:
          'A technician arrives in your booked window and tests the appliance to find the cause. The visit is {diagnosticTerms}.',
      },
      {
        title: 'Estimate',
        icon: 'file-text',
        description:
          'You approve a written price for parts and labor before we touch a screw; most repairs cost {priceRange}.',
      },
      {
        title: 'Repair',
        icon: 'wrench',
        description:
          'We fix it on the spot with quality parts whenever they are on the van, and run it with you before we leave.',
      },
      {
        title: 'Warranty',
        icon: 'shield-check',
        description: '{warranty} warranty on parts and labor, written on the invoice you keep.',
      },
    ] satisfies CityPoint[],
    brandsTitle: 'Brands we repair in {city}',
    /** One section for the five nearest city pages and the coverage pages (service-area links and nearby cities would say the same thing: docs/product.md, city pages). */
    serviceAreaTitle: 'Nearby communities and service areas',
    serviceAreaLinks: { all: 'All service areas', local: 'Find appliance repair near you' },
    relatedTitle: 'Related services',
    bookTitle: 'Book now',
  },
  /** FAQs of the generic `/{slug}-appliance-repair` page, generated per city. */
  aliasFaqs: [
    {
      question: 'Do you offer same-day appliance repair in {city}?',
      answer:
        'Yes. Call before {sameDayCutoff} and we will try to reach {city} the same day; otherwise we book the first opening of the next day we are open.',
    },
    {
      question: 'Which appliance brands do you repair in {city}?',
      answer: 'All major brands, from Whirlpool, GE, Samsung and LG to Bosch, Miele, Sub-Zero, Wolf and Viking.',
    },
    {
      question: 'How much does appliance repair cost in {city}?',
      answer: 'Most repairs cost {priceRange}. The diagnostic visit is {diagnosticTerms}.',
    },
    {
      question: 'What warranty do you give on repairs in {city}?',
      answer: 'Every repair in {city} carries our {warrantyLine}, with the full terms on our About page.',
    },
    {
      question: 'Do your {city} technicians work for you directly?',
      answer: 'Yes. Every technician works for {business}, a family-owned company, not for a referral network.',
    },
  ] satisfies CityFaqTemplate[],
};
