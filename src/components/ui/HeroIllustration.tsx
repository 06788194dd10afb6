/**
 * The site's own hero artwork as inline SVG (a few hundred bytes each):
 * flat shapes in the brand palette, decorative only (aria-hidden). Inline so
 * it paints with the HTML and never becomes a late-loading LCP image.
 */
export type IllustrationKind = 'home' | 'service' | 'city' | 'generic' | 'contact';

const C = { brand: '#0b4f6c', deep: '#083a50', soft: '#e6f1f6', mid: '#9cc3d5', accent: '#b4460b', sun: '#f2a900', white: '#fff', steel: '#c9d6de' };

function Fridge({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="96" height="176" rx="12" fill={C.white} stroke={C.deep} strokeWidth="4" />
      <path d="M0 64h96" stroke={C.deep} strokeWidth="4" />
      <rect x="12" y="22" width="8" height="28" rx="4" fill={C.brand} />
      <rect x="12" y="80" width="8" height="40" rx="4" fill={C.brand} />
      <circle cx="74" cy="26" r="8" fill={C.mid} />
    </g>
  );
}

function Washer({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="104" height="112" rx="12" fill={C.white} stroke={C.deep} strokeWidth="4" />
      <path d="M0 28h104" stroke={C.deep} strokeWidth="4" />
      <circle cx="18" cy="14" r="5" fill={C.accent} />
      <rect x="60" y="10" width="32" height="8" rx="4" fill={C.mid} />
      <circle cx="52" cy="70" r="30" fill={C.soft} stroke={C.deep} strokeWidth="4" />
      <path d="M32 74c10-8 20 8 40 0" stroke={C.brand} strokeWidth="4" fill="none" strokeLinecap="round" />
    </g>
  );
}

function Wrench({ x, y, r = 0 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <path d="M0 0l64 0" stroke={C.deep} strokeWidth="12" strokeLinecap="round" />
      <path d="M64 -16a18 18 0 1 0 0 32l-6-10h-10v-12h10z" fill={C.deep} />
    </g>
  );
}

function Check({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="34" fill={C.accent} />
      <path d="M-15 1l10 10 20-22" stroke={C.white} strokeWidth="7" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

const SCENES: Record<IllustrationKind, () => React.JSX.Element> = {
  home: () => (
    <>
      <Fridge x={96} y={64} />
      <Washer x={206} y={128} />
      <Wrench x={118} y={272} r={-12} />
      <Check x={318} y={104} />
    </>
  ),
  service: () => (
    <>
      <g transform="translate(120 76)">
        <rect width="150" height="168" rx="14" fill={C.white} stroke={C.deep} strokeWidth="4" />
        <rect x="16" y="16" width="118" height="24" rx="6" fill={C.soft} />
        {[34, 62, 90, 118].map((cx) => (
          <circle key={cx} cx={cx} cy="28" r="6" fill={C.brand} />
        ))}
        <rect x="16" y="56" width="118" height="96" rx="8" fill={C.soft} stroke={C.deep} strokeWidth="4" />
        <path d="M32 74h86" stroke={C.white} strokeWidth="6" strokeLinecap="round" />
      </g>
      <Wrench x={62} y={262} r={-30} />
      <Check x={298} y={96} />
    </>
  ),
  city: () => (
    <>
      <path d="M20 250c60-40 120-50 180-30s120 10 180-20v90H20z" fill={C.mid} />
      <g fill={C.brand}>
        <rect x="70" y="150" width="34" height="96" />
        <rect x="110" y="118" width="28" height="128" />
        <path d="M150 246v-150l14-30 14 30v150z" />
        <rect x="186" y="140" width="40" height="106" />
        <rect x="232" y="170" width="30" height="76" />
      </g>
      <path d="M260 210h120M290 210v-60M350 210v-60M290 150l30 44 30-44" stroke={C.accent} strokeWidth="6" fill="none" />
      <g transform="translate(300 54)">
        <path d="M0 70C-26 40-32 28-32 14a32 32 0 0 1 64 0C32 28 26 40 0 70z" fill={C.accent} />
        <circle cy="12" r="12" fill={C.white} />
      </g>
    </>
  ),
  generic: () => (
    <>
      <g transform="translate(110 70)">
        <rect width="150" height="190" rx="14" fill={C.white} stroke={C.deep} strokeWidth="4" />
        <rect x="45" y="-12" width="60" height="26" rx="8" fill={C.brand} />
        {[50, 90, 130].map((y) => (
          <g key={y}>
            <path d={`M22 ${y}l8 8 14-16`} stroke={C.accent} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="56" y={y - 6} width="72" height="10" rx="5" fill={C.steel} />
          </g>
        ))}
      </g>
      <Wrench x={240} y={262} r={-40} />
    </>
  ),
  // Contact: a booking calendar and a phone handset, the two ways to reach the business.
  contact: () => (
    <>
      <g transform="translate(90 80)">
        <rect width="170" height="160" rx="14" fill={C.white} stroke={C.deep} strokeWidth="4" />
        <rect width="170" height="40" rx="14" fill={C.brand} />
        {[0, 1, 2].flatMap((row) => [0, 1, 2, 3].map((col) => (
          <rect key={`${row}-${col}`} x={20 + col * 36} y={60 + row * 32} width="22" height="18" rx="4" fill={row === 1 && col === 2 ? C.accent : C.steel} />
        )))}
      </g>
      <path d="M282 176c-10 10-10 30 8 52s40 34 54 26l12-12-22-22-14 8c-8-4-18-16-20-24l8-14-22-22z" fill={C.deep} />
    </>
  ),
};

export function HeroIllustration({ kind }: { kind: IllustrationKind }) {
  const Scene = SCENES[kind];
  return (
    <svg className="hero-art" viewBox="0 0 400 320" width="400" height="320" aria-hidden="true" focusable="false">
      <circle cx="210" cy="170" r="150" fill={C.soft} />
      <circle cx="340" cy="60" r="18" fill={C.sun} opacity="0.85" />
      <Scene />
    </svg>
  );
}
