/**
 * Brands repaired (docs/facts.md): 28 on /brands, 20 on the hand-built city pages. Each name is
 * spelled as the maker spells it today (JennAir, not Jenn-Air), and every other list of brands
 * (`handBuilt`, a service page's `brandsServiced`) uses the same spelling: the content check refuses
 * a name that is not in `all`. Brands with
 * a page of their own are in content/brand-pages/; every other brand has a one-line entry in
 * `others`, what we repair of theirs (docs/brands.md says why they have no page).
 */
export const brands = {
  all: [
    'Whirlpool', 'GE', 'Samsung', 'LG', 'Maytag', 'Frigidaire', 'KitchenAid', 'Bosch', 'Electrolux', 'Kenmore',
    'Amana', 'Hotpoint', 'Thermador', 'Sub-Zero', 'Wolf', 'Viking', 'JennAir', 'Miele', 'Fisher & Paykel',
    'Speed Queen', 'Haier', 'Dacor', 'Bertazzoni', 'DCS', 'U-Line', 'True', 'Perlick', 'Marvel',
  ],
  handBuilt: [
    'Whirlpool', 'GE', 'Samsung', 'LG', 'Maytag', 'Frigidaire', 'KitchenAid', 'Bosch', 'Electrolux', 'Kenmore',
    'Amana', 'Hotpoint', 'Thermador', 'Sub-Zero', 'Wolf', 'Viking', 'JennAir', 'Miele', 'Fisher & Paykel', 'Haier',
  ],
  others: {
    Electrolux: 'Front-load washers and dryers, wall ovens and ranges; made by the same company as Frigidaire, and its oven codes are the same.',
    Kenmore: 'The Sears label on appliances built by Whirlpool, LG, Electrolux and others: the model number tells us the maker, and we repair it as theirs.',
    Amana: 'Whirlpool-built refrigerators, washers, dryers and ranges, repaired with the same parts as Whirlpool.',
    Hotpoint: 'GE-built ranges, refrigerators, washers and dryers, repaired with GE parts.',
    Thermador: 'Pro-style ranges and rangetops, wall ovens, induction cooktops and Freedom column refrigeration.',
    Wolf: 'Dual-fuel and gas ranges, rangetops, wall ovens and cooktops: the cooking side of Sub-Zero.',
    Viking: 'Professional-style ranges, rangetops, wall ovens and built-in refrigeration and wine storage.',
    JennAir: 'Whirlpool-made built-in refrigerators, wall ovens, ranges and downdraft cooktops.',
    Miele: 'Dishwashers, washers, dryers, wall ovens and induction cooktops built to tight tolerances.',
    'Fisher & Paykel': 'DishDrawer dishwashers, refrigerators, ranges and laundry.',
    'Speed Queen': 'Commercial-grade top-load and front-load washers and dryers in homes and laundry rooms.',
    Haier: 'Compact refrigerators, freezers, wine coolers and laundry; Haier also owns GE Appliances.',
    Dacor: 'Pro-style ranges, wall ovens and cooktops, built today by Samsung.',
    Bertazzoni: 'Italian gas and dual-fuel ranges and rangetops with their igniters, valves and ovens.',
    DCS: 'Professional-style gas ranges and rangetops, made today by Fisher & Paykel.',
    'U-Line': 'Undercounter refrigerators, clear-ice machines and wine coolers.',
    True: 'Commercial reach-in refrigerators and residential undercounter and column refrigeration.',
    Perlick: 'Undercounter refrigerators, beverage centers and wine reserves, at home and behind bars.',
    Marvel: 'Undercounter refrigerators, wine and beverage centers and clear-ice machines.',
  } as Record<string, string>,
};
