import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'ge',
  name: 'GE',
  meta: {
    title: 'GE Appliance Repair: Profile, Café and Monogram',
    description:
      'GE, GE Profile, Café and Monogram refrigerators, ranges, wall ovens, dishwashers and laundry repaired at home. F3, F4 and F9 oven codes explained.',
    h1: 'GE Appliance Repair',
  },
  intro:
    'GE Appliances, a Haier company since 2016, sells in the U.S. under GE, GE Profile, Café, Monogram and Hotpoint, and under Haier’s own name, and we repair all of them: from the basic top-freezer refrigerator in a rental to a Monogram built-in in a Peninsula remodel. The names differ; much of the engineering underneath is shared.',
  lines: [
    {
      line: 'Refrigerators and freezers',
      service: 'refrigerator-repair',
      note: 'Top-freezer, French-door, side-by-side and Monogram built-ins: defrost systems, fans, ice makers and dispensers.',
    },
    {
      line: 'Ranges and wall ovens',
      service: 'oven-repair',
      note: 'Gas, electric, dual-fuel and induction ranges and single or double wall ovens, including self-clean door locks.',
    },
    {
      line: 'Cooktops and rangetops',
      service: 'cooktop-repair',
      note: 'Gas burners and spark modules, radiant glass elements and induction boards on GE Profile and Café models.',
    },
    {
      line: 'Dishwashers',
      service: 'dishwasher-repair',
      note: 'Drain pumps, inlet valves, latches and the bottle-wash jets on GE Profile and Café models.',
    },
    {
      line: 'Washers and dryers',
      service: ['washer-repair', 'dryer-repair'],
      note: 'Top-load and front-load washers and matching dryers, including the UltraFresh front-loaders.',
    },
    {
      line: 'Upright and chest freezers',
      service: 'freezer-repair',
      note: 'Garage freezers and GE convertible freezers: start components, thermostats and door gaskets.',
    },
  ],
  failures: [
    {
      title: 'Ice building up in the freezer floor or the ice maker',
      description:
        'A blocked defrost drain freezes the meltwater, then ice spreads across the freezer floor and into the ice maker area. We clear the drain, check the defrost heater and fit the drain heater or strap where the model calls for it.',
    },
    {
      title: 'Self-clean ends with a locked door',
      description:
        'A door lock motor or switch that no longer reports the right position (F9 on many GE ranges) keeps the door locked or stops the oven. We release it safely and replace the failed lock assembly.',
    },
    {
      title: 'Oven heats slowly or not at all',
      description:
        'A weak gas igniter glows but never opens the valve; on electric models a bake element fails with a visible blister. Both are common, quick GE repairs with parts we usually carry.',
    },
  ],
  parts:
    'GE parts are widely stocked, and igniters, elements, sensors, door locks and defrost parts for the common platforms ride on our vans. Café and Monogram trim, some control boards and built-in refrigeration parts are ordered for the model and fitted on a return visit.',
  costNote:
    'Igniters, sensors, elements and defrost repairs usually fall in the lower half of our range. Monogram built-ins and dual-fuel ranges cost more to repair because of the parts, never because of the name on the door.',
  makerWarranty:
    'GE Appliances covers its appliances for the first year, and some Monogram and Café models for longer on selected parts. If yours is that new, call GE first; once it has run out, call us.',
};

export default brand;
