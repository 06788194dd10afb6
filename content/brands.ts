/** Brands repaired (docs/facts.md): 28 on /brands, 20 on the hand-built city pages. */
export const brands = {
  all: [
    'Whirlpool', 'GE', 'Samsung', 'LG', 'Maytag', 'Frigidaire', 'KitchenAid', 'Bosch', 'Electrolux', 'Kenmore',
    'Amana', 'Hotpoint', 'Thermador', 'Sub-Zero', 'Wolf', 'Viking', 'Jenn-Air', 'Miele', 'Fisher & Paykel',
    'Speed Queen', 'Haier', 'Dacor', 'Bertazzoni', 'DCS', 'U-Line', 'True', 'Perlick', 'Marvel',
  ],
  handBuilt: [
    'Whirlpool', 'GE', 'Samsung', 'LG', 'Maytag', 'Frigidaire', 'KitchenAid', 'Bosch', 'Electrolux', 'Kenmore',
    'Amana', 'Hotpoint', 'Thermador', 'Sub-Zero', 'Wolf', 'Viking', 'JennAir', 'Miele', 'Fisher & Paykel', 'Haier',
  ],
};
