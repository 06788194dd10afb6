import type { City } from '../../model/schemas';

const city: City = {
  slug: 'cupertino',
  name: 'Cupertino',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.323, longitude: -122.0322 },
  water: { supplier: 'San Jose Water and Cal Water', hardness: 'moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of San Jose Water and Cal Water. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Cupertino Appliance Repair | Hard-Water & Kitchen Experts',
    description:
      'Appliance repair in Cupertino for Rancho Rinconada, Monta Vista and Fairgrove homes. Dishwasher scale, laundry and refrigerator repairs, often same day.',
    h1: 'Appliance Repair in Cupertino',
  },
  blurb:
    'Dishwasher, laundry and refrigerator repairs for Cupertino’s Eichlers, ranch homes and larger rebuilt houses.',
  neighborhoods: [
    'Monta Vista',
    'Rancho Rinconada',
    'Fairgrove',
    'Garden Gate',
    'Seven Springs',
    'Oak Valley',
    'Inspiration Heights',
    'Rancho Deep Cliff',
  ],
  localFeatures:
    'Cupertino sits against the foothills on the west side of the Santa Clara Valley, with summers that are warmer and drier than in the Peninsula cities to the north. Much of the city was built out from the 1950s through the 1970s: Rancho Rinconada has modest mid-century homes, Fairgrove has a cluster of Eichlers, and Garden Gate and Seven Springs have ranch and two-story family houses. Many original homes have since been rebuilt larger, with expanded kitchens, double wall ovens, built-in refrigerators and sometimes two dishwashers. Water here is supplied by San Jose Water and Cal Water and can be moderately hard, so dishwashers, ice makers and front-load washers collect mineral scale over time. Homes in Monta Vista and Inspiration Heights climb the hillside on narrow roads with steep driveways. Parking elsewhere is easy.',
  faqs: [
    {
      question: 'Can I get same-day appliance repair in Cupertino?',
      answer:
        'Often, yes. Cupertino calls that reach us before {sameDayCutoff} are usually scheduled for the same day, routed together with our other South Bay appointments. If the schedule is already full, we offer the earliest window of the next day we are open. Families working around school pickups can ask for a specific time, and we will do our best to keep to it.',
    },
    {
      question: 'What brands do you repair in Cupertino?',
      answer:
        'We repair every major brand found in Cupertino homes, including Whirlpool, GE, Samsung, LG, Bosch, KitchenAid, Frigidaire and Maytag. Rebuilt and remodeled houses often have Sub-Zero, Thermador, Wolf, Miele, JennAir and Fisher & Paykel appliances, and we work on those regularly. Bosch and Miele dishwashers are especially common here, and scale from {waterHardness} water is a common reason they stop cleaning well.',
    },
    {
      question: 'How much does appliance repair cost in Cupertino?',
      answer:
        'Most repairs in Cupertino cost {priceRange}. The diagnostic visit is {diagnosticTerms}. Hard-water problems caught early, such as a scaled inlet valve or a clogged filter, tend to be among the less expensive fixes.',
    },
    {
      question: 'What is the warranty on appliance repairs in Cupertino?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. To help the repair last, our technicians often suggest a simple hard-water routine, clean the dishwasher filter {dishwasherFilter}, and run an empty hot cycle with a dishwasher cleaner once a month.',
    },
    {
      question: 'Do the technicians you send to Cupertino work for you directly?',
      answer:
        'Yes. Our technicians work for us directly, and {business} is family-owned. In larger Cupertino homes with integrated appliances, the technician protects your floors and cabinetry and explains the repair clearly before any work begins.',
    },
  ],
};

export default city;
