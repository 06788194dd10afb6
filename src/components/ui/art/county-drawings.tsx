/**
 * One hero drawing per county served (content/cities/*.ts `county`), each
 * with a landmark a local would recognise, so no two parts of the Bay Area
 * share one skyline; plus the whole-Bay map of the coverage pages. A city page
 * shows its county's drawing only where the landmark is true of the city
 * (`cityDrawing`): a Caltrain train only in towns with a Caltrain station, the
 * Port of Oakland's cranes only where they are the view; the Tri-Valley gets
 * Mount Diablo, which it sits below, and a city no landmark fits gets the Bay map.
 */
import { C, Water, Tree } from './parts';
import type { Drawing } from './appliances';

const Hills = ({ d, fill = C.steel }: { d: string; fill?: string }) => <path d={d} fill={fill} />;

const SanFrancisco = () => (
  <>
    <Water y={232} />
    <g fill={C.brand} transform="translate(48 0)">
      <path d="M60 232V120l16-62 16 62v112z" />
      <rect x="98" y="150" width="22" height="82" />
      <rect x="34" y="170" width="22" height="62" />
    </g>
    <g stroke={C.accent} strokeWidth="8">
      <path d="M222 252V96M322 252V96" />
      <path d="M172 190h200" />
    </g>
    <path d="M172 124q50 82 50-28q50 100 100 0q0 70 50 36" stroke={C.accent} strokeWidth="4" fill="none" />
  </>
);

const SanMateo = () => (
  <>
    <Hills d="M20 200q80-70 170-30t190-20v110H20z" />
    <path d="M20 236h360" stroke={C.deep} strokeWidth="4" />
    {[70, 130, 250, 310].map((x) => (
      <path key={x} d={`M${x} 200l22-18 22 18v20h-44z`} fill={C.white} stroke={C.deep} strokeWidth="3" />
    ))}
    <g transform="translate(150 206)">
      <rect width="120" height="26" rx="8" fill={C.white} stroke={C.deep} strokeWidth="4" />
      <rect y="14" width="120" height="6" fill={C.accent} />
      {[12, 40, 68, 96].map((x) => (
        <rect key={x} x={x} y="5" width="16" height="7" rx="2" fill={C.mid} />
      ))}
    </g>
  </>
);

const SantaClara = () => (
  <>
    <Hills d="M20 190q90-60 180-20t180-10v120H20z" />
    <g transform="translate(80 110)">
      <rect width="60" height="130" fill={C.white} stroke={C.deep} strokeWidth="4" />
      <path d="M-6 0h72L30-30z" fill={C.accent} />
      <path d="M18 50a12 12 0 0 1 24 0v22H18z" fill={C.brand} />
    </g>
    <rect x="190" y="176" width="170" height="64" fill={C.mid} stroke={C.deep} strokeWidth="4" />
    <path d="M190 198h170M190 220h170" stroke={C.white} strokeWidth="4" />
    {[166, 372].map((x) => (
      <g key={x}>
        <path d={`M${x} 240v-90`} stroke={C.deep} strokeWidth="5" />
        <path
          d={`M${x} 150q-22-4-30 10M${x} 150q22-4 30 10M${x} 150q-12-16-26-14M${x} 150q12-16 26-14`}
          stroke={C.leaf}
          strokeWidth="6"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    ))}
    <path d="M20 240h360" stroke={C.deep} strokeWidth="4" />
  </>
);

/**
 * A ship-to-shore container crane as the Port of Oakland's stand: legs on the wharf, an A-frame on
 * top, the boom reaching out over the water on its stays with a container hanging from the trolley,
 * or raised between ships. Two legs and a crossbar alone read as a gate.
 */
const Crane = ({ x, raised }: { x: number; raised?: boolean }) => (
  <g stroke={C.accent} strokeWidth="6" fill="none" strokeLinejoin="round">
    <path d={`M${x} 222V136M${x + 34} 222V136M${x - 4} 136h42M${x} 180h34`} />
    <path d={`M${x} 136L${x + 17} 86L${x + 34} 136`} strokeWidth="4" />
    {raised ? (
      <path d={`M${x + 2} 126L${x - 30} 56M${x + 17} 86L${x - 24} 68`} strokeWidth="4" />
    ) : (
      <>
        <path d={`M${x - 62} 124H${x + 50}`} />
        <path d={`M${x + 17} 86L${x - 62} 124M${x + 17} 86L${x + 50} 124`} strokeWidth="2.5" />
        <path d={`M${x - 30} 124v26`} strokeWidth="2" />
        <rect x={x - 42} y="150" width="24" height="12" fill={C.brand} stroke="none" />
      </>
    )}
  </g>
);

const Alameda = () => (
  <>
    <Water y={222} />
    <path d="M100 222V96" stroke={C.brand} strokeWidth="10" />
    <path d="M100 100L30 198M100 100l130 98" stroke={C.brand} strokeWidth="3" />
    <path d="M30 200h200" stroke={C.deep} strokeWidth="8" />
    {/* Inside the round frame (centre 210,170, radius 150): the wharf, one crane working, one with its boom up. */}
    <rect x="226" y="206" width="120" height="16" fill={C.brand} />
    <Crane x={244} />
    <Crane x={300} raised />
  </>
);

