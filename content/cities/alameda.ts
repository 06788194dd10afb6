import type { City } from '../../model/schemas';

const city: City = {
  slug: 'alameda',
  name: 'Alameda',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.7652, longitude: -122.2416 },
  water: { supplier: 'EBMUD', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Alameda Island Appliance Repair | Victorians to Bay Farm',
    description:
      'Appliance repair on Alameda island and Bay Farm: Gold Coast Victorians, West End bungalows, Park Street apartments and Harbor Bay homes. Book or call today.',
    h1: 'Appliance Repair in Alameda',
  },
  blurb:
    'Island appliance repair for Alameda’s Victorians, bungalows and Bay Farm homes, reached through the tube or over the estuary bridges.',
  neighborhoods: [
    'Gold Coast',
    'Downtown Alameda',
    'West End',
    'East End',
    'Fernside',
    'South Shore',
    'Bay Farm Island',
    'Alameda Point',
  ],
  localFeatures:
    'Alameda has one of the largest collections of Victorian houses in the Bay Area, concentrated around the Gold Coast and the blocks near Park Street, plus streets of Craftsman bungalows on the East End and in Fernside. Many of those homes have been split into flats, so we regularly work on apartment-size refrigerators, narrow ranges and washers tucked into back porches or basements with tight stairs. South Shore and Bay Farm Island, largely built on bay fill in the second half of the twentieth century, have newer homes and condos with attached garages. Being an island, Alameda gets steady marine air and salt exposure, which corrodes dryer vent caps and the condenser coils of refrigerators kept near open doors. Access is only by the Posey and Webster Street tubes, the estuary bridges, or the Bay Farm bridge, so we plan visits around bridge openings and tube traffic.',
  faqs: [
    {
      question: 'Do you provide same-day appliance repair in Alameda?',
      answer:
        'Yes. Alameda requests made before {sameDayCutoff} are usually handled the same day, and later ones first thing the next day. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep. Bay Farm Island visits are scheduled the same way.',
    },
    {
      question: 'What brands do you repair in Alameda homes?',
      answer:
        'In Alameda we repair Whirlpool, GE, Maytag, Frigidaire, Kenmore and Hotpoint, which fill many older flats, along with Bosch, Miele, KitchenAid, Samsung, LG and Fisher & Paykel in remodeled Victorians. We also service vintage-style ranges and compact refrigerators chosen to fit narrow historic kitchens, as long as parts remain available.',
    },
    {
      question: 'How much does appliance repair cost on Alameda island?',
      answer:
        'The first step is a {diagnosticFee} diagnostic, which is applied to your repair if you approve it. Most Alameda repairs run {priceRange}. Upstairs flats or basement laundry can add time but not surprise fees, because the written estimate you approve covers the whole job. If a part must be ordered, we tell you the expected return date.',
    },
    {
      question: 'What warranty do Alameda appliance repairs have?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. The invoice we email lists the parts and the dates, so an island call-back is quick to book.',
    },
    {
      question: 'Do your Alameda technicians work for you directly?',
      answer:
        'Yes. {business} is family-owned, and our technicians work for us directly. In Alameda’s older homes, that experience shows in how we deal with aging gas lines, ungrounded outlets and tight basement stairs: we check what is behind the appliance, not just the appliance itself, before declaring the job done.',
    },
  ],
};

export default city;
