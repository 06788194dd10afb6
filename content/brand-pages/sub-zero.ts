import type { BrandPage } from '../../model/schemas';

const brand: BrandPage = {
  slug: 'sub-zero',
  name: 'Sub-Zero',
  meta: {
    title: 'Sub-Zero Refrigerator Repair in the Bay Area',
    description:
      'Sub-Zero built-in, column and undercounter refrigeration repaired in your kitchen: sealed systems, dual evaporators, ice makers and wine storage.',
    h1: 'Sub-Zero Repair',
  },
  intro:
    'Sub-Zero makes only refrigeration, built into cabinetry and meant to run for decades, so a failing unit is almost always worth repairing. We work on classic built-ins, Designer columns and undercounter units in place, without pulling custom panels we do not need to touch.',
  lines: [
    {
      line: 'Built-in and column refrigerators',
      service: 'refrigerator-repair',
      note: 'Classic 36" to 48" built-ins and Pro models, with a sealed system each for the fresh-food and freezer sides, and integrated refrigerator columns, single-purpose units with one sealed system.',
    },
    {
      line: 'Column and drawer freezers',
      service: 'freezer-repair',
      note: 'Integrated freezer columns, each a single-purpose unit with one sealed system, and freezer drawers, including their automatic ice makers and defrost systems.',
    },
    {
      line: 'Wine storage',
      service: 'wine-refrigerator-repair',
      note: 'Full-height and undercounter wine columns with two or three temperature zones and humidity control.',
    },
    {
      line: 'Undercounter ice makers and refrigerator drawers',
      service: 'ice-maker-repair',
      note: 'Clear-ice machines and refrigerated drawers that sit under a counter or an island, often in a bar or butler’s pantry.',
    },
  ],
  failures: [
    {
      title: 'Fresh-food section warm, freezer fine',
      description:
        'On a built-in with both sections, each side has its own sealed system, so one side can fail on its own: a stopped evaporator fan, a frozen-over coil from a failed defrost, or a weak compressor on that side. We check each system separately before naming a part.',
    },
    {
      title: 'Condenser clogged on top-mount units',
      description:
        'Classic built-ins breathe through a grille above the doors. Kitchen grease and dust pack the condenser there, the compressor runs hot and long, and the unit slowly loses temperature. A cleaning often restores it.',
    },
    {
      title: 'Ice maker stopped or overfilling',
      description:
        'A scaled water valve, a frozen fill tube or a failed ice maker module. Hard water in the South Bay and Tri-Valley shortens valve life, so we also look at the filter and the supply line.',
    },
  ],
  parts:
    'Sub-Zero parts come through the maker’s factory-authorized distributors, which stock them for the trade. Fans, valves, thermistors and door gaskets for common models arrive within days; control boards and sealed-system components for older units can take longer, and we tell you the wait before you decide.',
  costNote:
    'Sealed-system work on a built-in (a compressor, a leak repair or a recharge) costs more than a typical repair because the unit is worked on in place and the parts are specific to it; you get the written price before we start. {epaCertified}',
  makerWarranty:
    'Sub-Zero’s own warranty covers the whole unit for its first years and the sealed system for longer. If yours is still inside it, call the maker first so the repair is made under that warranty; we take over once that cover has ended.',
};

export default brand;
