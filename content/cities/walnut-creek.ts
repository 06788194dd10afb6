import type { City } from '../../model/schemas';

const city: City = {
  slug: 'walnut-creek',
  name: 'Walnut Creek',
  county: 'Contra Costa',
  region: 'East Bay',
  coordinates: { latitude: 37.9101, longitude: -122.0652 },
  water: {
    supplier: 'EBMUD in some neighborhoods and the Contra Costa Water District in others',
    hardness: 'soft to moderately hard',
  },
  gasUtility: 'PG&E',
  sources:
    'Water and hardness: the annual water quality report of EBMUD and the Contra Costa Water District. Gas: the PG&E service area. Coordinates: city hall. Neighborhoods: names the city uses, inside city limits.',
  meta: {
    title: 'Walnut Creek Appliance Repair | Rossmoor to Northgate',
    description:
      'In-home appliance repair in Walnut Creek, including Rossmoor, downtown condos, Parkmead and Tice Valley. Built-in, stacked and premium appliances serviced.',
    h1: 'Appliance Repair in Walnut Creek',
  },
  blurb:
    'Walnut Creek appliance repair for Rossmoor condos, downtown apartments and the ranch homes of Parkmead and Tice Valley.',
  neighborhoods: [
    'Downtown Walnut Creek',
    'Rossmoor',
    'Northgate',
    'Parkmead',
    'Rancho San Miguel',
    'Tice Valley',
    'Buena Vista',
    'Walnut Heights',
  ],
  localFeatures:
    'Walnut Creek mixes three very different kinds of housing, and each has its own repair patterns. Rossmoor, the large age-restricted community in the southwest of the city, is mostly condominiums and co-op units where compact stacked washer-dryers and apartment-size ranges are common and access is through a staffed gate. Downtown, newer condo buildings around Broadway Plaza use European-style integrated dishwashers and panel-ready refrigerators. The rest of the city, from Parkmead and Rancho San Miguel to Northgate and Tice Valley, is largely mid-century ranch and split-level homes with remodeled kitchens, many featuring KitchenAid, Bosch or Thermador. The climate is hot and dry in summer at the foot of Mount Diablo, so refrigerators and wine coolers in warm rooms struggle. Tap water comes from {waterSupplier}, so it is {waterHardness} and dishwasher scale varies by address.',
  faqs: [
    {
      question: 'Can you repair my appliance in Walnut Creek today?',
      answer:
        'If you contact us before {sameDayCutoff}, a same-day visit in Walnut Creek is usually possible; otherwise we schedule you first thing the next day we are open. For Rossmoor residents, let us know so we can arrange gate entry ahead of time. At {distance} from our San Francisco base, {city} visits are planned by route, and the booking confirms a time window you can rely on.',
    },
    {
      question: 'Do you service premium appliance brands in Walnut Creek?',
      answer:
        'Yes. Walnut Creek kitchens often have Thermador, Sub-Zero, Wolf, Miele, Bosch, JennAir or Viking, and we repair all of them, along with Fisher & Paykel dishdrawers. We also fix everyday brands like Whirlpool, GE, LG, Samsung and Maytag, and the compact stacked laundry units common in Rossmoor and downtown condos.',
    },
    {
      question: 'What do appliance repairs usually cost in Walnut Creek?',
      answer:
        'The diagnosis is {diagnosticFee}, and we credit it toward the repair when you approve the work. Most Walnut Creek jobs total {priceRange}. Premium built-ins and integrated panel units can take more time and pricier parts, so we always give you a written estimate first and explain whether repair is worth it compared with replacement.',
    },
    {
      question: 'What is your repair warranty for Walnut Creek customers?',
      answer:
        'Every repair carries our {warrantyLine}, with the full terms on our About page. That applies equally to a Rossmoor stacked dryer and a downtown built-in refrigerator.',
    },
    {
      question: 'Do the technicians you send to Walnut Creek homes and condos work for you directly?',
      answer:
        'Yes. Our technicians work for us directly, and {business} is a family-owned company. Condo associations in Walnut Creek, including those in Rossmoor, tend to care about who works in their buildings, and our crews arrive on time, protect floors and finishes, and keep the work area tidy while they repair your appliance.',
    },
  ],
};

export default city;
