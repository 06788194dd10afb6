import type { City } from '../../model/schemas';

const city: City = {
  slug: 'foster-city',
  name: 'Foster City',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.5585, longitude: -122.2711 },
  water: { supplier: 'the Estero Municipal Improvement District (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Estero Municipal Improvement District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Foster City Appliance Repair | Lagoon Homes & Condos',
    description:
      'Appliance repair in Foster City for lagoon-side homes, townhomes and condos. Washer, dryer, refrigerator, dishwasher and oven repair, often same day.',
    h1: 'Appliance Repair in Foster City',
  },
  blurb: 'Repairs for Foster City’s lagoon homes, townhomes and condos, with HOA access arranged in advance.',
  neighborhoods: ['Marlin Cove', 'Edgewater', 'Beach Park', 'Pilgrim-Triton'],
  localFeatures:
    'Foster City was built in the 1960s on Brewer Island, former marshland raised with fill pumped from the bay, and planned around a lagoon that winds through the whole city. The first single-family homes, many with backyard docks on the water, date from the mid-1960s; later decades added townhomes, condos and apartment complexes, and newer mixed-use buildings have gone up around Pilgrim-Triton and Foster Square. With so many HOA-managed properties, laundry is often stacked in a closet or shared in a common room, and older condo kitchens keep original cabinet cutouts that limit replacement sizes. Tap water comes from {waterSupplier} and is {waterHardness}. Many complexes have gates and limited guest parking, so share access details ahead of time.',
  faqs: [
    {
      question: 'Is same-day appliance repair available in Foster City?',
      answer:
        'Usually, yes. Foster City is right off Highway 101 and Highway 92, and calls received before {sameDayCutoff} are normally scheduled for the same day. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on. If your complex has a gate or a front desk, add the access instructions to your booking so there is no delay at the entrance.',
    },
    {
      question: 'What brands do you fix in Foster City?',
      answer:
        'We fix all major brands. Foster City condos and townhomes commonly have GE, Whirlpool, Frigidaire, Samsung, LG and Bosch appliances, plus compact stackable laundry from Whirlpool, LG, Electrolux and Miele. Single-family lagoon homes that have been remodeled often include KitchenAid, Thermador, Sub-Zero, Wolf or Fisher & Paykel, and we repair those too.',
    },
    {
      question: 'How much does appliance repair cost in Foster City?',
      answer:
        'For most Foster City repairs, expect {priceRange} for parts and labor. The technician diagnoses first and quotes the price before starting. The {diagnosticFee} diagnostic fee is waived when you approve the repair, so you only pay it if you decide against the fix. Stacked laundry in a tight closet can take extra time to pull out, and that is reflected in the written quote.',
    },
    {
      question: 'What is your repair warranty in Foster City?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Renters can call us directly about a warranty issue on an appliance we repaired, and it is worth sharing the invoice with your landlord or HOA as well.',
    },
    {
      question: 'Do the technicians you send to Foster City HOAs work for you directly?',
      answer:
        'Yes. Our technicians work for us directly, and {business} is family-owned. Many Foster City homeowners associations ask contractors for vendor paperwork and set rules on work hours and parking. Tell us the association’s requirements when you book, and we will send the paperwork ahead so the technician can get straight to work.',
    },
  ],
};

export default city;
