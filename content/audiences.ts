/**
 * Residential and commercial audience pages (docs/product.md "Residential page",
 * "Commercial page"). Related services are keys of `relatedServiceKinds`
 * (content/related-services.ts), never hand-written URLs.
 */
import type { AudienceContent } from '../model/schemas';

export const residential: AudienceContent = {
  // Same-day, the estimate and the warranty each have their card below; the lead says who the page is for.
  lead: 'Kitchen and laundry appliances fixed in your home, whether you own it, rent it or rent it out.',
  popularTitle: 'Popular home repairs',
  popular: ['refrigerator', 'washer', 'dryer', 'dishwasher', 'oven', 'ice-maker'],
  groupsTitle: 'Who we help',
  groups: [
    {
      title: 'Homeowners',
      description:
        'Your appliances are an investment. We repair them properly so they last, and tell you honestly when replacement makes more sense.',
      features: [
        'Repair-or-replace advice based on age and cost',
        'High-end built-ins: Sub-Zero, Wolf, Thermador, Miele',
        'Saturday appointments as well as weekdays',
        'Maintenance tips so it does not happen again',
      ],
    },
    {
      title: 'Renters',
      description:
        'Appliance broken in your apartment? We can work with you and your landlord, so the repair is approved and billed the way your lease says.',
      features: [
        'We coordinate access and approval with your landlord',
        'Written estimate your landlord can approve',
        'Invoice in the owner’s or manager’s name',
        'Same-day visits for no-cooling and no-drain emergencies',
      ],
    },
    {
      title: 'Landlords & property managers',
      description:
        'Keep units rented and tenants happy. We schedule directly with tenants and send you a clear invoice for every unit.',
      features: [
        'Direct scheduling with tenants',
        'Itemized invoices per unit and address',
        'Multi-unit and repeat-visit pricing',
        'Warranty records for every repair',
      ],
    },
  ],
  whyTitle: 'Why Bay Area families choose us',
  why: [
    {
      title: 'Family-owned',
      description: 'A local family business, not a national dispatch center. You talk to the people who do the work.',
      icon: 'house',
    },
    {
      title: 'Fast service',
      description:
        'Same-day service when you call before {sameDayCutoff}, otherwise the next day we are open; most repairs take {duration}.',
      icon: 'clock',
    },
    {
      title: 'Fair, upfront prices',
      description:
        'A {diagnosticFee} diagnostic credited toward the repair when you go ahead, and typical repairs of {priceRange}.',
      icon: 'badge-dollar-sign',
    },
    {
      // Not "Guaranteed work" with no terms (issue 47): the warranty, linked to its terms on /about.
      title: 'Work under warranty',
      description:
        'Technicians who work for us directly, and our {warrantyLine}, with the full terms on our About page.',
      icon: 'shield-check',
    },
  ],
  faqs: [
    {
      question: 'Do you repair appliances in apartments and condos?',
      answer:
        'Yes. We work in apartments, condos, flats and houses all over the Bay Area. Let us know about building access, elevators, parking or vendor paperwork the building requires when you book, and we will arrive prepared.',
    },
    {
      question: 'I rent my home. Who pays for the repair?',
      answer:
        'That depends on your lease; in Bay Area rentals the landlord often pays for built-in appliances, so check your lease. We can send the written estimate to your landlord or property manager for approval and bill them directly.',
    },
    {
      question: 'How much does a home appliance repair cost?',
      answer:
        'Most home repairs cost {priceRange} for parts and labor. The diagnostic visit is {diagnosticTerms}. You approve a written estimate before we start.',
    },
    {
      question: 'How quickly can you come out?',
      answer:
        'Call before {sameDayCutoff} and we can usually come the same day; otherwise the next day we are open. Saturday appointments are available too. Our hours are {hours}.',
    },
    {
      question: 'Is it worth repairing an older appliance?',
      answer:
        'A good rule: repair when the cost is under half the price of a comparable new appliance and the appliance has not reached the low end of its own typical lifespan. Refrigerators last {lifespanRefrigerator}, washers {lifespanWasher}, dryers {lifespanDryer}, dishwashers {lifespanDishwasher}, and ovens and ranges {lifespanOven}.',
    },
  ],
  // Not the popular six again: the four home appliances that section leaves out (docs/product.md).
  related: ['freezer', 'cooktop', 'wine-refrigerator', 'disposal'],
  closingTitle: 'Get your home back to normal today',
  closingText: 'Call {phone} or book online, and tell us the appliance, the brand and what it is doing.',
};

