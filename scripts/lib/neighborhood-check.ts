/**
 * A city page's "Neighborhoods we serve" must name places inside that city where people live:
 * never a place outside every city's limits (content/unincorporated-places.ts), never another
 * served city (it would be listed twice, as a neighborhood and as a nearby city), never a park, a
 * reservoir, a college, a shopping centre, a square, a marina, an office park or a school district,
 * and never a street, a mall or a vague "area". A resident checks these lists first; errors name
 * the file and the entry.
 */
export interface CityNeighborhoods {
  slug: string;
  name: string;
  county: string;
  neighborhoods: string[];
}

/** A street ("Miller Avenue", "Alameda de las Pulgas", "El Camino Real"), a mall or a vague "area". */
const NOT_A_NEIGHBORHOOD =
  /\b(?:Avenue|Boulevard|Street|Road|Way|Drive|Lane|Parkway|Expressway|Highway|Mall|corridor|Shopping)\b|\bde las\b|\bCamino Real\b|\barea$/i;
/**
 * Words that end the name of a place nobody lives in (College Terrace is a neighborhood; Foothill
 * College is not; Jack London Square is a plaza of restaurants, Milpitas's Town Center a mall).
 * "Park" and "Canyon" alone are not here: Burlingame Park and Blithedale Canyon are streets of
 * homes, so the parks and canyons that are not are named in content/unincorporated-places.ts.
 */
const NOBODY_LIVES_THERE =
  /\b(?:College|University|Campus|Reservoir|Regional Park|Open Space|Preserve|Cemetery|Shopping Center|Square|Plaza Center|Town Center|Marina|Harbor|Business Park|Office Park|Industrial Park|Tech Park|School District|Lagoon)$/i;

export function neighborhoodErrors(
  cities: CityNeighborhoods[],
  unincorporated: Record<string, string[]>,
  streetNamed: string[],
  landmarks: Record<string, string[]> = {},
): string[] {
  const cityNames = new Set(cities.map((c) => c.name.toLowerCase()));
  return cities.flatMap((city) =>
    city.neighborhoods.flatMap((place, i) => {
      const at = `content/cities/${city.slug}.ts: neighborhoods.${i}: "${place}"`;
      const name = place.toLowerCase();
      if ((unincorporated[city.county] ?? []).some((p) => p.toLowerCase() === name))
        return [`${at} is unincorporated ${city.county} County, not part of ${city.name}`];
      if (cityNames.has(name)) return [`${at} is a served city of its own; it belongs under nearby cities`];
      if (NOBODY_LIVES_THERE.test(place) || (landmarks[city.name] ?? []).some((p) => p.toLowerCase() === name))
        return [
          `${at} is a park, a square, a college, a shopping centre, an office park or a school district, not a place people live`,
        ];
      if (NOT_A_NEIGHBORHOOD.test(place) && !streetNamed.includes(place))
        return [`${at} is a street, a shopping centre or a vague area, not a neighborhood`];
      return [];
    }),
  );
}
