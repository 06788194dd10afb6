/**
 * Hero drawings of the one-off pages, each saying what its page is for:
 * no two pages share one picture (Contact is a calendar and a phone, Brands a
 * model plate under a magnifier, About the family's service van, …).
 */
import { C, body, Wrench, Check, Floor } from './parts';
import type { Drawing } from './appliances';
import { BAY_AREA_DRAWING } from './county-drawings';

const Home = () => (
  <>
    <Floor />
    <g transform="translate(96 82)">
      <rect width="96" height="176" rx="12" {...body} />
      <path d="M0 64h96" stroke={C.deep} strokeWidth="4" />
      <rect x="12" y="22" width="8" height="28" rx="4" fill={C.brand} />
      <rect x="12" y="80" width="8" height="40" rx="4" fill={C.brand} />
    </g>
    <g transform="translate(206 146)">
      <rect width="104" height="112" rx="12" {...body} />
      <path d="M0 28h104" stroke={C.deep} strokeWidth="4" />
      <circle cx="52" cy="70" r="30" fill={C.soft} stroke={C.deep} strokeWidth="4" />
    </g>
    <Check x={318} y={96} />
  </>
);

const Services = () => (
  <>
    <Floor />
    {[
      [60, 96],
      [150, 96],
      [240, 96],
    ].map(([x, w], i) => (
      <g key={x} transform={`translate(${x} ${i === 0 ? 82 : 150})`}>
        <rect width={w} height={i === 0 ? 176 : 108} rx="10" {...body} />
        {i === 0 && <path d="M0 64h96" stroke={C.deep} strokeWidth="4" />}
        {i === 1 && <rect x="12" y="30" width="72" height="60" rx="6" fill={C.ink} />}
        {i === 2 && <circle cx="48" cy="60" r="28" fill={C.soft} stroke={C.deep} strokeWidth="4" />}
      </g>
    ))}
    <Wrench x={250} y={100} r={-30} />
  </>
);

const Contact = () => (
  <>
    <g transform="translate(80 80)">
      <rect width="170" height="160" rx="14" {...body} />
      <rect width="170" height="40" rx="14" fill={C.brand} />
      {[0, 1, 2].flatMap((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={20 + col * 36}
            y={60 + row * 32}
            width="22"
            height="18"
            rx="4"
            fill={row === 1 && col === 2 ? C.accent : C.steel}
          />
        )),
      )}
    </g>
    <path d="M282 176c-10 10-10 30 8 52s40 34 54 26l12-12-22-22-14 8c-8-4-18-16-20-24l8-14-22-22z" fill={C.deep} />
  </>
);

const About = () => (
  <>
    <path d="M30 250h340" stroke={C.steel} strokeWidth="6" strokeLinecap="round" />
    <g transform="translate(70 120)">
      <path d="M0 10q0-10 10-10h170l50 50v70H0z" {...body} />
      <path d="M180 0v50h50" fill={C.soft} stroke={C.deep} strokeWidth="4" />
      <rect x="20" y="40" width="130" height="16" rx="4" fill={C.brand} />
      <path d="M10-14h170" stroke={C.steel} strokeWidth="6" strokeLinecap="round" />
      <path d="M30-14v14M160-14v14" stroke={C.deep} strokeWidth="4" />
      {[50, 190].map((x) => (
        <circle key={x} cx={x} cy="122" r="20" fill={C.ink} stroke={C.steel} strokeWidth="6" />
      ))}
    </g>
  </>
);

const Reviews = () => (
  <>
    <path d="M80 90q0-16 16-16h208q16 0 16 16v100q0 16-16 16H150l-40 34v-34H96q-16 0-16-16z" {...body} />
    {[120, 160, 200, 240, 280].map((x) => (
      <path
        key={x}
        transform={`translate(${x} 140)`}
        d="M0-18l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z"
        fill={C.sun}
      />
    ))}
  </>
);

const Brands = () => (
  <>
    <g transform="translate(70 86)">
      <rect width="200" height="130" rx="10" fill={C.steel} stroke={C.deep} strokeWidth="4" />
      {[24, 50, 76, 102].map((y, i) => (
        <rect key={y} x="20" y={y} width={i % 2 ? 110 : 150} height="10" rx="5" fill={C.white} />
      ))}
    </g>
    <g transform="translate(250 180)">
      <circle r="44" fill={C.soft} fillOpacity=".6" stroke={C.deep} strokeWidth="8" />
      <path d="M32 32l44 44" stroke={C.deep} strokeWidth="14" strokeLinecap="round" />
    </g>
  </>
);

const Residential = () => (
  <>
    <Floor />
    <g transform="translate(100 96)">
      <path d="M-16 70L100 0l116 70" fill={C.accent} />
      <rect y="60" width="200" height="104" {...body} />
      <rect x="24" y="86" width="56" height="48" rx="4" fill={C.mid} />
      <rect x="120" y="96" width="48" height="68" rx="4" fill={C.brand} />
    </g>
  </>
);

const Commercial = () => (
  <>
    <Floor />
    <g transform="translate(70 70)">
      <rect width="260" height="190" {...body} />
      <path d="M-10 20h280l-12 40H2z" fill={C.accent} />
      <path d="M40 20l-6 40M90 20l-4 40M140 20v40M190 20l4 40M240 20l6 40" stroke={C.white} strokeWidth="6" />
      <rect x="24" y="84" width="120" height="84" fill={C.mid} stroke={C.deep} strokeWidth="4" />
      <rect x="170" y="84" width="66" height="106" fill={C.steel} stroke={C.deep} strokeWidth="4" />
      <rect x="180" y="96" width="46" height="36" rx="4" fill={C.soft} />
    </g>
  </>
);

/** Keys are what the pages pass to <Hero illustration>. */
export const PAGE_DRAWINGS = {
  home: { label: 'Drawing of a refrigerator and a washer with a check mark', Scene: Home },
  services: { label: 'Drawing of a refrigerator, an oven and a washer side by side', Scene: Services },
  contact: { label: 'Drawing of a booking calendar and a telephone handset', Scene: Contact },
  about: { label: 'Drawing of a service van with a ladder on its roof', Scene: About },
  reviews: { label: 'Drawing of a speech bubble with five stars', Scene: Reviews },
  brands: { label: 'Drawing of an appliance model plate under a magnifying glass', Scene: Brands },
  residential: { label: 'Drawing of a family home', Scene: Residential },
  'bay-area': BAY_AREA_DRAWING,
  commercial: {
    label: 'Drawing of a restaurant storefront with an awning and a commercial refrigerator',
    Scene: Commercial,
  },
} satisfies Record<string, Drawing>;
