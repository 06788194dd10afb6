/**
 * A schematic coverage map: the Bay Area around San Francisco and the seven
 * counties our city pages are in, drawn as inline SVG (no map tiles, no outside
 * request). The county names are also listed as text next to it. The labels'
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
      <circle cx="170" cy="180" r="150" className="coverage-map__radius" />
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
