import type { City } from '../../model/schemas';

const city: City = {
  slug: 'concord',
  name: 'Concord',
  county: 'Contra Costa',
  region: 'East Bay',
  coordinates: { latitude: 37.978, longitude: -122.0311 },
  water: { supplier: 'the Contra Costa Water District', hardness: 'moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the Contra Costa Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Concord, CA Appliance Repair | Local Same-Day Visits',
    description:
      'Concord appliance repair from Todos Santos Plaza to Dana Estates and Clayton Valley. Refrigerators, summer freezer failures, washers and ovens fixed.',
    h1: 'Appliance Repair in Concord',
  },
  blurb:
    'Concord service for hot-summer refrigerator and freezer failures, laundry breakdowns and kitchen repairs across the city.',
  neighborhoods: [
    'Downtown Concord',
    'Monument Corridor',
    'Dana Estates',
    'Crystyl Ranch',
    'Holbrook Heights',
    'Sun Terrace',
    'Clayton Valley Highlands',
    'Ygnacio Valley',
  ],
  localFeatures:
    'Concord is the largest city in Contra Costa County, and a big share of its homes are 1950s and 1960s single-story houses built as the city boomed after the war. Many still have the laundry hookups in the garage, which means washers and dryers live through summer heat and winter cold alongside an overflow refrigerator. Summers here routinely reach the 90s and sometimes top 100, so refrigerator condenser coils clogged with dust and garage freezers running nonstop are the calls we get most in July and August. Apartments along Monument Boulevard have shared laundry rooms and older electric ranges. Concord’s water comes largely from the Delta through {waterSupplier} and is {waterHardness}, harder than San Francisco’s, so dishwashers and ice makers collect scale faster. Access is easy via I-680 and Highway 242.',
  faqs: [
    {
      question: 'Do you do same-day appliance repair in Concord?',
      answer:
        'Yes. Concord customers who call before {sameDayCutoff} can usually be seen that same day, and later calls get the earliest opening of the next day we are open. In the summer heat we give priority to refrigerators and freezers that have stopped cooling, since food is at risk. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book.',
    },
    {
      question: 'What brands of appliances do you repair in Concord?',
      answer:
        'Nearly every brand sold in the U.S. In Concord we most often work on Whirlpool, GE, Kenmore, Maytag, Frigidaire and Amana in the older ranch homes, and on Samsung, LG and Bosch in remodeled kitchens and newer developments such as Crystyl Ranch. We also service KitchenAid, Electrolux, Haier and stand-alone chest freezers.',
    },
    {
      question: 'How much is an appliance repair in Concord?',
      answer:
        'A diagnostic visit costs {diagnosticFee}, and we apply it to the repair if you move forward, so it is not an extra charge. Typical Concord repairs cost {priceRange}; a condenser fan motor or a defrost part sits toward the lower end, while sealed-system work (a compressor or a refrigerant leak) costs more than that range. {epaCertified} We quote in writing before starting, and you are free to decline.',
    },
    {
      question: 'What warranty do you offer on repairs in Concord?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Garage appliances work hard in Concord summers, so keep the invoice: it lists the covered parts and dates.',
    },
    {
      question: 'Do your Concord appliance technicians work for you directly?',
      answer:
        'Yes. {business} is family-owned, and the technicians we send to Concord work for us directly. They handle gas dryers and ranges, check venting, and leave the area clean. If you rent, we can schedule around your landlord or property manager and send them a copy of the invoice.',
    },
  ],
};

export default city;
