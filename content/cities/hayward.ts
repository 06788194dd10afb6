import type { City } from '../../model/schemas';

const city: City = {
  slug: 'hayward',
  name: 'Hayward',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.6688, longitude: -122.0808 },
  water: { supplier: 'the City of Hayward (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Hayward. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Hayward Appliance Repair | Hills, Flatlands & Eden Shores',
    description:
      'Appliance repair in Hayward, from hillside homes near Cal State East Bay to Mt. Eden and Eden Shores. Refrigerators, washers, dryers and ranges.',
    h1: 'Appliance Repair in Hayward',
  },
  blurb:
    'Repairs for Hayward’s mid-century flatland homes, hillside houses near the university and newer Eden Shores streets.',
  neighborhoods: [
    'Hayward Highlands',
    'Mt. Eden',
    'Eden Shores',
    'Fairway Park',
    'Southgate',
    'Glen Eden',
    'Prospect Hill',
    'Tennyson-Alquire',
  ],
  localFeatures:
    'Hayward stretches from the bay shoreline up into the East Bay hills, and its homes change along the way. The flatlands around Southgate, Tennyson-Alquire and Fairway Park are mostly 1950s and 1960s ranch houses, many with the original laundry hookups in the garage and kitchens that have been updated one appliance at a time. Eden Shores and parts of Mt. Eden were built more recently, with larger kitchens and gas ranges. Up in Hayward Highlands and Prospect Hill, near Cal State East Bay, houses sit on slopes with steep driveways. The Hayward Fault runs right through town, so we always check that gas ranges and dryers have sound flexible connectors. Tap water comes from {waterSupplier} and is {waterHardness}. Summers are warm but tempered by bay breezes.',
  faqs: [
    {
      question: 'Is same-day appliance repair available in Hayward?',
      answer:
        'Yes, most days. Hayward requests that come in before {sameDayCutoff} are typically scheduled for the same afternoon. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep. Saturday appointments are also available, which helps Hayward families who cannot take time off during the week.',
    },
    {
      question: 'What brands do you repair in Hayward?',
      answer:
        'We service all the major brands found in Hayward homes: Whirlpool, GE, Maytag, Frigidaire, Kenmore, Samsung, LG, Amana and Hotpoint, plus KitchenAid, Bosch and Electrolux. Older flatland homes often still run dependable top-load Whirlpool and Maytag washers that are well worth repairing, and our technicians carry the common parts for them.',
    },
    {
      question: 'How much does it cost to fix an appliance in Hayward?',
      answer:
        'In Hayward, most repairs cost {priceRange} with parts and labor included. You see the price before we start, and if you proceed, the {diagnosticFee} diagnostic fee is credited to the repair. For an older machine we also give you a straight answer on whether the repair is worth it, using the common rule that a fix should cost less than half of a replacement.',
    },
    {
      question: 'What warranty comes with a Hayward appliance repair?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Just call {phone} and mention your original visit; we keep a record of the parts used, so a warranty claim is quick to arrange.',
    },
    {
      question: 'Do your appliance technicians work for you directly in Hayward?',
      answer:
        'Yes. Every technician works for us directly, and {business} is a family-owned company. In hillside Hayward homes we take care moving heavy refrigerators and ranges across sloped floors and tight stairways, and we check the gas connection whenever we move a gas appliance, a sensible precaution in a city that sits on an active fault.',
    },
  ],
};

export default city;
