import type { City } from '../../model/schemas';

const city: City = {
  slug: 'berkeley',
  name: 'Berkeley',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.8716, longitude: -122.2727 },
  water: { supplier: 'EBMUD', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Berkeley Appliance Repair | Elmwood to the Berkeley Hills',
    description:
      'Refrigerator, laundry, dishwasher and range repair in Berkeley brown-shingle homes, student rentals and hillside houses. Call for same-day service.',
    h1: 'Appliance Repair in Berkeley',
  },
  blurb:
    'Repairs for Berkeley brown shingles, student rentals and hillside homes, including induction and heat-pump appliances.',
  neighborhoods: [
    'Elmwood',
    'Claremont',
    'North Berkeley',
    'Berkeley Hills',
    'Thousand Oaks',
    'Westbrae',
    'Lorin District',
    'West Berkeley',
  ],
  localFeatures:
    'Berkeley’s housing stock is old and full of character: brown-shingle houses from the early 1900s in the Elmwood and North Berkeley, Spanish and Tudor revival homes in Thousand Oaks, and a large number of duplexes and apartment buildings rented to UC Berkeley students. Rentals near campus see heavy use, so we often replace washer couplers, dryer belts and refrigerator door bins worn out by a new set of tenants each year. The city has pushed hard on building electrification, and more Berkeley kitchens now have induction cooktops and heat-pump dryers, which we repair as well. Water from {waterSupplier} is {waterHardness}. In the hills, streets are narrow, steep and often permit-only, so tell us about any driveway space; in the flats near campus, residential permit parking applies too.',
  faqs: [
    {
      question: 'Can I book same-day appliance repair in Berkeley?',
      answer:
        'In most cases, yes. Berkeley requests made before {sameDayCutoff} are usually handled the same day. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on. Landlords juggling several units can book them together, and we will schedule the visits back to back so tenants are not left waiting all day.',
    },
    {
      question: 'Which brands do you fix in Berkeley?',
      answer:
        'All of the major ones. Older Berkeley rentals tend to have Whirlpool, GE, Kenmore, Frigidaire and Hotpoint appliances, while remodeled homes in Claremont and the hills often have Bosch, Miele, KitchenAid, Thermador or Viking. We also service induction ranges and cooktops from Samsung, LG, GE and Bosch, and heat-pump and ventless dryers from Miele, Electrolux and LG.',
    },
    {
      question: 'How much does appliance repair cost in Berkeley?',
      answer:
        'Expect most Berkeley repairs to cost {priceRange}, with parts and labor shown on a written estimate before any work starts. The {diagnosticFee} diagnostic fee is credited toward the repair once you approve it. For rental owners, we can send the estimate to you directly even if a tenant lets the technician in, so the approval stays in your hands.',
    },
    {
      question: 'Is there a warranty on appliance repairs in Berkeley?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Owners of student rentals should file the invoice with the unit’s records; it lists the parts we replaced, which makes a warranty call simple even after the tenants have changed.',
    },
    {
      question: 'Who will come to my home in Berkeley?',
      answer:
        'A technician who works for us directly: {business} is family-owned and operated. Berkeley’s older houses often have aging gas lines and wiring behind the range or dryer, so our technicians check connections and venting on every visit and will tell you plainly if something needs a plumber or electrician rather than an appliance repair.',
    },
  ],
};

export default city;
