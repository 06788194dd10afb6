/**
 * The static stand-in for the maps frame: an inline SVG sketch of the Bay
 * with the seven counties and the 30-mile circle. No request, no script; the
 * caption beside it (`describedBy`) says the same in words. No SVG <title>:
 * a page has one <title>, the document's.
 */
const COUNTIES: { name: string; x: number; y: number }[] = [
  { name: 'Marin', x: 92, y: 88 },
  { name: 'Solano', x: 300, y: 48 },
  { name: 'Contra Costa', x: 300, y: 122 },
  { name: 'San Francisco', x: 104, y: 176 },
  { name: 'Alameda', x: 292, y: 214 },
  { name: 'San Mateo', x: 126, y: 276 },
  { name: 'Santa Clara', x: 280, y: 330 },
];

/** The counties named on the sketch, for the caption that describes it. */
export const SKETCH_COUNTIES = COUNTIES.map((c) => c.name);

/** `describedBy`: id of the visible caption that says in words what the sketch shows. */
export function BayAreaSketch({ describedBy }: { describedBy: string }) {
  return (
    <svg
      className="bay-sketch"
      viewBox="0 0 400 380"
      role="img"
      aria-label="Sketch map of our service area"
      aria-describedby={describedBy}
    >
      <rect width="400" height="380" className="bay-sketch__land" />
      <path d="M0 0 H60 C70 60 40 110 62 160 C78 200 70 260 96 320 L110 380 H0 Z" className="bay-sketch__sea" />
      <path
        d="M150 120 C170 100 200 96 210 70 C230 60 262 72 268 92 C240 96 214 104 200 130 C214 176 236 226 262 268 C280 300 272 320 250 318 C226 296 200 250 184 214 C172 190 164 160 150 140 Z"
        className="bay-sketch__sea"
      />
      <circle cx="150" cy="170" r="150" className="bay-sketch__radius" />
      <circle cx="150" cy="170" r="6" className="bay-sketch__base" />
      <text x="24" y="250" className="bay-sketch__water" transform="rotate(-80 24 250)">
        Pacific Ocean
      </text>
      <text x="200" y="170" className="bay-sketch__water">
        Bay
      </text>
      {COUNTIES.map((c) => (
        <text key={c.name} x={c.x} y={c.y} className="bay-sketch__label" textAnchor="middle">
          {c.name}
        </text>
      ))}
    </svg>
  );
}