export const commercial: AudienceContent = {
  lead: 'When a reach-in cooler fails mid-shift or the laundry room washer floods, you cannot wait. Within our hours, {schedule}, {business} puts Bay Area businesses at the front of the line, with repairs built to keep you open.',
  popularTitle: 'Commercial equipment we repair',
  equipment: [
    {
      title: 'Refrigeration',
      description:
        'Reach-in and under-counter refrigerators and freezers, prep tables, beverage coolers and wine refrigerators.',
      icon: 'refrigerator',
    },
    {
      title: 'Cooking equipment',
      description:
        'Commercial-style ranges, ovens, cooktops and residential-grade kitchens in offices and break rooms.',
      icon: 'flame',
    },
    {
      title: 'Ice machines',
      description: 'Undercounter and built-in ice makers that make no ice, small cubes or leak, cleaned and descaled.',
      icon: 'snowflake',
    },
    {
      title: 'Laundry equipment',
      description:
        'Heavy-use washers and dryers in laundromats, laundry rooms and multi-housing, including Speed Queen.',
      icon: 'washing-machine',
    },
    {
      title: 'Dishwashers',
      description: 'Office, break-room and residential-style dishwashers that will not drain, clean or fill.',
      icon: 'droplets',
    },
    {
      title: 'Garbage disposals',
      description: 'Jammed, leaking and worn-out disposals in office kitchens and rental units.',
      icon: 'trash',
    },
  ],
  groupsTitle: 'Businesses we serve',
  groups: [
    {
      title: 'Restaurants & food service',
      description:
        'A failed cooler or oven costs you inventory and covers. We answer fast and bring common parts for major commercial and residential brands. {epaCertified}',
      features: [
        'Priority emergency response',
        'Reach-in coolers, freezers and prep tables',
        'Ice machines and wine refrigerators',
        'The first slot of the day, before your doors open',
      ],
    },
    {
      title: 'Office buildings',
      description:
        'Break-room refrigerators, dishwashers, ice makers and microwaves kept running for your team, scheduled around the workday.',
      features: [
        'Break-room and kitchen appliances',
        'Scheduling with building management',
        'Vendor paperwork for your building on request',
        'One invoice per visit for facilities',
      ],
    },
    {
      title: 'Laundromats & multi-housing',
      description:
        'Washers and dryers that run all day need fast repairs. We service laundromats, apartment laundry rooms and in-unit appliances for property managers.',
      features: [
        'Heavy-use washers and dryers',
        'Dryer vent checks for fire safety',
        'In-unit kitchen and laundry appliances',
        'Multi-unit scheduling and itemized invoices',
      ],
    },
  ],
  whyTitle: 'Why businesses choose us',
  why: [
    {
      title: 'Our own technicians',
      description: 'Technicians who work for our family business directly, never subcontractors.',
      icon: 'badge-check',
    },
    {
      title: 'Flexible scheduling',
      description:
        'Appointments {schedule}; the first slot of the day gets a repair done before most restaurants open.',
      icon: 'calendar-clock',
    },
    {
      title: 'Upfront pricing',
      description: 'A written estimate before any work and the {diagnosticFee} diagnostic credited toward the repair.',
      icon: 'badge-dollar-sign',
    },
    {
      // Not "Guaranteed repairs" with no terms (issue 47): the warranty, linked to its terms on /about.
      title: 'Repairs under warranty',
      description: 'Every repair carries our {warrantyLine}, with the full terms on our About page.',
      icon: 'shield-check',
    },
  ],
  emergency: {
    title: 'Priority emergency response',
    text: 'Within our hours ({hours}), commercial clients go to the front of the line. Call {phone} and tell us it is a business emergency: we dispatch the first available technician, often {arrival} in central San Francisco, and bring parts for the most common failures so you can reopen the same day.',
  },
  faqs: [
    {
      question: 'Do you offer emergency service for businesses?',
      answer:
        'Yes, within our hours: commercial clients go to the front of the line. Call {phone}, tell us it is a business emergency, and we send the first available technician, usually the same day. We have no night or Sunday service.',
    },
    {
      question: 'What commercial equipment do you repair?',
      answer:
        'Reach-in and under-counter refrigeration, freezers, ice machines, ranges, ovens and cooktops, dishwashers, disposals and heavy-use washers and dryers in restaurants, offices, laundromats and apartment buildings.',
    },
    {
      question: 'Can you work outside business hours?',
      answer:
        'No. We work {hours}, with no night or Sunday visits. What we can do is book the first slot of the day, which falls before most restaurants and shops open, or a Saturday visit for an office closed that day. If a cooler fails after we close, move the stock to another unit or a cooler with ice and call when we open.',
    },
    {
      question: 'Do you service multiple units or locations?',
      answer:
        'Yes. Property managers and multi-location businesses get coordinated scheduling, itemized invoices per unit or address, and warranty records for every repair.',
    },
    {
      question: 'How is commercial work priced?',
      answer:
        'The same way as at home: a written estimate before any work, and a diagnostic visit that is {diagnosticTerms}.',
    },
  ],
  related: ['refrigerator', 'washer', 'dryer'],
  closingTitle: 'Keep your business running',
  closingText: 'Call {phone} for priority emergency response, or book a scheduled visit online.',
};
