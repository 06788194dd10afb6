import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'freezer-repair',
  appliance: 'freezer',
  name: 'Freezer Repair',
  meta: {
    title: 'Freezer Repair San Francisco | Upright & Chest',
    description:
      'Freezer not freezing, frosting up or running nonstop? Local technicians repair upright, chest, built-in and garage freezers across the Bay Area.',
    h1: 'Freezer Repair in San Francisco & the Bay Area',
  },
  intro:
    'A freezer should hold 0°F, and once it drifts much above that, a full load of food is on the clock. {business} repairs upright, chest, built-in and drawer freezers across the Bay Area, usually the same day when you call before {sameDayCutoff}, with most repairs finished in {duration}.',
  card: {
    description: 'Upright, chest, drawer and garage freezers that will not hold 0°F, build up frost or will not start.',
    icon: 'thermometer-snowflake',
  },
  whyChoose: [
    {
      title: 'Fast response for thawing food',
      description:
        'Call before {sameDayCutoff} and we can usually be there the same day, because a warming freezer full of food cannot wait.',
      icon: 'clock',
    },
    {
      title: 'Every freezer type',
      description:
        'Upright and chest freezers, freezer drawers, built-in column freezers from Sub-Zero and Thermador, and the freezer section of any refrigerator.',
      icon: 'thermometer-snowflake',
    },
    {
      title: 'Written estimate first',
      description:
        'You approve the price before work begins, and the {diagnosticFee} diagnostic is credited toward the repair.',
      icon: 'badge-dollar-sign',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every freezer repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Not cold enough or food softening',
      description:
        'Dusty condenser coils, a failed condenser or evaporator fan, a leaking door gasket or a failing start relay. A freezer that runs constantly but never reaches 0°F may have a sealed-system leak.',
    },
    {
      title: 'Heavy frost or ice buildup',
      description:
        'On frost-free freezers, a failed defrost heater, defrost thermostat or defrost control. On manual-defrost chest freezers, a quarter inch of frost simply means it is time to defrost, unless it comes back quickly because the lid seal leaks.',
    },
    {
      title: 'Runs constantly',
      description:
        'Dirty coils, a worn door or lid gasket, a door that is not closing because the freezer is overfilled, or a frosted-over evaporator that can no longer move cold air.',
    },
    {
      title: 'Water inside or on the floor',
      description:
        'A clogged or frozen defrost drain tube, or a drain pan that is cracked or out of place. On chest freezers, check that the drain plug inside the cabinet is fully seated.',
    },
    {
      title: 'Loud or unusual noises',
      description:
        'An evaporator fan blade hitting ice makes a rattle or clatter, a worn fan motor squeals, and a compressor that clicks on and off without starting has a failing start relay or overload.',
    },
    {
      title: 'Not running at all',
      description:
        'No power at the outlet (check the GFCI, especially in garages), a failed start relay or overload, a failed thermostat or control board, or in older units a failed compressor.',
    },
    {
      title: 'Garage freezer struggling in cold or heat',
      description:
        'Many freezers are only designed for indoor room temperatures. In a cold garage the compressor may barely run, and in a hot one it cannot keep up; garage-ready models are built for a wider range.',
    },
    {
      title: 'Door or lid won’t seal',
      description:
        'A torn or hardened gasket, a sagging door hinge, or a worn lid hinge on a chest freezer lets warm, humid air in, which shows up as frost near the opening.',
    },
  ],
  faqs: [
    {
      question: 'What temperature should my freezer be?',
      answer:
        'Set your freezer to hold 0°F. Check it with an appliance thermometer placed between packages rather than relying on the dial, and allow 24 hours after any change. If a full freezer will not get below about 10°F, or ice cream turns soft, something has failed and it is worth calling before the food thaws.',
    },
    {
      question: 'What should I do with the food while my freezer is down?',
      answer:
        'Keep the door closed. A full freezer holds a safe temperature for about 48 hours and a half-full one for about 24 hours if the door stays shut, according to USDA guidance. Group packages together, add bags of ice if you can, and move the most valuable items to a friend’s freezer or a cooler if the repair has to wait for parts.',
    },
    {
      question: 'How much does freezer repair cost?',
      answer:
        'Most freezer repairs fall within our typical {priceRange} range: fan motors, start relays, defrost heaters, thermostats and door gaskets. Sealed-system repairs such as a compressor or refrigerant leak cost more, and we tell you before starting. {epaCertified} The {diagnosticFee} diagnostic is credited toward the repair, and you approve a written estimate first.',
    },
    {
      question: 'Is my freezer worth repairing?',
      answer:
        'If your freezer is under about ten years old and the repair costs less than half the price of a comparable new one, repairing it is usually the better value. Fans, relays, defrost parts and gaskets are all worthwhile repairs. A compressor failure on an older, inexpensive chest freezer is usually the point to replace it.',
    },
    {
      question: 'How long does a freezer repair take?',
      answer:
        'Most freezer repairs take {duration} once the technician is on site. A frozen-over evaporator has to be melted off before a defrost part can be tested, which can add time. If we need to order a part, we tell you how long the food should keep and schedule the return visit as soon as the part arrives.',
    },
    {
      question: 'What warranty do you give on freezer repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Your invoice records the parts and the start date of your coverage, which makes any follow-up visit simple.',
    },
  ],
  related: ['refrigerator', 'ice-maker', 'wine-refrigerator', 'commercial'],
};

export default service;
