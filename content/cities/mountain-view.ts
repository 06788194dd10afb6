import type { City } from '../../model/schemas';

const city: City = {
  slug: 'mountain-view',
  name: 'Mountain View',
  county: 'Santa Clara',
  region: 'South Bay',
  coordinates: { latitude: 37.3861, longitude: -122.0839 },
  water: { supplier: 'the City of Mountain View (mostly Hetch Hetchy water)', hardness: 'soft to moderately hard' },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of the City of Mountain View. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Mountain View Appliance Repair | Eichlers, Condos & More',
    description:
      'Appliance repair in Mountain View for Monta Loma Eichlers, Old Mountain View bungalows and new apartments near North Bayshore. Same-day service.',
    h1: 'Appliance Repair in Mountain View',
  },
  blurb:
    'Repairs for Mountain View’s Eichlers, townhomes and new apartment buildings near Castro Street and North Bayshore.',
  neighborhoods: [
    'Old Mountain View',
    'Cuesta Park',
    'Waverly Park',
    'Monta Loma',
    'Rex Manor',
    'Whisman Station',
    'Shoreline West',
    'Sylvan Park',
  ],
  localFeatures:
    'Mountain View packs a lot of housing types into a small city. Monta Loma and a few nearby tracts have Eichler homes with open kitchens and built-in wall ovens; Old Mountain View, near Castro Street, has early-1900s bungalows and cottages; Cuesta Park and Waverly Park are mostly 1950s and 1960s ranch homes. More than half of households rent, and many live in apartment complexes and townhomes with shared or stacked laundry. Newer buildings near San Antonio and North Bayshore come with induction ranges and compact dishwashers. Tap water comes from {waterSupplier} and is {waterHardness}, so scale is moderate. Summers are warm and dry. For apartment visits, tell us which entrance and guest spaces to use, since many complexes have assigned parking only.',
  faqs: [
    {
      question: 'How quickly can you repair appliances in Mountain View?',
      answer:
        'When you book before {sameDayCutoff}, we can usually send a technician to Mountain View the same day. Requests after that are scheduled first thing the next morning we are open. Most repairs take {duration} once the technician is on site, and common parts for refrigerators, washers and dishwashers ride along on the van, so many visits end with the appliance working again.',
    },
    {
      question: 'What brands do you repair in Mountain View?',
      answer:
        'We repair every major brand. Mountain View apartments and townhomes are full of Whirlpool, GE, Frigidaire, Samsung and LG appliances, while remodeled Eichlers and larger homes in Waverly Park often have Bosch, Miele, Thermador, KitchenAid or Fisher & Paykel. We also fix the compact washer-dryer combos and induction cooktops in newer buildings near North Bayshore.',
    },
    {
      question: 'How much does appliance repair cost in Mountain View?',
      answer:
        'Expect most Mountain View repairs to run {priceRange}, with a written estimate before any work. The diagnostic visit is {diagnosticTerms}. If you rent, check with your landlord first, because many leases make the owner responsible for built-in appliances; we are happy to send the estimate to them.',
    },
    {
      question: 'Is there a warranty on appliance repair in Mountain View?',
      answer:
        'Yes: every repair carries our {warrantyLine}, with the full terms on our About page. The warranty applies whether you own or rent, so a tenant who booked the original visit can call us directly if the issue returns.',
    },
    {
      question: 'Do your Mountain View technicians work for you directly?',
      answer:
        'Yes, each of our technicians works for us directly. {business} is family-owned and serves Mountain View as part of our South Bay coverage. In Eichler homes, our technicians know the tight wall-oven cutouts and flat-roof dryer vent routes these houses use, which helps avoid damage to original cabinetry and walls.',
    },
  ],
};

export default city;
