import type { City } from '../../model/schemas';

const city: City = {
  slug: 'pleasanton',
  name: 'Pleasanton',
  county: 'Alameda',
  region: 'East Bay',
  coordinates: { latitude: 37.6624, longitude: -121.8747 },
  water: { supplier: 'the City of Pleasanton (with Zone 7 and city wells)', hardness: 'hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Pleasanton. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Pleasanton Appliance Repair | Tri-Valley Same-Day Service',
    description:
      'Appliance repair in Pleasanton, from Ruby Hill estates to Valley Trails and Birdland homes. Hard-water dishwasher, washer, fridge and oven repairs.',
    h1: 'Appliance Repair in Pleasanton',
  },
  blurb: 'Hard-water and summer-heat repairs for Pleasanton homes, from downtown Main Street to Ruby Hill.',
  neighborhoods: ['Downtown Pleasanton', 'Ruby Hill', 'Vintage Hills', 'Valley Trails', 'Kottinger Ranch', 'Birdland'],
  localFeatures:
    'Pleasanton lies on the inland side of the hills, and its summers are noticeably hotter than anything closer to the bay, with afternoons that regularly reach the 90s. Garages get hot, and the refrigerators, freezers and dryers kept there work harder as a result. Tap water comes from {waterSupplier} and is {waterHardness}, among the harder supplies in the Bay Area, so we see scale in dishwashers, ice makers, washer valves and refrigerator water lines constantly, along with the white film hard water leaves on glassware. Housing ranges from historic homes near Main Street to 1960s and 1970s tract neighborhoods like Valley Trails and Birdland, hillside homes in Vintage Hills and Kottinger Ranch, and large custom estates in Ruby Hill with premium built-in appliances. Driveways are wide and parking is easy.',
  faqs: [
    {
      question: 'Do you offer same-day appliance repair in Pleasanton?',
      answer:
        'Yes, for most calls made before {sameDayCutoff}. Pleasanton sits where I-580 meets I-680, and we group Tri-Valley appointments together, so a same-day opening is common. If your refrigerator has failed during a heat wave, mention it when you call; we know how fast food spoils in a warm Pleasanton kitchen and will try to reach you first.',
    },
    {
      question: 'Which brands do you repair in Pleasanton?',
      answer:
        'We repair all major brands in Pleasanton. Ruby Hill and other custom homes often have Sub-Zero, Wolf, Thermador, Viking, Miele and Dacor appliances, while family homes across Valley Trails and Birdland typically have Whirlpool, GE, KitchenAid, Samsung, LG, Bosch, Maytag and Frigidaire. Hard water affects every brand, so descaling and valve replacement are routine parts of our Pleasanton visits.',
    },
    {
      question: 'How much does appliance repair cost in Pleasanton?',
      answer:
        'Most Pleasanton appliance repairs cost {priceRange} for parts and labor. Our technician gives you the exact figure upfront after diagnosing the problem. The diagnostic visit is {diagnosticTerms}. Premium built-ins may cost more when parts are expensive, and we tell you beforehand.',
    },
    {
      question: 'What warranty do you provide on Pleasanton repairs?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. Because hard water shortens the life of valves and filters, our technicians also suggest simple upkeep, such as regular filter changes, that keeps the repair working longer.',
    },
    {
      question: 'Do the technicians you send to Pleasanton work for you directly?',
      answer:
        'Yes, every technician works for us directly, and {business} is family-owned. Many Pleasanton neighborhoods, including gated communities like Ruby Hill, have HOA access rules; let us know in advance and we will arrange gate access and send any vendor paperwork the association requires.',
    },
  ],
};

export default city;
