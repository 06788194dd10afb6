import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'dryer-repair',
  appliance: 'dryer',
  name: 'Dryer Repair',
  meta: {
    title: 'Dryer Repair San Francisco | Gas & Electric Dryers',
    description:
      'Dryer not heating, taking forever or squealing? Bay Area technicians repair gas and electric dryers of all major brands, with a vent check on every visit.',
    h1: 'Dryer Repair in San Francisco & the Bay Area',
  },
  intro:
    'A dryer that runs cold or needs three cycles to dry a load is wasting energy and, often, hiding a clogged vent. {business} repairs gas and electric dryers throughout the Bay Area, usually the same day when you call before {sameDayCutoff}, and checks the exhaust vent on every visit.',
  card: {
    description:
      'Gas and electric dryers that will not heat, take two cycles or will not start, with a vent check on every visit.',
    icon: 'wind',
  },
  costRange: '$150–$350',
  whyChoose: [
    {
      title: 'Gas and electric dryers',
      description:
        'Igniters, gas valve coils, heating elements, thermal fuses, belts, rollers and motors on standard, stacked and compact dryers.',
      icon: 'flame',
    },
    {
      title: 'Vent check included',
      description:
        'A restricted vent causes most heating failures and many dryer fires, so we check airflow at the outside hood before we call the job done.',
      icon: 'wind',
    },
    {
      title: 'Same-day or next-day',
      description:
        'Call before {sameDayCutoff} for same-day service in most of the Bay Area; otherwise we schedule you for the next day we are open.',
      icon: 'clock',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every dryer repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Runs but doesn’t heat',
      description:
        'On electric dryers, a burned-out heating element, a blown thermal fuse or a tripped high-limit thermostat; on gas dryers, a weak igniter or failed gas valve coils. A blown thermal fuse usually means the vent is restricted, though a failed cycling thermostat or a shorted heating element can blow one too.',
    },
    {
      title: 'Takes two or more cycles to dry',
      description:
        'Most often a clogged exhaust vent or lint-packed lint screen housing rather than the dryer itself. A long, crushed or lint-filled vent also makes the dryer run hot and is a real fire hazard.',
    },
    {
      title: 'Won’t start at all',
      description:
        'A faulty door switch, a broken start switch, a failed drive motor, or a blown thermal fuse (many Whirlpool-built dryers will not run at all when it opens). On electric models, power lost on one leg of the 240-volt supply can also do it: a failing breaker or a burnt connection at the terminal block (a two-pole breaker that trips cuts both legs at once).',
    },
    {
      title: 'Motor runs but the drum doesn’t turn',
      description:
        'A broken drive belt: you hear the motor hum and the drum spins freely by hand. A seized idler pulley is often what broke the belt, so we check and usually replace both.',
    },
    {
      title: 'Squealing, thumping or scraping',
      description:
        'Squeals come from a dry idler pulley or worn drum support rollers, thumping from rollers with flat spots, and scraping from worn drum glides or felt seals at the front or rear of the drum.',
    },
    {
      title: 'Overheating or shutting off mid-cycle',
      description:
        'A restricted vent, a failing cycling thermostat, or a motor that overheats and trips its internal overload. If the cabinet feels hot to the touch, stop using the dryer until it is checked.',
    },
    {
      title: 'Burning or gas smell',
      description:
        'A burning smell usually means lint has collected around the heater or burner: stop the dryer and have the vent and housing cleaned. Any smell of gas is different. {gasSafety}',
    },
  ],
  faqs: [
    {
      question: 'How much does dryer repair cost?',
      answer:
        'Most dryer repairs cost {costRange} including parts and labor. Thermal fuses, belts, door switches and igniters are at the lower end; heating elements and gas valve coils in the middle; a drive motor or a control board at the upper end, and a control board for some newer models above it, because the board alone costs that much. The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate before any work starts.',
    },
    {
      question: 'Should I repair or replace my dryer?',
      answer:
        'Dryers usually last {lifespanDryer}, and they are simpler machines than washers, so repairs are usually worthwhile. As a rule, repair a dryer that has not reached the low end of that range when the repair costs less than half the price of a comparable new one. Most common dryer repairs cost a fraction of that, so past that age a belt, a roller or a thermal fuse is still worth fixing; a motor or a control board usually is not.',
    },
    {
      question: 'How often should I clean my dryer vent?',
      answer:
        'Clean the lint screen every load and have the full vent run cleaned at least once a year, more often with a long run, pets or heavy use. Replace flexible foil or plastic duct with rigid or semi-rigid metal and keep it as short and straight as possible. If clothes take longer to dry or the outside flap barely opens, clean the vent now.',
    },
    {
      question: 'How long does a dryer repair take?',
      answer:
        'Most dryer repairs take {duration}, including a test run and an airflow check at the vent. We stock the thermal fuses, belts, rollers, idler pulleys, igniters, gas valve coils and heating elements that fail most often. If your dryer needs a motor or control board we do not carry, we order it and return to finish.',
    },
    {
      question: 'What warranty do you give on dryer repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. We also note the condition of your vent on the invoice, because a restricted vent is what kills most heating parts.',
    },
    {
      question: 'Do you repair gas dryers, and is it safe?',
      answer:
        'Yes. Our technicians service gas dryers routinely: igniters, flame sensors, gas valve coils and burner assemblies. We shut off the gas before opening the burner area, leak-test every connection we touch and check that the vent is connected end to end, since a loose or crushed duct can spill carbon monoxide into the room. {gasSafety} {coSafety}',
    },
  ],
  related: ['washer', 'refrigerator', 'dishwasher', 'commercial'],
};

export default service;
