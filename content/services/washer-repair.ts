import type { Service } from '../../model/schemas';

const service: Service = {
  slug: 'washer-repair',
  appliance: 'washer',
  name: 'Washer Repair',
  meta: {
    title: 'Washer Repair in San Francisco & the Bay Area',
    description:
      'Washing machine won’t drain, spin or stop leaking? Local family-run technicians fix top-load and front-load washers of every major brand, often same day.',
    h1: 'Washer Repair in San Francisco & the Bay Area',
  },
  intro:
    'A washer that stops mid-cycle full of water is one of the most common calls we get. {business} repairs top-load and front-load washers across the Bay Area, usually the same day when you call before {sameDayCutoff}, and most fixes take {duration}.',
  card: {
    description: 'Top-load and front-load washers that will not drain, spin or fill, or that leak onto the floor.',
    icon: 'washing-machine',
  },
  costRange: '$150–$400',
  whyChoose: [
    {
      title: 'Same-day washer repair',
      description:
        'Call before {sameDayCutoff} and a technician can usually be there the same day, so the laundry does not pile up for a week.',
      icon: 'clock',
    },
    {
      title: 'Top-load and front-load',
      description:
        'Agitator and impeller top-loaders, front-loaders, stacked laundry centers and compact units from Whirlpool, Maytag, LG, Samsung, Bosch, Miele and Speed Queen.',
      icon: 'washing-machine',
    },
    {
      title: 'Upfront pricing',
      description:
        'You get a written estimate before any work, and the {diagnosticFee} diagnostic is credited toward the repair when you go ahead.',
      icon: 'badge-dollar-sign',
    },
    {
      title: '{warranty} warranty',
      description: 'Parts and labor on every washer repair, with the terms on your invoice.',
      icon: 'shield-check',
    },
  ],
  problems: [
    {
      title: 'Won’t drain',
      description:
        'Usually a clogged pump filter (behind the small door at the bottom front of most front-loaders), a kinked or blocked drain hose, or a failed drain pump. Socks, coins and hair ties are the usual culprits.',
    },
    {
      title: 'Won’t spin or spins slowly',
      description:
        'Often a drain problem in disguise, because a washer will not spin with water left in the tub. Otherwise it is a worn drive belt, a failed lid switch or door lock, a broken motor coupling, or a badly unbalanced load.',
    },
    {
      title: 'Leaking water',
      description:
        'On front-loaders, a torn door boot seal or a loose pump filter cap; on any washer, worn fill hoses, a drain hose that has slipped out of the standpipe, or a failing tub seal.',
    },
    {
      title: 'Shaking, walking or banging during spin',
      description:
        'Check that the feet are level and the load is balanced first. If it keeps happening, the suspension rods or springs, shock absorbers or tub dampers are worn and no longer control the tub.',
    },
    {
      title: 'Door won’t lock or won’t unlock',
      description:
        'Front-loaders will not start until the door lock latches, and they keep it locked while water remains in the tub, so a failed lock assembly and a drain problem cause the same symptom.',
    },
    {
      title: 'Roaring or grinding during spin',
      description:
        'A roar that grows louder as the spin speeds up is almost always worn tub bearings, usually after the tub seal failed and let water in. Grinding can also be a coin trapped in the drain pump.',
    },
    {
      title: 'Won’t fill or fills slowly',
      description:
        'Clogged inlet screens where the hoses connect, a failed water inlet valve, a partly closed supply valve, or a faulty pressure sensor that believes the tub is already full.',
    },
    {
      title: 'Musty smell or mold on the door seal',
      description:
        'Front-loaders trap water in the door boot and the pump filter. Too much detergent or non-HE detergent makes it worse; a monthly cleaning cycle and leaving the door ajar between loads prevent it.',
    },
  ],
  faqs: [
    {
      question: 'How much does washer repair cost?',
      answer:
        'Most washer repairs cost {costRange} including parts and labor. A drain pump, door lock or lid switch sits at the lower end; a motor or a control board at the upper end, where the part itself is most of the price. Tub bearings are usually above that range: on a front-loader the machine comes apart down to the drum, and on many models the tub is sealed and replaced whole, so it is half a day of work plus the tub; we price it before you decide. The {diagnosticFee} diagnostic is credited toward the repair, and you get a written estimate before we start, so the price you approve is the price you pay.',
    },
    {
      question: 'Should I repair or replace my washer?',
      answer:
        'Washers usually last {lifespanWasher}. If yours has not reached the low end of that range and the repair costs less than half the price of a comparable new machine, repairing it is almost always the better deal. On an older washer, a tub bearing failure is often the point where replacement makes more sense, and we will tell you honestly when that is the case.',
    },
    {
      question: 'How long does a washer repair take?',
      answer:
        'Most washer repairs take {duration}. We carry drain pumps, door locks, lid switches, belts, inlet valves and suspension parts for the common brands. If your model needs a control board or bearing kit that we do not stock, we order it and come back to finish, usually within a few days.',
    },
    {
      question: 'What warranty do you give on washer repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. The coverage and the parts we used are written on your invoice, so there is never any question about what is included.',
    },
    {
      question: 'How often should I replace my washer hoses?',
      answer:
        'Replace the fill hoses {hoseReplacement}, or right away if you see bulges, cracks or rust at the fittings. A burst hose can release several gallons a minute, which is why it is one of the most common causes of laundry-room water damage. Braided stainless hoses last longer than rubber, and closing the supply valves before a trip is cheap insurance.',
    },
    {
      question: 'Why does my front-load washer smell?',
      answer:
        'Front-loaders seal tightly to save water, so moisture and detergent residue stay in the door boot, the dispenser drawer and the pump filter. Use HE detergent sparingly, wipe the door seal after the last load, leave the door and drawer ajar, clean the pump filter every few months and run a hot cleaning cycle monthly. A persistent smell can also mean a partly blocked drain.',
    },
  ],
  related: ['dryer', 'dishwasher', 'refrigerator', 'commercial'],
};

export default service;
