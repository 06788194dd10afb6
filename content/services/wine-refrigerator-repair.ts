import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'wine-refrigerator-repair',
  appliance: 'wine refrigerator',
  name: 'Wine Refrigerator Repair',
  meta: {
    title: 'Wine Refrigerator & Wine Cooler Repair | Bay Area',
    description:
      'Wine cooler not holding temperature, running warm or noisy? We repair built-in and freestanding wine refrigerators, including Sub-Zero, U-Line and Marvel.',
    h1: 'Wine Refrigerator Repair in San Francisco & the Bay Area',
  },
  intro:
    'A wine refrigerator only has to hold a steady temperature, but when it drifts, the bottles inside can be worth far more than the appliance. {business} repairs built-in, undercounter and freestanding wine refrigerators and wine coolers across the Bay Area, usually the same day when you call before {sameDayCutoff}.',
  card: {
    description: 'Built-in and freestanding wine refrigerators that drift off temperature, frost up or vibrate.',
    icon: 'wine',
  },
  whyChoose: [
    {
      title: 'Built-in specialists',
      description:
        'Undercounter and full-height units from Sub-Zero, U-Line, Marvel, Perlick, True, Thermador and Viking, which ordinary appliance shops often turn away.',
      icon: 'wine',
    },
    {
      title: 'Compressor and thermoelectric',
      description:
        'We repair compressor-cooled units and thermoelectric coolers, and tell you plainly when a small thermoelectric unit is not worth the repair.',
      icon: 'thermometer',
    },
    {
      title: 'Careful with your collection',
      description:
        'We work around racked bottles, keep the door open as briefly as possible and leave the unit holding temperature before we go.',
      icon: 'heart-handshake',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every wine refrigerator repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Not cooling to the set temperature',
      description:
        'On compressor units, dusty condenser coils, a failed fan or a bad start relay. Thermoelectric coolers can only cool about 20°F below room temperature, so a warm room, a failed cooling module or a dead fan will all leave them warm.',
    },
    {
      title: 'Temperature swinging or too cold',
      description:
        'A failing temperature sensor or control board, a door that is not sealing, or a unit installed in direct sun or beside an oven or dishwasher that heats its cabinet.',
    },
    {
      title: 'Frost on the back wall or water in the bottom',
      description:
        'A clogged defrost drain, a defrost cycle that is not running, or humid room air getting in past a worn door gasket.',
    },
    {
      title: 'Noise or vibration',
      description:
        'Worn fan motors or a compressor on hardened mounts. Constant vibration disturbs the sediment in older wines, so it is worth fixing rather than living with.',
    },
    {
      title: 'One zone of a dual-zone unit not working',
      description:
        'Each zone has its own sensor and often its own fan, damper or heater. When one of those fails, one zone drifts warm or cold while the other stays correct.',
    },
    {
      title: 'Built-in unit overheating',
      description:
        'Undercounter wine refrigerators breathe through the front grille at the bottom. If the grille is blocked, or a freestanding-only model was installed inside cabinetry, the compressor overheats and cooling fades.',
    },
    {
      title: 'Display, lights or controls not working',
      description:
        'A failed control board or display, a faulty door switch that leaves the light on and heats the cabinet, or a failed LED driver.',
    },
  ],
  faqs: [
    {
      question: 'What temperature should a wine refrigerator be?',
      answer:
        'Wine refrigerators are built to hold between 45 and 65°F. For long-term storage of both reds and whites, around 55°F is the usual target, with humidity between 50 and 70% to keep corks from drying out. Dual-zone units let you keep whites cooler for serving. Steadiness matters more than the exact number.',
    },
    {
      question: 'Can you repair a thermoelectric wine cooler?',
      answer:
        'Yes. Thermoelectric coolers use a solid-state cooling module and fans instead of a compressor. Fans and power supplies are often worth replacing; on small, inexpensive units a failed cooling module can cost close to a new cooler, and we will say so. Remember they only cool about 20°F below room temperature, so placement matters.',
    },
    {
      question: 'How much does wine refrigerator repair cost?',
      answer:
        'Most wine refrigerator repairs fall within our typical {priceRange} range: fans, temperature sensors, door gaskets, start relays and control boards. Sealed-system work on a built-in compressor unit costs more, and we tell you before starting. {epaCertified} The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate first.',
    },
    {
      question: 'How long does a wine refrigerator repair take?',
      answer:
        'Most wine refrigerator repairs take {duration}. Sensors, fans and relays for common models are on the truck; control boards and parts for premium built-ins such as Sub-Zero, U-Line or Perlick may need to be ordered. While you wait, keep the door closed and the room cool, and the bottles will stay safe.',
    },
    {
      question: 'What warranty comes with a wine refrigerator repair?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Your invoice lists the parts and the start date of your coverage.',
    },
  ],
  related: ['refrigerator', 'freezer', 'ice-maker', 'commercial'],
};

export default service;
