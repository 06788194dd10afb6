import type { Service } from '../../model/schemas';
import { errorCodes } from '../error-codes';

const service: Service = {
  slug: 'oven-repair',
  appliance: 'oven',
  name: 'Oven & Range Repair',
  meta: {
    title: 'Oven & Range Repair San Francisco | Gas & Electric',
    description:
      'Oven not heating, burners won’t light or an error code on the display? We repair gas and electric ovens, ranges and stoves across the Bay Area.',
    h1: 'Oven & Range Repair in San Francisco & the Bay Area',
  },
  intro:
    'From a gas oven that will not light to an electric range stuck locked after self-clean, {business} repairs ovens, ranges, stoves and wall ovens across the Bay Area. Call before {sameDayCutoff} for same-day service; most repairs take {duration}.',
  card: {
    description: 'Gas and electric ovens, ranges and stoves that will not heat, light or hold temperature.',
    icon: 'flame',
  },
  whyChoose: [
    {
      title: 'Tested, not guessed',
      description:
        'We measure igniter current, sensor resistance and element continuity, then verify the repair by checking oven temperature with a thermometer.',
      icon: 'thermometer',
    },
    {
      title: 'Upfront pricing',
      description:
        'You approve a written estimate before any work starts, and the {diagnosticFee} diagnostic is credited toward the repair.',
      icon: 'badge-dollar-sign',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every oven and range repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Oven not heating',
      description:
        'On electric ovens, a burned-out bake element (often visibly blistered or split) or a failed relay on the control board. On gas ovens, a weak igniter that still glows but no longer draws enough current to open the gas valve, the most common gas oven repair we do.',
    },
    {
      title: 'Wrong temperature: burning or undercooking',
      description:
        'A failing oven temperature sensor, a bake or broil element that only partly works, or a control that needs recalibrating. We check the sensor against the manufacturer’s resistance chart before replacing anything.',
    },
    {
      title: 'Burners won’t light or keep clicking',
      description:
        'Food or moisture in the burner ports or at the igniter, a burner cap that is not seated, a cracked igniter, or a spark switch wet from a spill that keeps the module clicking.',
    },
    {
      title: 'Broiler not working',
      description:
        'A burned-out broil element, or on gas ranges a failed broil igniter. If bake works but broil does not, a broil relay on the control board can also be the cause.',
    },
    {
      title: 'Door locked after self-clean',
      description:
        'The door stays locked until the oven cools. If it never releases, the lock motor or lock switch has failed, a common casualty of the extreme heat of a self-clean cycle, along with thermal fuses and control boards.',
    },
    {
      title: 'Electric range element not heating',
      description:
        'A burned-out coil or radiant element, a loose or burned terminal block where a coil plugs in, or a failed infinite switch behind the knob.',
    },
    {
      title: 'Door won’t close or heat escapes',
      description:
        'Bent or broken hinges and a worn door gasket let heat out, stretch preheat times and can cook the controls above the door.',
    },
  ],
  faqs: [
    {
      question: 'How much does oven or range repair cost?',
      answer:
        'Most oven and range repairs fall within our typical {priceRange} range. Igniters, bake elements, temperature sensors and spark switches are toward the lower end; control boards and door lock assemblies toward the upper end. Pro-style ranges from Wolf, Viking or Thermador are the exception: their parts cost several times as much, so a control board, a spark module or a convection motor there is usually above that range, and we price it before any work. The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate first.',
    },
    {
      question: 'I smell gas near my stove. What should I do?',
      answer:
        '{gasSafety} Once the utility has made the home safe, call us and we will find and repair the faulty valve, connector or burner.',
    },
    {
      question: 'Is it worth repairing my oven or range?',
      answer:
        'Ovens and ranges typically last {lifespanOven}, and most of their failures, such as igniters, elements, sensors and switches, are affordable to fix. Repair is usually the right call while the repair costs less than half the price of a comparable new range. Pro-style ranges from Wolf, Viking or Thermador are almost always worth repairing.',
    },
    {
      question: 'Should I use the self-clean cycle?',
      answer:
        'Self-clean heats the oven to {selfCleanTemp}, and that heat is hard on door locks, thermal fuses and control boards. Many of the failures we see happen during or right after a self-clean. Wipe spills regularly and use self-clean sparingly, never right before a holiday meal, and stay home while it runs.',
    },
    {
      question: 'How long does an oven repair take?',
      answer:
        'Most oven and range repairs take {duration}. We carry igniters, bake and broil elements, temperature sensors, spark switches and infinite switches for common brands. Control boards and parts for pro-style ranges sometimes have to be ordered; when they do, we return as soon as the part arrives and tell you what is safe to use meanwhile.',
    },
    {
      question: 'What warranty do you give on oven and range repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. On gas appliances we also leak-test every connection we touch before we leave.',
    },
  ],
  related: ['cooktop', 'dishwasher', 'refrigerator', 'commercial'],
  extras: {
    errorCodes: errorCodes.oven,
    brandsServiced: [
      'Whirlpool',
      'GE',
      'Samsung',
      'LG',
      'Frigidaire',
      'KitchenAid',
      'Maytag',
      'Bosch',
      'Electrolux',
      'Kenmore',
      'Thermador',
      'Wolf',
      'Viking',
      'JennAir',
      'Dacor',
      'Bertazzoni',
      'Miele',
      'DCS',
    ],
    process: [
      {
        title: 'Call or book online',
        description:
          'Tell us the brand, whether it is gas or electric, and what it is doing, including any error code, so the right parts come on the truck.',
        icon: 'phone-call',
      },
      {
        title: 'Safe diagnosis',
        description:
          'We shut off gas or power as needed, then test igniters, elements, sensors, switches and the control to find the actual fault.',
        icon: 'scan-search',
      },
      {
        title: 'Written estimate',
        description: 'You approve a clear written price before any work.',
        icon: 'file-text',
      },
      {
        title: 'Repair',
        description:
          'We install the replacement part, usually in {duration}, and leak-test every gas connection we have touched.',
        icon: 'wrench',
      },
      {
        title: 'Verify the temperature',
        description: 'We run a bake cycle and check the actual temperature with a thermometer before we leave.',
        icon: 'shield-check',
      },
    ],
    fuelTypes: [
      {
        title: 'Gas ovens and ranges',
        description:
          'We service oven and broil igniters, gas safety valves, surface burners, spark switches and modules, and pressure regulators on gas ranges, stoves and wall ovens, and we leak-test every fitting we touch. A large, yellow or lazy flame makes carbon monoxide, so stop using that burner or oven until it is checked. {coSafety}',
      },
      {
        title: 'Electric ovens and ranges',
        description:
          'We repair bake and broil elements, convection fans and elements, temperature sensors, control boards and relays, infinite switches, terminal blocks and door locks on electric ranges and single or double wall ovens.',
      },
    ],
    trackingKey: 'oven',
  },
};

export default service;
