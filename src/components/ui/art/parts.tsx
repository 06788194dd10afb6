/**
 * The palette and the small shared pieces of the hero drawings (one style for
 * every template: flat brand colours, white bodies with a deep 4 px outline).
 * Kept tiny because every piece is inlined into the prerendered HTML.
 */
export const C = {
  brand: '#0b4f6c',
  deep: '#083a50',
  soft: '#e6f1f6',
  mid: '#9cc3d5',
  accent: '#b4460b',
  sun: '#f2a900',
  white: '#fff',
  steel: '#c9d6de',
  ink: '#1c2630',
  leaf: '#5f8f6b',
  glow: '#ff8a3d',
};

/** Outline every appliance body shares. */
export const body = { fill: C.white, stroke: C.deep, strokeWidth: 4 } as const;

export function Wrench({ x, y, r = 0 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${r})`}>
      <path d="M0 0h64" stroke={C.deep} strokeWidth="12" strokeLinecap="round" />
      <path d="M64-16a18 18 0 1 0 0 32l-6-10h-10v-12h10z" fill={C.deep} />
    </g>
  );
}

export function Check({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="30" fill={C.accent} />
      <path
        d="M-13 1l9 9 18-20"
        stroke={C.white}
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A floor line under free-standing appliances. */
export function Floor() {
  return <path d="M40 262h320" stroke={C.steel} strokeWidth="6" strokeLinecap="round" />;
}

/** Water of the Bay below a horizon at y. */
export function Water({ y = 240 }: { y?: number }) {
  return (
    <>
      <path d={`M20 ${y}h360v${300 - y}H20z`} fill={C.mid} />
      <path
        d={`M60 ${y + 22}h40M180 ${y + 34}h50M290 ${y + 18}h40`}
        stroke={C.white}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </>
  );
}

export function Tree({ x, y, h = 60 }: { x: number; y: number; h?: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d={`M0 0v-${h * 0.3}`} stroke={C.deep} strokeWidth="5" />
      <path d={`M-${h * 0.25}-${h * 0.25}L0-${h}l${h * 0.25} ${h * 0.75}z`} fill={C.leaf} />
    </g>
  );
}
