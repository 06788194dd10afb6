import type { City } from '../../model/schemas';

const city: City = {
  slug: 'sunnyvale',
  name: 'Sunnyvale',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.3688, longitude: -122.0363 },
  water: {
    supplier: 'the City of Sunnyvale (blending Hetch Hetchy, Valley Water and well water)',
    hardness: 'moderately hard',
  },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Sunnyvale. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Sunnyvale Appliance Repair | Same-Day Service Available',
    description:
      'Refrigerator, washer, dryer, dishwasher and oven repair in Sunnyvale, from Cherry Chase Eichlers to Heritage District homes and newer townhomes.',
    h1: 'Appliance Repair in Sunnyvale',
  },
  blurb:
    'Repairs for Sunnyvale Eichlers, mid-century ranch homes and newer townhomes near downtown and Lakewood Village.',
  neighborhoods: [
    'Cherry Chase',
    'Ponderosa Park',
    'Lakewood Village',
    'Heritage District',
    'Washington Park',
    'Ortega Park',
    'Fairbrae',
    'Downtown Sunnyvale',
  ],
  localFeatures:
    'Sunnyvale grew from orchards into a suburban city after World War II, and its neighborhoods show it. Cherry Chase, Fairbrae and several other tracts contain Eichler homes, with their glass walls and kitchens built around wall ovens. Ponderosa Park, Ortega Park and Lakewood Village are mostly 1950s and 1960s ranch houses, while the Heritage District near Murphy Avenue has older cottages and bungalows. Recent years have brought townhomes and apartments around downtown and the Caltrain station, many with stacked laundry. Tap water comes from {waterSupplier} and is {waterHardness}, varying with the mix, and scale is a common cause of ice maker and dishwasher trouble. Summers are sunny and hot, and garage refrigerators work hard from June through September.',
  faqs: [
    {
      question: 'Do you provide same-day appliance repair in Sunnyvale?',
      answer:
        'Yes. Book before {sameDayCutoff} and we will try to have a technician at your Sunnyvale home that day. Because Sunnyvale sits in the middle of our South Bay routes, same-day openings here are common. Requests made after hours or on Sunday get the next available slot, and Saturday appointments suit people who work on weekdays.',
    },
    {
      question: 'Which appliance brands do you fix in Sunnyvale?',
      answer:
        'We fix all major brands in Sunnyvale, including Whirlpool, GE, Maytag, Kenmore, Frigidaire, Samsung, LG, Bosch, KitchenAid, Electrolux and Haier. Eichler owners often have wall ovens from GE, KitchenAid, Thermador or Bosch, and we replace the bake elements, igniters, sensors and control boards those models need. We also work on Miele and Fisher & Paykel units in remodeled kitchens.',
    },
    {
      question: 'What does appliance repair cost in Sunnyvale?',
      answer:
        'Most Sunnyvale repairs fall in the {priceRange} range. After the diagnosis, you get an upfront estimate, and the {diagnosticFee} diagnostic fee is applied toward the repair if you proceed. You pay when the work is finished, by cash, credit or debit card, Zelle or check, and the invoice shows every part and the labor separately.',
    },
    {
      question: 'Does your Sunnyvale appliance repair include a warranty?',
      answer:
        'It does: every repair carries our {warrantyLine}, with the full terms on our About page. For wall ovens and cooktops in older Eichlers, where some parts are harder to find, we confirm part availability before starting so nothing is left half-finished.',
    },
    {
      question: 'Do the technicians you send to Sunnyvale work for you directly?',
      answer:
        'Yes. Every technician works for us directly, and {business} is a family-owned company. Townhome associations and apartment managers in Sunnyvale sometimes require vendor paperwork before a technician can enter; mention it when you book and we will take care of the paperwork in advance.',
    },
  ],
};

export default city;
