import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'cooktop-repair',
  appliance: 'cooktop',
  name: 'Cooktop Repair',
  meta: {
    title: 'Cooktop Repair San Francisco | Gas, Electric & Induction',
    description:
      'Cooktop burner won’t light, element won’t heat or glass is cracked? We repair gas, radiant electric and induction cooktops of every major brand.',
    h1: 'Cooktop Repair in San Francisco & the Bay Area',
  },
  intro:
    'Whether it is a gas burner that clicks but will not light, a radiant element that stays cold, or an induction zone that will not recognize the pan, {business} repairs cooktops and rangetops across the Bay Area. Call before {sameDayCutoff} for same-day service; most repairs take {duration}.',
  card: {
    description:
      'Gas, radiant glass-top and induction cooktops with ignition, heating, control or cracked-glass problems.',
    icon: 'chef-hat',
  },
  whyChoose: [
    {
      title: 'Gas, electric and induction',
      description:
        'Sealed-burner gas cooktops and pro-style rangetops, coil and radiant glass electric tops, and induction cooktops from Bosch, Thermador, Wolf, Miele and GE.',
      icon: 'flame',
    },
    {
      title: 'Gas safety first',
      description: 'We shut off the gas before opening a cooktop and leak-test every fitting we touch before we leave.',
      icon: 'shield-check',
    },
    {
      title: 'Upfront pricing',
      description:
        'You approve a written estimate before any work starts, and the {diagnosticFee} diagnostic is credited toward the repair.',
      icon: 'badge-dollar-sign',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every cooktop repair, with the terms on your invoice.',
      icon: 'badge-check',
    },
  ],
  problems: [
    {
      title: 'Gas burner won’t light',
      description:
        'Burner ports or the igniter clogged by a boil-over, a burner cap sitting off-center, a cracked ceramic igniter, or a failed spark module.',
    },
    {
      title: 'Constant clicking',
      description:
        'Moisture in a spark switch after cleaning or a spill keeps the igniters sparking. Let it dry for a day; if the clicking continues, the switch or spark module has shorted and needs replacing.',
    },
    {
      title: 'Weak, yellow or uneven flame',
      description:
        'Clogged burner ports, a misaligned cap, a dirty orifice, or an orifice set up for the wrong gas type. A yellow, sooty or lazy flame means incomplete combustion, which makes carbon monoxide: stop using that burner until it is checked. {coSafety}',
    },
    {
      title: 'Radiant element not heating',
      description:
        'On glass-top electric cooktops, a burned-out element, a failed infinite switch or a tripped limiter. If only one ring of a dual element heats, the element or its switch is usually at fault.',
    },
    {
      title: 'Induction zone won’t heat or detect the pan',
      description:
        'The cookware must be magnetic; if a magnet sticks firmly to the bottom, the fault is likely a failed induction coil, power board or cooling fan. The error code narrows it down.',
    },
    {
      title: 'Cracked glass or ceramic top',
      description:
        'Stop using it and switch off the breaker, because a crack can expose live elements and let spills reach the wiring. We replace the top, often as a glass-and-frame assembly.',
    },
    {
      title: 'Touch controls unresponsive or locked',
      description:
        'Check the control lock first, usually released by holding the lock key for a few seconds. Otherwise moisture or grease under the panel or a failed touch control board is the cause.',
    },
    {
      title: 'Hot-surface light stays on',
      description:
        'A failed hot-surface indicator switch or limiter inside the element, or a control relay stuck closed that keeps an element heating after it is turned off.',
    },
  ],
  faqs: [
    {
      question: 'How much does cooktop repair cost?',
      answer:
        'Most cooktop repairs fall within our typical {priceRange} range: igniters, spark switches and modules, infinite switches, radiant elements and touch controls. A replacement glass top or induction power board can cost more, and we tell you before starting. The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate first.',
    },
    {
      question: 'I smell gas near my cooktop. What should I do?',
      answer:
        '{gasSafety} Once the utility has made the home safe, call us and we will find and repair the leaking valve, fitting or burner.',
    },
    {
      question: 'Can a cracked glass cooktop be repaired?',
      answer:
        'The glass itself cannot be safely patched, but it can be replaced, usually as a glass-and-frame assembly for your exact model. Replacing the top is often far cheaper than a new cooktop, particularly on built-in and premium models. Until then, keep it switched off at the breaker and do not cook on it.',
    },
    {
      question: 'Why won’t my induction cooktop heat my pan?',
      answer:
        'Induction only works with magnetic cookware: cast iron, enameled steel and most stainless steel. If a magnet does not stick firmly to the bottom, the pan will not heat. Pans much smaller than the zone may not be detected either. If proper cookware still does not heat, the coil, power board or cooling fan has likely failed.',
    },
    {
      question: 'How long does a cooktop repair take?',
      answer:
        'Most cooktop repairs take {duration}. We carry igniters, spark switches, spark modules, infinite switches and common radiant elements. Glass tops, induction boards and parts for pro-style rangetops usually have to be ordered, so we confirm the exact part on the first visit and return to install it when it arrives.',
    },
    {
      question: 'What warranty do you give on cooktop repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. On gas cooktops, we leak-test every connection we have touched before we leave.',
    },
  ],
  related: ['oven', 'dishwasher', 'refrigerator', 'disposal'],
};

export default service;