const ContraCosta = () => (
  <>
    <Hills d="M20 240L140 110l30 20 50-70 160 180z" fill={C.mid} />
    <Hills d="M20 240q90-50 180-20t180-10v50H20z" />
    {[60, 110, 290, 340].map((x) => (
      <Tree key={x} x={x} y={250} h={54} />
    ))}
    {[170, 226].map((x) => (
      <path key={x} d={`M${x} 250l24-20 24 20v20h-48z`} fill={C.white} stroke={C.deep} strokeWidth="3" />
    ))}
  </>
);

const Marin = () => (
  <>
    <Water y={244} />
    <Hills d="M20 244q40-30 90-70t90-30q40 10 70-16t110 60v56z" fill={C.mid} />
    {[50, 84, 118, 300, 336].map((x, i) => (
      <Tree key={x} x={x} y={246} h={i % 2 ? 96 : 78} />
    ))}
    <g transform="translate(200 212)">
      <path d="M0 38V-30L34 34z" fill={C.white} stroke={C.deep} strokeWidth="3" />
      <path d="M-26 40h66l-10 12h-46z" fill={C.accent} />
    </g>
  </>
);

const Solano = () => (
  <>
    <Water y={226} />
    <Hills d="M20 226q40-60 100-50v50zM280 226q40-70 100-60v60z" />
    <g stroke={C.deep}>
      <path d="M150 226V110M270 226V110" strokeWidth="10" />
      <path d="M60 190h300" strokeWidth="8" />
      <path d="M60 180q40 0 90-70q60 110 120 0q50 70 90 70" strokeWidth="4" fill="none" />
    </g>
    <g transform="translate(96 252)">
      <path d="M0 0h70l-10 14H8z" fill={C.white} stroke={C.deep} strokeWidth="3" />
      <rect x="18" y="-12" width="30" height="12" fill={C.accent} />
    </g>
  </>
);

const BayArea = () => (
  <>
    <path d="M150 40q40 60 10 110t40 120q30 20 60 10q-40-60-20-120t-30-110z" fill={C.mid} />
    <path d="M40 60q60 40 50 120t60 110H40z" fill={C.steel} />
    {[
      [120, 140],
      [230, 120],
      [210, 230],
      [270, 270],
      [100, 230],
    ].map(([x, y]) => (
      <g key={x} transform={`translate(${x} ${y})`}>
        <path d="M0 0C-14-16-18-22-18-30a18 18 0 0 1 36 0C18-22 14-16 0 0z" fill={C.accent} />
        <circle cy="-30" r="6" fill={C.white} />
      </g>
    ))}
  </>
);

/** A county's drawing; `cities`, when set, are the only city pages (slugs) its landmark is true of. */
export interface RegionDrawing extends Drawing {
  cities?: readonly string[];
}

/** Keys are the `county` of content/cities/ (src/content/schemas.ts). */
export const REGION_DRAWINGS: Record<string, RegionDrawing> = {
  'San Francisco': { label: 'Drawing of the Golden Gate Bridge and the Transamerica Pyramid', Scene: SanFrancisco },
  'San Mateo': {
    label: 'Drawing of a Caltrain train passing houses below the Peninsula hills',
    Scene: SanMateo,
    // Towns with a Caltrain station (Brisbane's is Bayshore). Daly City and Colma have BART only; Pacifica and Foster City have neither.
    cities: [
      'brisbane',
      'south-san-francisco',
      'san-bruno',
      'millbrae',
      'burlingame',
      'san-mateo',
      'belmont',
      'redwood-city',
      'menlo-park',
    ],
  },
  'Santa Clara': {
    label: 'Drawing of a mission-style bell tower, palm trees and low office buildings',
    Scene: SantaClara,
  },
  Alameda: {
    label: 'Drawing of the Bay Bridge tower and the container cranes of the Port of Oakland',
    Scene: Alameda,
    // The port's own city, Alameda across the estuary, and Berkeley's waterfront looking at both.
    cities: ['oakland', 'alameda', 'berkeley'],
  },
  'Contra Costa': { label: 'Drawing of Mount Diablo above oak trees and houses', Scene: ContraCosta },
  Marin: { label: 'Drawing of Mount Tamalpais, redwood trees and a sailboat', Scene: Marin },
  Solano: { label: 'Drawing of the Carquinez Bridge over the strait by Vallejo', Scene: Solano },
};

/** The coverage pages (/service-areas, /local-appliance-repair) are about the whole Bay. */
export const BAY_AREA_DRAWING: Drawing = {
  label: 'Drawing of a map of the Bay with location pins',
  Scene: BayArea,
  landscape: true,
};

/** Cities whose landmark is another county's: Dublin, Pleasanton and Livermore lie at the foot of Mount Diablo. */
const NEIGHBOURING_LANDMARK: Record<string, string> = {
  dublin: 'Contra Costa',
  pleasanton: 'Contra Costa',
  livermore: 'Contra Costa',
};

/** The hero drawing of a city page: a landmark true of the city, else the Bay map (true of every city we serve). */
export function cityDrawing(city: { slug: string; county: string }): Drawing {
  const neighbour = NEIGHBOURING_LANDMARK[city.slug];
  if (neighbour) return REGION_DRAWINGS[neighbour];
  const own = REGION_DRAWINGS[city.county];
  if (!own)
    throw new Error(
      `Hero drawing: no drawing for ${city.county} County (add it in src/components/ui/art/county-drawings.tsx)`,
    );
  return !own.cities || own.cities.includes(city.slug) ? own : BAY_AREA_DRAWING;
}
