import type { Service } from '../../model/schemas';
import { errorCodes } from '../error-codes';

const service: Service = {
  slug: 'dishwasher-repair',
  appliance: 'dishwasher',
  name: 'Dishwasher Repair',
  meta: {
    title: 'Dishwasher Repair San Francisco & Bay Area',
    description:
      'Dishwasher not draining, not cleaning, leaking or showing an error code? Bay Area technicians repair Bosch, Whirlpool, KitchenAid, Samsung, LG and more.',
    h1: 'Dishwasher Repair in San Francisco & the Bay Area',
  },
  intro:
    'Standing water in the tub, dishes that come out gritty, or an error code you cannot decode: most dishwasher problems come down to a handful of parts, and we know them brand by brand. {business} repairs built-in and drawer dishwashers across the Bay Area, usually the same day when you call before {sameDayCutoff}.',
  card: {
    description:
      'Drainage, cleaning, leak and error-code problems diagnosed brand by brand and fixed, usually in one visit.',
    icon: 'droplets',
  },
  whyChoose: [
    {
      title: 'Error codes decoded',
      description:
        'We read stored fault codes on Bosch, Whirlpool, KitchenAid, Samsung, LG and other models and test the part they point to instead of guessing.',
      icon: 'scan-search',
    },
    {
      title: 'Fast, tidy service',
      description:
        'Most dishwasher repairs take {duration}, and we protect your floor and cabinets while the unit is pulled out.',
      icon: 'clock',
    },
    {
      title: 'Written estimate first',
      description:
        'You approve the price before work begins, and the {diagnosticFee} diagnostic is credited toward the repair.',
      icon: 'badge-dollar-sign',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every dishwasher repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Not draining',
      description:
        'Usually a clogged filter or sump, a kinked drain hose, or a blocked air gap or disposal inlet. If the dishwasher has never drained since a new disposal went in, the knockout plug was left in; otherwise the drain pump may have failed.',
    },
    {
      title: 'Not cleaning dishes well',
      description:
        'A dirty filter, spray arms with clogged holes, or water that is not hot enough (run the kitchen tap until hot before starting). Weak wash pressure from a failing wash pump or a low fill from a bad inlet valve are the repair causes.',
    },
    {
      title: 'Leaking onto the floor',
      description:
        'A worn door gasket, a cracked spray arm or sump seal, a loose drain or supply connection under the unit, or suds from using hand-washing liquid. An unlevel dishwasher can also spill water past the door.',
    },
    {
      title: 'Won’t start',
      description:
        'Check the child or control lock first. Otherwise the door latch switch is not closing, a thermal fuse or wiring connection has failed, or the control board or touchpad is no longer responding.',
    },
    {
      title: 'Bad smell or mold',
      description:
        'Food trapped in the filter and sump, mold along the bottom of the door gasket, or dirty water siphoning back from the sink because the drain hose has no high loop or air gap.',
    },
    {
      title: 'Error codes by brand',
      description:
        'Bosch, Whirlpool, KitchenAid, Samsung and LG display codes for leaks, drain and water supply faults. The code tells us which system to test; the most common ones are explained in the error code list on this page.',
    },
    {
      title: 'Dishes still wet at the end',
      description:
        'Many modern dishwashers, including Bosch, dry by condensation and rely on rinse aid, so an empty rinse-aid dispenser is the first thing to check. On models with a heating element, the element or its thermostat may have failed.',
    },
  ],
  faqs: [
    {
      question: 'How much does dishwasher repair cost?',
      answer:
        'Most dishwasher repairs fall within our typical {priceRange} range. Door latches, inlet valves, drain pumps and door gaskets are toward the lower end; wash motors and control boards toward the upper end. The {diagnosticFee} diagnostic is credited toward the repair, and you get a written estimate before any work starts.',
    },
    {
      question: 'Is my dishwasher worth repairing?',
      answer:
        'Dishwashers typically last {lifespanDishwasher}. If yours has not reached the low end of that range and the repair costs less than half the price of a comparable new model, repair it, especially if it is a built-in with custom panels. If a ten-year-old dishwasher needs a wash motor or control board, replacement often makes more sense, and we will say so.',
    },
    {
      question: 'Why won’t my dishwasher drain after a new garbage disposal was installed?',
      answer:
        'New disposals come with a plastic knockout plug sealing the dishwasher inlet. If the installer did not knock it out, the dishwasher has nowhere to drain and will usually show a drain error. With the power off, the plug is removed through the inlet with a screwdriver and the loose piece retrieved from inside the disposal.',
    },
    {
      question: 'How long does a dishwasher repair take?',
      answer:
        'Most dishwasher repairs take {duration}, including a test cycle to confirm it fills, washes and drains without leaking. We carry drain pumps, inlet valves, door latches and common seals. If your model needs a brand-specific control board or wash motor, we order it and return to install it, usually within a few days.',
    },
    {
      question: 'What warranty comes with a dishwasher repair?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Your invoice lists the parts, the date and the coverage, so a follow-up visit is quick and simple.',
    },
    {
      question: 'How can I keep my dishwasher running well?',
      answer:
        'Clean the filter {dishwasherFilter}. Scrape rather than rinse dishes, and run the kitchen tap until hot before starting a cycle. Then match detergent to your water. {bayAreaWater}. With soft water, use less detergent than the label suggests, since too much leaves film and etches glasses; with hard water, use a full dose and keep rinse aid topped up.',
    },
  ],
  related: ['refrigerator', 'oven', 'disposal', 'washer'],
  extras: {
    errorCodes: errorCodes.dishwasher,
    brandsServiced: [
      'Bosch',
      'Whirlpool',
      'KitchenAid',
      'GE',
      'Samsung',
      'LG',
      'Maytag',
      'Frigidaire',
      'Electrolux',
      'Kenmore',
      'Miele',
      'Thermador',
      'Fisher & Paykel',
      'JennAir',
      'Amana',
    ],
    process: [
      {
        title: 'Call or book online',
        description:
          'Tell us the brand, the model and what you are seeing, including any error code, so the technician arrives with the likely parts.',
        icon: 'phone-call',
      },
      {
        title: 'On-site diagnosis',
        description:
          'We check the filter, sump, spray arms, pumps, inlet valve and door seals and read stored fault codes to find the actual cause.',
        icon: 'scan-search',
      },
      {
        title: 'Written estimate',
        description: 'You get a clear written price before any work.',
        icon: 'file-text',
      },
      {
        title: 'Repair',
        description:
          'We replace the failed part, usually in {duration}, and protect your floor and cabinets while the dishwasher is pulled out.',
        icon: 'wrench',
      },
      {
        title: 'Test with you',
        description: 'We run a cycle with you and check for leaks and a complete drain before we leave.',
        icon: 'shield-check',
      },
    ],
    trackingKey: 'dishwasher',
  },
};

export default service;
