import type { City } from '../../model/schemas';

const city: City = {
  slug: 'pacifica',
  name: 'Pacifica',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.6138, longitude: -122.4869 },
  water: { supplier: 'the North Coast County Water District (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the North Coast County Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Pacifica Appliance Repair | Coastal Home Specialists',
    description:
      'Appliance repair in Pacifica for Linda Mar, Sharp Park, Rockaway Beach, Pedro Point and Vallemar homes, with fixes for fog and salt-air corrosion.',
    h1: 'Appliance Repair in Pacifica',
  },
  blurb:
    'Coastal appliance repair for Pacifica, where fog and salt air are hard on garage laundry, garage refrigerators and dryer vents.',
  neighborhoods: [
    'Linda Mar',
    'Rockaway Beach',
    'Sharp Park',
    'Pedro Point',
    'Vallemar',
    'Park Pacifica',
    'Pacific Manor',
    'Fairmont',
  ],
  localFeatures:
    'Pacifica stretches along about six miles of coastline, and the ocean shapes everything about appliance care here. Fog rolls in most summer days, and salt-laden air reaches well inland through the valleys of Linda Mar and Vallemar. That moisture and salt corrode exterior dryer vent caps and, in garages, rust washer cabinets and the condenser coils and fan motors of second refrigerators and freezers. Much of the housing is 1950s and 1960s single-family homes with laundry in the garage, where the cool, damp air also slows drying. Pacific Manor and Sharp Park sit close to the bluffs and take the brunt of the wind, while Park Pacifica and Fairmont are higher up. Tap water comes from {waterSupplier} and is {waterHardness}, so scale is rarely an issue. Highway 1 is the main route in and out, and Sharp Park Road connects over the hill to San Bruno.',
  faqs: [
    {
      question: 'Do you offer same-day appliance repair in Pacifica?',
      answer:
        'Yes. Pacifica requests made before {sameDayCutoff} usually get a same-day visit, and later ones are booked for the next morning we are open. Highway 1 is the main way into town, so we watch for slowdowns at Vallemar and Linda Mar and give you an honest time window. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep.',
    },
    {
      question: 'What brands do you repair in Pacifica?',
      answer:
        'We repair all major brands found in Pacifica, including Whirlpool, GE, Samsung, LG, Maytag, Frigidaire, KitchenAid, Bosch, Kenmore and Amana, as well as premium names like Sub-Zero, Thermador and Wolf. Garage washers and dryers, which take the most salt-air punishment here, are among the most common jobs we see in town.',
    },
    {
      question: 'How much does appliance repair cost in Pacifica?',
      answer:
        'A diagnostic visit to Pacifica costs {diagnosticFee}, and that fee is applied to the repair if you approve it. Most repairs fall within {priceRange}. Corroded parts such as condenser fan motors, dryer vent components and washer hoses are common coastal fixes, and you always get a written estimate before we replace anything.',
    },
    {
      question: 'Is there a warranty on appliance repairs in Pacifica?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. We also point out corrosion we notice during the visit, so you can deal with it before it causes another breakdown.',
    },
    {
      question: 'Do your Pacifica technicians work for you directly?',
      answer:
        'Our technicians work for us directly, and {business} is a family-owned business. In Pacifica that experience includes knowing what salt air does to gas dryer connections, electrical terminals and vent ducting, and checking those points as part of every repair instead of only replacing the failed part.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'Salt-air corrosion on dryer vents',
        description:
          'Exterior vent caps and metal ducting near the coast rust and lose their flaps, letting in moisture and pests and restricting airflow so dryers overheat or run longer.',
      },
      {
        title: 'Corroded refrigerator condenser coils',
        description:
          'In garages and on enclosed porches, salty, humid air settles on the condenser coils and fan blades of second refrigerators and freezers, and over time the corrosion and grime reduce cooling and make compressors run much longer than they should.',
      },
      {
        title: 'Rusting washers in damp garages',
        description:
          'Garage laundry in Pacifica lives in cool, foggy air, so washer cabinets, hose fittings and shutoff valves rust and can start to leak without much warning.',
      },
      {
        title: 'Slow drying in foggy weather',
        description:
          'When incoming air is already damp, dryers need a clean, short vent path to work well, and any restriction shows up quickly as clothes that stay wet.',
      },
      {
        title: 'Electrical contacts and control boards',
        description:
          'Moisture and salt can corrode terminals, door switches and control board connectors, causing intermittent faults that come and go with the weather.',
      },
    ],
    commonProblems: [
      {
        title: 'Dryer runs but clothes stay damp',
        description:
          'Homeowners often report needing two or three cycles; a blocked or crushed vent, a failed heating element or a bad gas valve coil is usually to blame.',
      },
      {
        title: 'Refrigerator warm, freezer fine',
        description:
          'If the freezer still works but the fresh-food section is warm, a stalled evaporator fan or a defrost failure blocking the air duct is the most likely cause.',
      },
      {
        title: 'Washer leaking onto the garage floor',
        description:
          'Puddles under a washer usually trace back to a corroded hose connection, a split door boot or a worn pump seal rather than a problem with the drum itself.',
      },
      {
        title: 'Oven or range not lighting',
        description:
          'Gas burners that click without lighting usually have damp or clogged burner ports, a burner cap that is not seated, or a spark switch wet from a spill or coastal damp; an oven that never reaches temperature more often has a weak bake igniter.',
      },
      {
        title: 'Ice maker stopped producing ice',
        description:
          'A frozen fill tube, a failed water inlet valve or a clogged filter can stop an ice maker, and the fix is usually quick once the cause is found.',
      },
    ],
  },
};

export default city;
