import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'ice-maker-repair',
  appliance: 'ice maker',
  name: 'Ice Maker Repair',
  meta: {
    title: 'Ice Maker Repair in San Francisco & Bay Area',
    description:
      'Ice maker not making ice, making small cubes or leaking? Bay Area technicians repair refrigerator ice makers and built-in undercounter ice machines.',
    h1: 'Ice Maker Repair in San Francisco & the Bay Area',
  },
  intro:
    'An ice maker that quits is usually a water supply or temperature problem rather than a dead ice maker, and we find out which before selling you parts. {business} repairs refrigerator ice makers, in-door dispensers and undercounter ice machines across the Bay Area, usually the same day when you call before {sameDayCutoff}.',
  card: {
    description: 'Refrigerator and undercounter ice makers that stop making ice, make small cubes or leak.',
    icon: 'snowflake',
  },
  costRange: '$150–$350',
  whyChoose: [
    {
      title: 'Root cause first',
      description:
        'We check freezer temperature, water pressure, the fill tube and the inlet valve before replacing an ice maker module, so you only pay for what failed.',
      icon: 'scan-search',
    },
    {
      title: 'Refrigerator and standalone units',
      description:
        'Freezer and in-door ice makers in French-door and side-by-side refrigerators, plus undercounter clear-ice machines from U-Line, Scotsman and Sub-Zero.',
      icon: 'snowflake',
    },
    {
      title: 'Same-day service',
      description:
        'Call before {sameDayCutoff} for same-day service in most of the Bay Area; most ice maker repairs take {duration}.',
      icon: 'clock',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every ice maker repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'No ice at all',
      description:
        'First check that the freezer is near 0°F and the shutoff arm or switch is on; most ice makers will not cycle in a warm freezer. Beyond that, a frozen fill tube, a failed water inlet valve or a dead ice maker module is the usual cause.',
    },
    {
      title: 'Small, hollow or misshapen cubes',
      description:
        'Not enough water reaching the mold: an overdue water filter, low household water pressure, a partly frozen fill tube or a weak inlet valve.',
    },
    {
      title: 'Leaking or ice forming around the ice maker',
      description:
        'An inlet valve that does not close fully and drips, a fill tube that froze and diverted water, water pressure high enough to overshoot the mold, or a refrigerator that is not level.',
    },
    {
      title: 'Ice clumped into a solid block',
      description:
        'Ice that partly melts and refreezes from temperature swings, a door left ajar or a defrost problem. Ice that sits unused for weeks also fuses; dumping the bin now and then helps.',
    },
    {
      title: 'Dispenser won’t release ice',
      description:
        'Clumped ice jamming the auger, a failed auger motor, a bad dispenser switch or door flap solenoid, or ice frozen in the chute, common on in-door ice makers in French-door refrigerators.',
    },
    {
      title: 'In-door ice maker frosting over',
      description:
        'On French-door refrigerators with the ice maker in the fresh-food door, warm moist air leaking past the ice compartment seal, or a failed ice compartment fan or heater, lets frost build until the ice maker stops.',
    },
    {
      title: 'Bad-tasting or smelly ice',
      description:
        'An overdue water filter (change it twice a year), old ice absorbing freezer odors, or a new plastic supply line. We flush the line and check the filter housing.',
    },
    {
      title: 'Undercounter ice machine slow or not harvesting',
      description:
        'Mineral scale on the evaporator plate, a dusty condenser, a failed water pump or a faulty harvest sensor. Clear-ice machines need cleaning and descaling two to four times a year.',
    },
  ],
  faqs: [
    {
      question: 'How much does ice maker repair cost?',
      answer:
        'Most ice maker repairs cost {costRange} including parts and labor. A water inlet valve, fill tube heater or dispenser switch is at the lower end; a complete ice maker module at the upper end. A compressor or a control board in an undercounter ice machine is usually above that range, mostly for the part; we price it before any work. The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate before any work starts.',
    },
    {
      question: 'Why is my ice maker not making ice even though the freezer is cold?',
      answer:
        'If the freezer is at 0°F, the problem is usually water: the supply valve behind the refrigerator is partly closed, the water filter is clogged, the fill tube has frozen solid, or the inlet valve has failed. Check that the shutoff arm is down and try a new filter. If the dispenser pours water but no ice comes, call us.',
    },
    {
      question: 'How often should I clean my ice maker?',
      answer:
        'Empty and wash the ice bin two to four times a year and change the refrigerator water filter twice a year. Undercounter clear-ice machines need a full cleaning and descaling on the same schedule, using the manufacturer’s cleaner, because scale on the evaporator slows ice production and eventually stops harvesting altogether.',
    },
    {
      question: 'How long does an ice maker repair take?',
      answer:
        'Most ice maker repairs take {duration}. After the repair, expect the first ice within about 24 hours and a full bin in two to three days. Throw out the first few batches, which can carry air and sediment from the line. If the part has to be ordered, we return to install it as soon as it arrives.',
    },
    {
      question: 'What warranty comes with an ice maker repair?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Your invoice lists the parts and the start date of your coverage.',
    },
  ],
  related: ['refrigerator', 'freezer', 'wine-refrigerator', 'commercial'],
};

export default service;
