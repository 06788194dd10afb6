/**
 * A schematic coverage map: the Bay Area around San Francisco and the seven
 * counties our city pages are in, drawn as inline SVG (no map tiles, no outside
 * request): the bay as water, each county a dot where it lies, and one outline
 * around all seven (a radius around San Francisco left three counties outside it). The county names are also listed as text next to it. The labels'
 * white halo (stroke painted under the fill) is the SVG 2 presentation attribute
 * paint-order, not the CSS property: the W3C Nu validator's CSS checker does not
 * know the property yet and reports it as an error on every page with the map.
 */
const COUNTY_POINTS: Record<string, { x: number; y: number }> = {
  Marin: { x: 120, y: 105 },
  Solano: { x: 300, y: 55 },
  'Contra Costa': { x: 305, y: 135 },
  'San Francisco': { x: 150, y: 185 },
  Alameda: { x: 300, y: 225 },
  'San Mateo': { x: 165, y: 280 },
  'Santa Clara': { x: 300, y: 315 },
};

export function CountiesMap({ counties, label }: { counties: readonly string[]; label: string }) {
  return (
    <svg className="coverage-map" viewBox="0 0 420 360" width="420" height="360" role="img" aria-label={label}>
      <rect width="420" height="360" rx="16" className="coverage-map__land" />
      <path
        d="M86 98Q88 38 168 34L330 22Q362 26 358 78L352 332Q348 356 300 352L172 318Q126 306 120 252L110 204Q80 152 86 98Z"
        className="coverage-map__radius"
      />
      <path
        d="M204 104C236 128 252 204 278 304C256 304 226 244 200 200C188 170 194 128 204 104Z"
        className="coverage-map__bay"
      />
      {counties.map((name) => {
        const p = COUNTY_POINTS[name] ?? { x: 210, y: 180 };
        return (
          <g key={name}>
            <circle cx={p.x} cy={p.y} r="6" className="coverage-map__dot" />
            <text x={p.x} y={p.y - 12} textAnchor="middle" paintOrder="stroke" className="coverage-map__label">
              {name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
