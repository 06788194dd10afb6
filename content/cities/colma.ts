import type { City } from '../../model/schemas';

const city: City = {
  slug: 'colma',
  name: 'Colma',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.6769, longitude: -122.4597 },
  water: { supplier: 'Cal Water (blending Hetch Hetchy water with local wells)', hardness: 'soft to moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Cal Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Colma Appliance Repair | Homes & Small Businesses',
    description:
      'Appliance repair in Colma: Sterling Park homes, apartments along Mission Road and El Camino Real, and small business kitchens.',
    h1: 'Appliance Repair in Colma',
  },
  blurb:
    'Appliance repair for Colma’s small residential pockets and local businesses along El Camino Real, Serramonte Boulevard and Mission Road.',
  neighborhoods: ['Sterling Park'],
  localFeatures:
    'Colma is one of the smallest towns on the Peninsula, known for the cemeteries that cover most of its land, and it has only a small residential population. Most homes are in Sterling Park, a neighborhood of single-family houses and townhomes, with apartments and older houses along Mission Road and El Camino Real. The town also has a busy commercial side: car dealerships on Serramonte Boulevard, shopping at 280 Metro Center, and restaurants, florists and offices with their own refrigerators, ice machines and break-room appliances. Colma sits in the low gap between San Bruno Mountain and the Daly City hills, where ocean fog pours through on summer afternoons, so homes stay cool and damp. That means slow-drying laundry, musty washers and rust on outdoor vents. Access is easy from I-280, El Camino Real and the Colma BART station nearby.',
  faqs: [
    {
      question: 'Can I get same-day appliance repair in Colma?',
      answer:
        'Yes. Because Colma is so close to San Francisco and right on I-280, same-day visits are very practical here: book or call before {sameDayCutoff} and we will usually send a technician that day. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on.',
    },
    {
      question: 'Which appliance brands do you service in Colma?',
      answer:
        'In Colma we repair Whirlpool, GE, Samsung, LG, Maytag, Frigidaire, Kenmore, Bosch, KitchenAid and other major brands in Sterling Park homes and nearby apartments. For local businesses we also work on commercial-style refrigerators and ice machines from brands such as True and Perlick, along with break-room dishwashers and microwaves.',
    },
    {
      question: 'How much does appliance repair cost in Colma?',
      answer:
        'Colma visits start with a {diagnosticFee} diagnosis, which is credited toward the repair once you approve it, so you are not paying separately for the trip. Most household repairs cost {priceRange}. Businesses receive the same clear written estimate before work starts, and we can schedule around opening hours to keep disruption low.',
    },
    {
      question: 'What warranty do you give on Colma appliance repairs?',
      answer: '{warrantyTerms} For business customers, the invoice doubles as a service record for your equipment.',
    },
    {
      question: 'Do the technicians you send to Colma homes and businesses work for you directly?',
      answer:
        'Yes. Every technician works for us directly, and {business} is family-owned and operated. Whether we are fixing a washer in Sterling Park or a reach-in refrigerator at a shop on El Camino Real, we follow safe procedures for gas, electrical and water connections and leave the space clean.',
    },
  ],
  handBuilt: {
    commonIssues: [
      {
        title: 'Fog and damp laundry rooms',
        description:
          'Summer fog funnels through the Colma gap, keeping garages and laundry rooms cool and humid, which slows dryers and encourages mildew in front-load washer gaskets.',
      },
      {
        title: 'Rusty exterior dryer vents',
        description:
          'Vent hoods on Sterling Park homes face constant moisture from the fog, and rusted or stuck flaps restrict airflow and let damp air back into the duct.',
      },
      {
        title: 'Business refrigeration working overtime',
        description:
          'Florists, restaurants and shops in Colma depend on refrigerators and ice machines that run all day, so dirty condenser coils and worn fan motors show up sooner than in homes.',
      },
      {
        title: 'Aging appliances in older apartments',
        description:
          'Apartments along Mission Road and El Camino Real often have original ranges and refrigerators, where worn gaskets, thermostats and burner igniters are frequent repairs.',
      },
    ],
    commonProblems: [
      {
        title: 'Dryer overheating or shutting off',
        description:
          'A dryer that gets very hot to the touch or stops mid-cycle usually has a restricted vent tripping its high-limit thermostat; left that way, it blows the thermal fuse, and depending on the make the dryer then stops heating or will not start at all. We test and fix both on the first visit.',
      },
      {
        title: 'Refrigerator running constantly',
        description:
          'When a refrigerator never seems to cycle off, dirty condenser coils, a failing condenser fan or a leaking door gasket are the usual suspects.',
      },
      {
        title: 'Washer not spinning or draining',
        description:
          'Clothes left soaking at the end of a cycle point to a clogged drain pump, a faulty lid switch or door lock, or a worn drive belt or motor coupling.',
      },
      {
        title: 'Dishwasher leaving dishes dirty',
        description:
          'Cloudy or gritty dishes often mean a clogged spray arm, a dirty filter or a failing circulation pump rather than a problem with the detergent.',
      },
      {
        title: 'Ice machine producing little ice',
        description:
          'Slow ice production in homes and businesses usually comes from a clogged water filter, a weak inlet valve or scale inside the ice maker assembly.',
      },
    ],
  },
};

export default city;
