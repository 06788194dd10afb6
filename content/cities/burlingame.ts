import type { City } from '../../model/schemas';

const city: City = {
  slug: 'burlingame',
  name: 'Burlingame',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: 37.5841, longitude: -122.3661 },
  water: { supplier: 'the City of Burlingame (with Hetch Hetchy water)', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Burlingame. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Appliance Repair in Burlingame, CA | Same-Day Service',
    description:
      'Refrigerator, range, washer and dishwasher repair in Burlingame, from Easton Addition bungalows to Ray Park and Mills Estate homes. Book online or call.',
    h1: 'Appliance Repair in Burlingame',
  },
  blurb:
    'Repairs for Burlingame kitchens and laundry rooms, from Burlingame Avenue condos to the hillside homes of Mills Estate.',
  neighborhoods: [
    'Downtown Burlingame',
    'Easton Addition',
    'Burlingame Park',
    'Ray Park',
    'Mills Estate',
    'Lyon-Hoag',
    'Burlingame Terrace',
  ],
  localFeatures:
    'Burlingame packs a lot of appliance variety into a small city. Easton Addition and Burlingame Park are full of 1920s and 1930s homes whose kitchens have been remodeled, often more than once, so it is common to find a Sub-Zero or Thermador column refrigerator, a Wolf range or a Miele dishwasher squeezed into a narrow original footprint. West of El Camino, Mills Estate and Ray Park lean toward postwar ranch houses with laundry in the garage. Downtown and along El Camino Real there are older apartment buildings with shared machines and stacked washer-dryers. Tap water comes from {waterSupplier} and is {waterHardness}, so mineral scale is rarely the culprit; dust, lint and age usually are. We reach Burlingame from US-101 and I-280, and we know that parking near Burlingame Avenue and Broadway is metered, so we plan arrival times around it.',
  faqs: [
    {
      question: 'Can I get same-day appliance repair in Burlingame?',
      answer:
        'Usually, yes. Call or book before {sameDayCutoff} and we will try to get a technician to your Burlingame home the same day; later requests are scheduled for the next morning we are open. {city} is {distance} from our San Francisco base, so we give you a realistic arrival window when you book rather than a promise we cannot keep. Tell us whether you are north or south of Broadway so we can route the visit.',
    },
    {
      question: 'Which appliance brands do you repair in Burlingame?',
      answer:
        'All the major ones. Remodeled Burlingame kitchens often have Sub-Zero, Wolf, Thermador, Viking or Miele, and we carry the know-how and common parts for them. We also fix everyday brands such as Whirlpool, GE, Samsung, LG, Bosch, KitchenAid and Maytag, including the stacked washer-dryers found in many downtown apartments.',
    },
    {
      question: 'How much does appliance repair cost in Burlingame?',
      answer:
        'The diagnostic visit is {diagnosticTerms}. Most Burlingame repairs land in the {priceRange} bracket. Built-in premium units can cost more because of their parts, which is why you get a written estimate to approve before any work starts.',
    },
    {
      question: 'Is there a warranty on appliance repairs in Burlingame?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. Keep the invoice we email you; it lists the parts and the warranty dates.',
    },
    {
      question: 'Do your Burlingame appliance technicians work for you directly?',
      answer:
        'They work for us directly. {business} is a family-owned company, and the same technicians who work across the Peninsula handle Burlingame calls. That matters in older homes where a gas range connection or a cramped built-in refrigerator cabinet needs careful handling, and it means you know who is coming into your house.',
    },
  ],
};

export default city;
