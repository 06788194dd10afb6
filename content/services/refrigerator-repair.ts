import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'refrigerator-repair',
  appliance: 'refrigerator',
  name: 'Refrigerator Repair',
  meta: {
    title: 'Refrigerator Repair in San Francisco & Bay Area',
    description:
      'Refrigerator not cooling, leaking or icing up? Our own Bay Area technicians repair every major brand, often the same day, with a written estimate first.',
    h1: 'Refrigerator Repair in San Francisco & the Bay Area',
  },
  intro:
    'When a refrigerator stops holding 37–40°F, you have hours, not days, before the food inside is at risk. {business} sends its own technicians across the Bay Area, usually the same day when you call before {sameDayCutoff}, and most repairs are finished in {duration} with parts from the truck.',
  card: {
    description: 'Cooling, leaking, frost, noise and ice maker problems on every refrigerator style and major brand.',
    icon: 'refrigerator',
  },
  whyChoose: [
    {
      title: 'Same-day service',
      description:
        'Call before {sameDayCutoff} and we can usually have a technician at your door the same day, because a warm refrigerator cannot wait until next week.',
      icon: 'clock',
    },
    {
      title: 'A written price before work starts',
      description:
        'The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate before we replace a single part.',
      icon: 'badge-dollar-sign',
    },
    {
      title: 'Every major brand and style',
      description:
        'Top-freezer, bottom-freezer, side-by-side, French-door and built-in column units from Whirlpool and GE to Samsung, LG and Sub-Zero.',
      icon: 'refrigerator',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every refrigerator repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Not cooling or running warm',
      description:
        'Most often dusty condenser coils or a failed condenser fan motor that can no longer shed heat. A bad start relay or compressor is less common; a failing relay usually shows itself as a brief hum from the compressor, then the click of the overload cutting out, repeated every few minutes.',
    },
    {
      title: 'Freezer cold, fresh-food section warm',
      description:
        'In most refrigerators all the cold air comes from the freezer evaporator, so this points to coils frozen over by a failed defrost heater, defrost thermostat or control, a stopped evaporator fan, or an air damper stuck closed. Dual-evaporator models such as Sub-Zero and Samsung Twin Cooling cool the fresh-food section with an evaporator of its own, so there we check that coil, its fan and its defrost.',
    },
    {
      title: 'Water on the floor or under the crisper drawers',
      description:
        'Usually a clogged defrost drain that lets meltwater freeze and overflow inside the cabinet. On models with a dispenser, a cracked filter housing or a loose water line behind the unit is the other common source.',
    },
    {
      title: 'Loud buzzing, clicking or grinding',
      description:
        'A worn evaporator or condenser fan motor squeals or grinds, and a fan blade striking ice makes a rhythmic clatter. Repeated clicking with no cooling is typically the compressor start relay or overload failing.',
    },
    {
      title: 'Frost or ice building up inside',
      description:
        'A torn or flattened door gasket lets humid air in, which turns into frost. Frost covering the back panel of the freezer is the classic sign that the automatic defrost system has stopped working.',
    },
    {
      title: 'Runs constantly without shutting off',
      description:
        'Dirty coils, a leaking door seal or a failing thermistor that misreads the temperature keep the compressor running. If all of those check out, a slow refrigerant leak in the sealed system is the likely cause.',
    },
    {
      title: 'Freezing food in the fresh-food section',
      description:
        'An air damper stuck open, a failed thermistor or a control board that never switches the compressor off floods the fresh-food side with freezer air and freezes milk and lettuce.',
    },
    {
      title: 'Ice maker or water dispenser not working',
      description:
        'Check for a frozen fill tube or an overdue water filter first. Beyond that it is usually the water inlet valve, the dispenser switch, or the ice maker module itself.',
    },
  ],
  faqs: [
    {
      question: 'How much does refrigerator repair cost?',
      answer:
        'Most refrigerator repairs fall within our typical {priceRange} range: fan motors, defrost parts, start relays, thermistors, door gaskets and water valves. Sealed-system work such as a compressor or a refrigerant leak costs more, and we tell you that before anything starts. {epaCertified} The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate first.',
    },
    {
      question: 'Is my refrigerator worth repairing, or should I replace it?',
      answer:
        'Refrigerators typically last {lifespanRefrigerator}. Our rule of thumb: repair when the cost is under half the price of a comparable new unit and the refrigerator has not reached the low end of that range; from there on, lean toward replacing it for a major repair. A fan motor or defrost heater on an eight-year-old fridge is almost always worth fixing; a failed compressor on a fourteen-year-old one usually is not, and we will say so.',
    },
    {
      question: 'What temperature should my refrigerator and freezer be set to?',
      answer:
        'Keep the fresh-food section at 37–40°F and the freezer at 0°F. Trust an appliance thermometer in a glass of water on the middle shelf rather than the dial, and give the unit 24 hours to settle after any adjustment. If it will not get below 40°F even with the control turned colder, something has failed and your food is at risk.',
    },
    {
      question: 'How long does a refrigerator repair take?',
      answer:
        'Most repairs take {duration} once the technician is on site. We carry common fan motors, start relays, thermistors, defrost heaters and water valves on the truck. Brand-specific control boards and sealed-system parts sometimes have to be ordered; in that case we schedule the return visit as soon as the part arrives and tell you how to protect your food until then.',
    },
    {
      question: 'What warranty comes with a refrigerator repair?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Keep your invoice: it lists the parts we installed and the date your coverage started, which makes any follow-up visit quick.',
    },
    {
      question: 'How can I prevent refrigerator breakdowns?',
      answer:
        'Vacuum or brush the condenser coils {coilCleaning}, more often if you have pets, and change the water filter on the same schedule. Check that the door gaskets grip a sheet of paper all the way around. Leave a couple of inches of space behind the unit so it can breathe, and keep freezer vents clear of packages so cold air can circulate.',
    },
  ],
  related: ['freezer', 'ice-maker', 'wine-refrigerator', 'dishwasher'],
};

export default service;
