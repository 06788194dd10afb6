import type { City } from '../../model/schemas';

const city: City = {
  slug: 'palo-alto',
  name: 'Palo Alto',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.4419, longitude: -122.143 },
  water: { supplier: 'City of Palo Alto Utilities (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'City of Palo Alto Utilities',
  sources:
    'Water and hardness: the annual water quality report of City of Palo Alto Utilities. Gas: the City of Palo Alto Utilities service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Palo Alto Appliance Repair | Eichler & Premium Kitchens',
    description:
      'Appliance repair for Palo Alto Eichlers, Professorville shingle houses and premium Sub-Zero, Wolf and Miele kitchens. Same-day visits often available.',
    h1: 'Appliance Repair in Palo Alto',
  },
  blurb:
    'Built-in refrigerator, wall oven and dishwasher repair for Palo Alto Eichlers and older Professorville homes.',
  neighborhoods: [
    'Old Palo Alto',
    'Professorville',
    'Crescent Park',
    'Midtown',
    'Barron Park',
    'College Terrace',
    'Greenmeadow',
    'Palo Verde',
  ],
  localFeatures:
    'Palo Alto has one of the largest collections of Eichler homes anywhere, in Greenmeadow, Palo Verde, Midtown and along Charleston Road. Their open kitchens were designed around built-in wall ovens and cooktops, and many have since been remodeled with panel-ready Sub-Zero refrigerators, Wolf ranges and Miele or Bosch dishwashers that need careful handling of custom cabinetry. Professorville and Old Palo Alto add century-old shingle and craftsman houses where the laundry often lives in a basement or detached garage. The city runs its own utilities: tap water comes from {waterSupplier} and is {waterHardness}, so scale is seldom the main culprit, and gas comes from {gasUtility} rather than the regional utility. Summers are warm but mild. Tree-lined streets make parking easy, although Downtown North and College Terrace fill up on busy Stanford days.',
  faqs: [
    {
      question: 'Is same-day appliance repair available in Palo Alto?',
      answer:
        'Usually. For Palo Alto, call or book before {sameDayCutoff} and we will try to send a technician that afternoon; otherwise we confirm an appointment for the next day we are open. Built-in and premium units sometimes need a specific part ordered, so the first visit may be the diagnosis, with the repair finished once the part arrives, typically within a few days.',
    },
    {
      question: 'Do you repair high-end brands in Palo Alto?',
      answer:
        'Yes. A large share of our Palo Alto work involves Sub-Zero, Wolf, Thermador, Miele, Viking, JennAir and Fisher & Paykel, alongside everyday Whirlpool, GE, Bosch, LG and Samsung appliances. Technicians who come to Palo Alto are used to panel-ready and integrated units, so they remove and refit custom cabinet panels carefully and leave the finish as they found it.',
    },
    {
      question: 'What does it cost to repair an appliance in Palo Alto?',
      answer:
        'The typical Palo Alto repair costs {priceRange}, though premium built-ins with expensive parts can run higher, and we tell you that before any work begins. Diagnosis costs {diagnosticFee}, and that fee is credited when you approve the repair. For an original Eichler wall oven, we will also tell you honestly whether repairing or replacing makes more sense.',
    },
    {
      question: 'What is your warranty on Palo Alto repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. If a newer unit is still under the manufacturer’s own coverage, we will point that out first so you do not pay for a repair the maker should handle.',
    },
    {
      question: 'Do the technicians you send to Palo Alto homes work for you directly?',
      answer:
        'Yes. Every technician works for us directly, and {business} is family-owned and operated. Many Palo Alto homes are owner-occupied Eichlers with original mahogany paneling and radiant-heated floors, so we protect the floors, work carefully around paneling and cabinetry, and leave the kitchen as clean as we found it.',
    },
  ],
};

export default city;
