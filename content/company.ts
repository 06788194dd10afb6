/**
 * Copy of the company pages: /about, /contact, /services and /brands
 * (docs/product.md). Facts are `{tokens}` (content/TOKENS.md).
 */
import { brands } from './brands';
import type { AboutContent, ContactContent, ServicesPageContent, BrandsPageContent } from '../model/schemas';

export const about: AboutContent = {
  lead: 'A family-owned appliance repair company from San Francisco, fixing Bay Area appliances the way we would want our own fixed.',
  storyTitle: 'Our story',
  story: [
    '{business} started the way many family businesses do: one technician, one van and a phone that kept ringing because neighbors told neighbors. We grew up in San Francisco, and we started fixing appliances for people we knew before we were fixing them for people all over the Bay Area.',
    'Today we are still family-owned and operated. Our technicians have completed {repairs} repairs in Victorian flats, Peninsula ranch houses, East Bay bungalows and South Bay condos, as well as restaurants, offices and laundromats. We still answer our own phone, and we still treat every kitchen as if it were our mother’s.',
    'We believe most appliances deserve a repair, not a landfill. We tell you honestly when a repair makes sense and when it does not, give you the price in writing before we start, and stand behind our work with a {warrantyLine}.',
  ],
  valuesTitle: 'What we stand for',
  values: [
    {
      title: 'Honest advice',
      description:
        'If a repair costs more than the appliance is worth, we say so, even when it means a smaller job for us.',
      icon: 'heart-handshake',
    },
    {
      title: 'Upfront pricing',
      description: 'A written estimate before any work. The diagnostic visit is {diagnosticTerms}.',
      icon: 'badge-dollar-sign',
    },
    {
      title: 'Skilled technicians',
      description: 'Trained on every major brand from Whirlpool and GE to Sub-Zero, Wolf and Miele.',
      icon: 'award',
    },
    {
      title: 'Work we stand behind',
      description: 'One warranty on every job, whatever we fix; its terms are in full just below.',
      icon: 'shield-check',
    },
  ],
  // The only place the full terms are written (paths.warranty); other pages say {warrantyLine} and link here.
  warrantyTitle: 'Our warranty',
  warrantyText:
    '{warrantyTerms} Your invoice lists the parts we fitted and the day the coverage ends; call us with it and we book the return visit.',
  areaTitle: 'Where we work',
  areaText: 'We serve {coverage}, {coverageReach}. Find your city below.',
  /** Over the team's cards (content/team.ts), shown only when the owner lists someone. */
  teamTitle: 'Who you will meet',
  /** Over the owner's photos of real jobs (content/photos/index.ts `jobPhotos`), shown only when there are some. */
  jobPhotosTitle: 'From recent jobs',
};

export const contact: ContactContent = {
  lead: 'Call, text or book online. A real person from our family business answers, and most repairs are scheduled the same day or the next day we are open.',
  waysTitle: 'Get in touch',
  callText: 'The fastest way to get a technician out today. Tell us the appliance, the brand and what it is doing.',
  sameDayTitle: 'Same-day and next-day service',
  sameDayText:
    'Call before {sameDayCutoff} and we can usually send a technician the same day, often {arrival} in central San Francisco. After that we schedule you first thing the next day we are open. Saturday appointments are available too.',
  hoursTitle: 'Business hours',
  locationTitle: 'Location',
  locationText: 'We are based in San Francisco and come to you: every repair is done in your home or business.',
  areaText: '{coverage}, {coverageReach}.',
  pricingTitle: 'Pricing',
  pricing: [
    'A written estimate before any work',
    '{diagnosticFee} diagnostic, credited toward the repair when you go ahead with it',
    'Typical repairs {priceRange}, parts and labor',
  ],
  warrantyTitle: 'Warranty',
  warrantyText: 'One warranty, whatever we repair for you: our {warrantyLine}, with the full terms on our About page.',
  coverageTitle: 'Communities we cover',
};

export const servicesPage: ServicesPageContent = {
  lead: 'One family team for every appliance in your kitchen and laundry room. Pick a service to see the problems we fix, what it costs and answers to common questions.',
  cardsTitle: 'What we repair',
  citiesTitle: 'Top cities we serve',
  citiesIntro: 'We serve {coverage}. These are the cities we visit most.',
  closingTitle: 'Ready to book your repair?',
  closingText:
    'Call before {sameDayCutoff} for same-day service, or book online. The {diagnosticFee} diagnostic is credited to the repair; typical repairs {priceRange}.',
};

export const brandsPage: BrandsPageContent = {
  lead: 'We repair every major appliance brand sold in the Bay Area, from everyday kitchen and laundry names to high-end built-in and commercial equipment.',
  /** Counted from content/brands.ts `all`: the content check refuses a number of brands that differs. */
  listTitle: `All ${brands.all.length} brands we service`,
  note: 'Don’t see your brand? Call {phone}: we likely repair it too. Every repair comes with a written estimate and our {warranty} warranty.',
  groups: [
    {
      title: 'Everyday kitchen and laundry brands',
      description:
        'Whirlpool, GE, Samsung, LG, Maytag, Frigidaire, KitchenAid, Kenmore, Amana and Hotpoint make most of the appliances in Bay Area homes. Our vans carry their most common parts (igniters, drain pumps, door switches, fan motors), so most of these repairs are finished in one visit.',
    },
    {
      title: 'High-end built-in and professional-style',
      description:
        'Sub-Zero, Wolf, Thermador, Viking, Miele, Dacor, Bertazzoni, Fisher & Paykel and JennAir need model-specific diagnostics and careful handling of custom panels. We test before replacing anything and order genuine parts when a part is not on the van.',
    },
    {
      title: 'Laundry workhorses, wine and undercounter refrigeration',
      description:
        'Speed Queen washers and dryers in homes and laundry rooms, and U-Line, Perlick, Marvel and True undercounter refrigerators, ice makers and wine coolers in kitchens, bars and restaurants.',
    },
  ],
  pagesTitle: 'Brand repair pages',
  pagesIntro:
    'The brands we are called out for most, each with the lines it makes, its common failures and fault codes, parts, costs and warranty.',
  othersTitle: 'Other brands we repair',
  othersIntro:
    'We repair these too, with the same written estimate and warranty; tell us the model when you call so the right parts come with us.',
  related: ['refrigerator', 'washer', 'dishwasher', 'oven'],
  closingTitle: 'Need a repair on any of these brands?',
  closingText: 'Call {phone} or book online. Same-day service when you reach us before {sameDayCutoff}.',
};
