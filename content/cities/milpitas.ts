import type { City } from '../../model/schemas';

const city: City = {
  slug: 'milpitas',
  name: 'Milpitas',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.4323, longitude: -121.8996 },
  water: {
    supplier: 'the City of Milpitas (with Hetch Hetchy and Valley Water supplies)',
    hardness: 'soft to moderately hard',
  },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Milpitas. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Milpitas Appliance Repair | Hillside Homes to New Condos',
    description:
      'Appliance repair in Milpitas for Sunnyhills and hillside homes and new condos near the Great Mall and Milpitas BART. Refrigerators, laundry and more.',
    h1: 'Appliance Repair in Milpitas',
  },
  blurb: 'Repairs for Milpitas hillside homes, mid-century houses and the new condos around the Great Mall and BART.',
  neighborhoods: ['Sunnyhills', 'Summitpointe', 'Spring Valley', 'Milpitas Hills', 'Midtown', 'Jacklin'],
  localFeatures:
    'Milpitas sits at the south end of the bay between I-680 and I-880, and its housing has changed quickly. Sunnyhills and the streets around Jacklin Road are mostly single-family homes from the 1950s through the 1970s, while Summitpointe and the Milpitas Hills have larger houses on the slopes to the east. The biggest change is the Transit Area around the Great Mall, itself built on the site of a former Ford assembly plant, and the Milpitas BART station that opened in 2020. A wave of new condos and apartments there arrived with stacked laundry, over-the-range microwaves and induction or gas ranges. Tap water comes from {waterSupplier} and is {waterHardness}, varying with the blend. Summers are hot. Newer buildings often have a garage or loading zone for contractors, so send us the details.',
  faqs: [
    {
      question: 'Do you do same-day appliance repair in Milpitas?',
      answer:
        'Yes. Call before {sameDayCutoff} and we can usually schedule a Milpitas appointment for the same day, with quick access from both I-680 and I-880. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep. For buildings in the Transit Area, tell us about parking and building access when you book.',
    },
    {
      question: 'What brands do you service in Milpitas?',
      answer:
        'All major brands, including Samsung, LG, Whirlpool, GE, Frigidaire, Bosch, KitchenAid, Maytag, Electrolux and Haier. New Milpitas condos frequently have Samsung or LG stacked laundry and Whirlpool or GE kitchen packages, while older homes in Sunnyhills often have a mix of brands added over the years. We also repair premium brands like Thermador and Sub-Zero in larger hillside houses.',
    },
    {
      question: 'How much does appliance repair cost in Milpitas?',
      answer:
        'Most Milpitas repairs cost {priceRange}. You get a clear estimate after the diagnosis, and the {diagnosticFee} diagnostic fee is credited toward the repair when you approve it. Appliances in brand-new condos may still be under the manufacturer’s warranty, so check your paperwork first; we will tell you if it looks like the maker should cover the fix.',
    },
    {
      question: 'What warranty do you offer in Milpitas?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. The coverage begins on the day of the repair, and your invoice lists the parts installed, which makes any follow-up visit simple to arrange by phone or online.',
    },
    {
      question: 'Do the technicians you send to Milpitas work for you directly?',
      answer:
        'Yes. Our technicians work for us directly. {business} is a family-owned business, and we are happy to send vendor paperwork to Milpitas HOAs and apartment managers that require it. Our technicians also follow building rules for elevators, loading zones and quiet hours.',
    },
  ],
};

export default city;
