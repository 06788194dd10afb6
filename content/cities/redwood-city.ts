import type { City } from '../../model/schemas';

const city: City = {
  slug: 'redwood-city',
  name: 'Redwood City',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.4852, longitude: -122.2364 },
  water: { supplier: 'the City of Redwood City (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Redwood City. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Redwood City Appliance Repair | Shores to Farm Hill',
    description:
      'Appliance repair in Redwood City for downtown apartments, Mount Carmel bungalows and Redwood Shores townhomes. Same-day visits when you book early.',
    h1: 'Appliance Repair in Redwood City',
  },
  blurb: 'Fridge, laundry and range repairs from downtown Redwood City apartments to Redwood Shores lagoon townhomes.',
  neighborhoods: [
    'Redwood Shores',
    'Mount Carmel',
    'Farm Hill',
    'Edgewood Park',
    'Woodside Plaza',
    'Friendly Acres',
    'Palm Park',
    'Downtown Redwood City',
  ],
  localFeatures:
    'Redwood City advertises its weather on signs downtown, “Climate Best by Government Test,” and it is warmer and sunnier than most of the Peninsula. That matters for refrigerators in garages and for kitchens that catch the afternoon sun. The housing mix is wide. Mount Carmel and Palm Park have older bungalows and cottages near downtown, Farm Hill and Edgewood Park have hillside ranch homes, and Redwood Shores, built on former bay marshland from the 1970s onward, is mostly townhomes and condos around lagoons, often with stacked laundry and HOA rules for contractors. Downtown has added many new apartment buildings with compact European-style appliances. Tap water comes from {waterSupplier} and is {waterHardness}, so we see little scale. Redwood Shores complexes can be confusing to navigate, so share gate codes and unit directions.',
  faqs: [
    {
      question: 'Can I get my appliance fixed the same day in Redwood City?',
      answer:
        'Usually. If you reach us before {sameDayCutoff}, we aim to send a technician to Redwood City that same day. Our base is {distance} away in San Francisco, so we group {city} calls by route and confirm the arrival window by phone. For Redwood Shores complexes with gated parking, include the gate code or guest parking instructions in your booking so the visit starts on time.',
    },
    {
      question: 'Do you work on all appliance brands in Redwood City?',
      answer:
        'Yes. Redwood City homes have everything from Whirlpool, GE, Frigidaire and Kenmore in older bungalows to Samsung, LG, Bosch and Miele in newer apartments and remodeled kitchens. We also repair Sub-Zero, Wolf, Thermador, Viking and JennAir appliances in larger hillside homes around Farm Hill and Emerald Hills, and compact Bosch and Electrolux laundry pairs in condos.',
    },
    {
      question: 'What is the typical price of appliance repair in Redwood City?',
      answer:
        'Most Redwood City repairs cost {priceRange}. The diagnostic visit is {diagnosticTerms}. Repairs on premium built-ins can sometimes run higher because of parts costs, and we always say so up front.',
    },
    {
      question: 'What does your warranty cover in Redwood City?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Tenants in downtown apartments can book the warranty visit themselves; they just need the address and the date of the original repair.',
    },
    {
      question: 'Do the technicians you send to Redwood City work for you directly?',
      answer:
        'Yes. All our technicians work for us directly. Redwood Shores HOAs and downtown apartment buildings frequently ask contractors for vendor paperwork, and {business} can send it ahead of the appointment. We also follow building rules on work hours, elevator use and parking.',
    },
  ],
};

export default city;
