import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'disposal-repair',
  appliance: 'garbage disposal',
  name: 'Garbage Disposal Repair',
  meta: {
    title: 'Garbage Disposal Repair & Replacement | Bay Area',
    description:
      'Garbage disposal humming, jammed, leaking or dead? Bay Area technicians repair or replace disposals, clear jams and reconnect dishwasher drains.',
    h1: 'Garbage Disposal Repair in San Francisco & the Bay Area',
  },
  intro:
    'A humming, jammed or leaking garbage disposal puts the whole sink out of action. {business} clears jams, fixes leaks and replaces worn-out disposals across the Bay Area, usually the same day when you call before {sameDayCutoff}, and we will tell you honestly when replacement is cheaper than repair.',
  card: {
    description: 'Jams cleared, leaks fixed and worn-out disposals replaced, with the dishwasher drain checked.',
    icon: 'trash',
  },
  costRange: '$150–$250',
  whyChoose: [
    {
      title: 'Repair or replace, honestly',
      description:
        'Many jams and leaks are quick fixes; a cracked housing or burned-out motor is not. We explain which you have before you spend anything.',
      icon: 'scale',
    },
    {
      title: 'Dishwasher connection checked',
      description:
        'We reconnect and test the dishwasher drain on every disposal job, so you are not left with a dishwasher that will not drain.',
      icon: 'droplets',
    },
    {
      title: 'Upfront pricing',
      description:
        'You approve a written estimate before any work, and the {diagnosticFee} diagnostic is credited toward the repair.',
      icon: 'badge-dollar-sign',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every disposal repair and replacement, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Hums but doesn’t spin',
      description:
        'The flywheel is jammed by a bone, fruit pit or utensil. With the power off, a hex key in the socket on the bottom usually frees it; if it still hums after the jam is cleared, the motor is failing.',
    },
    {
      title: 'Completely dead, no sound',
      description:
        'The motor’s overload protector has tripped (press the red reset button on the bottom), the breaker or GFCI has tripped, or the wall switch, air switch or motor has failed.',
    },
    {
      title: 'Leaking from the top at the sink',
      description:
        'The sink flange has lost its plumber’s putty seal or the mounting ring has worked loose. Reseating the flange fixes it without replacing the disposal.',
    },
    {
      title: 'Leaking from the side or bottom',
      description:
        'A leak at the side is usually the dishwasher inlet hose clamp or the discharge tube gasket. A leak from the bottom usually means the housing has corroded through, and the disposal needs replacing.',
    },
    {
      title: 'Slow draining or clogged sink',
      description:
        'Fibrous or starchy waste such as celery, onion skins, potato peels, rice, pasta or coffee grounds packed into the drain line or P-trap, or dull grinding components that no longer break food down.',
    },
    {
      title: 'Grinding, rattling or loud noise',
      description:
        'A spoon, bottle cap or fruit pit in the chamber; with the power off, check with tongs, never your hand. Noise that continues with the chamber empty points to worn motor bearings.',
    },
    {
      title: 'Persistent bad odor',
      description:
        'Food packed under the rubber splash guard and around the grinding chamber. Cleaning the guard and running plenty of cold water while grinding helps; a smell that persists can mean a partly blocked drain line.',
    },
  ],
  faqs: [
    {
      question: 'How much does garbage disposal repair cost?',
      answer:
        'Most garbage disposal repairs cost {costRange}: clearing a jam or resetting the motor at the lower end, resealing the sink flange or replacing a leaking drain connection at the upper end. Replacing the disposal costs more than that range, because the new unit itself (from a basic half-horsepower model to a quieter three-quarter or one horsepower one) comes on top of the installation; you get the written price for the unit you choose before we start. The {diagnosticFee} diagnostic is credited toward the work, and you approve a written estimate before we start.',
    },
    {
      question: 'Should I repair or replace my garbage disposal?',
      answer:
        'Repair it when the problem is a jam, a tripped reset, a loose flange or a leaking connection; those are quick and inexpensive. Replace it when the housing leaks from the bottom, the motor hums even after the jam is cleared, or the unit is old and grinds poorly. A cracked or corroded housing cannot be sealed reliably.',
    },
    {
      question: 'Can I clear a jammed disposal myself?',
      answer:
        'Often, yes. Switch off the disposal and unplug it or turn off the breaker. Insert a hex key into the socket in the center of the bottom and work it back and forth until it turns freely, then remove the object with tongs, never your hand. Press the red reset button, restore power and run cold water before switching on.',
    },
    {
      question: 'What should I never put down a garbage disposal?',
      answer:
        'Keep out grease and oil, fibrous scraps such as celery, corn husks and onion skins, starchy foods like potato peels, pasta and rice, coffee grounds, eggshells, bones and fruit pits. Always run cold water before, during and for a few seconds after grinding, so food is flushed through and fats stay solid instead of coating the pipe.',
    },
    {
      question: 'How long does a disposal repair or replacement take?',
      answer:
        'Most disposal repairs and replacements take {duration}, including reconnecting the dishwasher drain and checking every joint for leaks under running water. If you are replacing the disposal, we can bring a unit matched to your sink and household, or install one you have already bought.',
    },
    {
      question: 'What warranty do you give on disposal work?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. A new disposal also carries its manufacturer’s own warranty on the unit itself.',
    },
  ],
  related: ['dishwasher', 'refrigerator', 'oven', 'commercial'],
};

export default service;
