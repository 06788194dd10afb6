/**
 * Places next to the served cities that are not inside any city's limits, by county: a city page
 * must never list one as its own neighborhood (the content check refuses it, naming the file).
 * Source: the U.S. Census Bureau's census-designated places of the 2020 census in the seven
 * served counties, kept to those beside a served city. Castro Valley is one too; it has a page of
 * its own because the business serves it, so it is not listed here.
 */
/**
 * Served communities with a page of their own that are not cities: census-designated places, governed
 * by their county (Castro Valley: Alameda County). Pages never call them cities: a list or a heading
 * that holds one says "cities and communities" or "communities" (the site map, a city page's nearby
 * list; tests/dist/communities.test.ts). Source: the same 2020 census list as below.
 */
export const servedCommunities = ['Castro Valley'];

export const unincorporatedPlaces: Record<string, string[]> = {
  Marin: [
    'Strawberry',
    'Tamalpais Valley',
    'Homestead Valley',
    'Alto',
    'Kentfield',
    'Marin City',
    'Santa Venetia',
    'Lucas Valley',
    'Marinwood',
    'Black Point',
    'Green Point',
    'Bel Marin Keys',
    'Sleepy Hollow',
    'Woodacre',
  ],
  'Contra Costa': [
    'Saranap',
    'Alamo',
    'Acalanes Ridge',
    'Shell Ridge',
    'Castle Hill',
    'Contra Costa Centre',
    'El Sobrante',
    'Kensington',
    'North Richmond',
    'East Richmond Heights',
    'Rollingwood',
    'Diablo',
    'Blackhawk',
    'Pacheco',
    'Vine Hill',
  ],
  Alameda: ['Ashland', 'Castlewood', 'Cherryland', 'Fairview', 'San Lorenzo', 'Sunol'],
  'San Mateo': [
    'Broadmoor',
    'Emerald Lake Hills',
    'Highlands',
    'Baywood Park',
    'Ladera',
    'North Fair Oaks',
    'West Menlo Park',
    'Montara',
    'Moss Beach',
    'El Granada',
    'Harbor Industrial',
  ],
  'Santa Clara': ['Cambrian Park', 'Burbank', 'Fruitdale', 'East Foothills', 'Loyola', 'Stanford', 'Lexington Hills'],
  Solano: ['Homeacres'],
  'San Francisco': [],
};

/**
 * Neighborhoods named after the street they grew along (Oakland's Piedmont Avenue, Concord's
 * Monument Corridor), which residents and the city call by that name: allowed although a
 * neighborhood is otherwise never a street.
 */
export const streetNamedNeighborhoods = ['Piedmont Avenue', 'Monument Corridor'];

/**
 * Places inside or beside the served cities that nobody lives in, by city: parks, reservoirs,
 * colleges, shopping centres, office parks and a school district, once listed as neighborhoods. Their names do not say what they
 * are (Sycamore Grove is a regional park, Las Positas a college), so they are named here; a name
 * that says it (a College, a Reservoir, a Shopping Center) is refused by its word alone.
 */
export const notNeighborhoods: Record<string, string[]> = {
  Livermore: ['Sycamore Grove', 'May Nissen', 'Las Positas'],
  'Foster City': ['Sea Cloud', 'Metro Center', 'Central Lagoon'],
  // Cull Canyon is a regional recreation area and Crow Canyon a road through the hills; the
  // homes of both canyons lie outside the community's core the page describes.
  'Castro Valley': ['Lake Chabot', 'Cull Canyon', 'Crow Canyon'],
  // Central Park is the city's main park.
  'Santa Clara': ['Franklin Square', 'Central Park'],
  // Sierra Point is offices, a hotel and a marina on fill below the freeway.
  Brisbane: ['Sierra Point'],
  // Stoneridge is the mall and the office corridor around it.
  Pleasanton: ['Stoneridge'],
  // Sign Hill is the park under the "Industrial City" letters.
  'South San Francisco': ['Sign Hill'],
  // Old Mill is the park around the rebuilt sawmill.
  'Mill Valley': ['Old Mill'],
  // New Haven is the school district (it also serves part of Hayward), not a neighborhood.
  'Union City': ['New Haven'],
  // Todos Santos is the downtown plaza; Broadway the shopping streets of Burlingame and Millbrae.
  Concord: ['Todos Santos'],
  Burlingame: ['Broadway'],
  Millbrae: ['Broadway'],
};
