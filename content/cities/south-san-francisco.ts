import type { City } from '../../model/schemas';

const city: City = {
  slug: 'south-san-francisco',
  name: 'South San Francisco',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.6547, longitude: -122.4077 },
  water: { supplier: 'Cal Water (blending Hetch Hetchy water with local wells)', hardness: 'soft to moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of Cal Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'South San Francisco Appliance Repair | Fast Local Service',
    description:
      'Appliance repair in South San Francisco for Buri Buri and Westborough homes and new downtown condos. Fridges, washers, dryers, ovens and dishwashers.',
    h1: 'Appliance Repair in South San Francisco',
  },
  blurb:
    'Repairs for the Industrial City’s post-war tract homes, hilltop Westborough houses and new downtown apartments.',
  neighborhoods: [
    'Westborough',
    'Buri Buri',
    'Sunshine Gardens',
    'Avalon Park',
    'Winston Manor',
    'Paradise Valley',
    'Downtown South San Francisco',
  ],
  localFeatures:
    'South San Francisco still calls itself the Industrial City, spelled out in white letters on Sign Hill, but most of our calls here come from its neighborhoods of post-war homes. Buri Buri, Avalon Park, Sunshine Gardens and Winston Manor are mostly single-family houses from the 1940s through the 1960s, many with the laundry in an attached garage. Westborough, higher up on the west side, sits closer to the coastal fog, and its cool, damp weather slows dryers and encourages mildew in washer seals. The city is also known for the wind that funnels through the San Bruno Gap, which can press against dryer vent flaps on exposed walls. Newer apartments and condos near the downtown Caltrain station and Grand Avenue bring compact stacked laundry and built-in microwaves. Parking is generally easy.',
  faqs: [
    {
      question: 'Do you offer same-day repair in South San Francisco?',
      answer:
        'Yes. South San Francisco is a short trip down Highway 101 from our base, so same-day service is routine when you call before {sameDayCutoff}. {city} lies {distance} from our San Francisco base as the crow flies, and farther by road, so we confirm an honest arrival window when you book. Weekday mornings fill quickly with calls from across the Peninsula, so booking early helps if you need a particular time window.',
    },
    {
      question: 'Which appliance brands do you service in South San Francisco?',
      answer:
        'Every major brand, from the Whirlpool, GE, Kenmore and Maytag machines that have served Buri Buri families for years to the Samsung, LG and Bosch appliances in newer downtown units. We also repair Frigidaire, Electrolux, Haier and Amana, plus KitchenAid and JennAir cooking appliances, and we can usually track down parts for older models that are no longer sold.',
    },
    {
      question: 'How much does appliance repair cost in South San Francisco?',
      answer:
        'Most jobs in South San Francisco cost {priceRange}. The diagnostic visit is {diagnosticTerms}. Most repairs take {duration}, so many are finished in a single visit with parts carried on the van.',
    },
    {
      question: 'What is covered by your warranty in South San Francisco?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. The technician will mention anything that looks close to wearing out so you are not caught off guard.',
    },
    {
      question: 'Do your South San Francisco technicians work for you directly?',
      answer:
        'Yes, our technicians work for us directly. South San Francisco has plenty of multi-unit buildings and HOA-managed complexes, so if your building requires a vendor form, let us know when booking and {business} will send it to management ahead of the appointment.',
    },
  ],
};

export default city;
