/**
 * One hero drawing per appliance service page, each recognisably its own
 * machine (a refrigerator page never shows an oven), with the description a
 * screen reader announces. Keyed by the service's `appliance` (content/services/).
 */
import type { JSX } from 'react';
import { C, body, Wrench, Check, Floor } from './parts';

export interface Drawing {
  /** What is drawn, announced as the image's name: always starts "Drawing of". */
  label: string;
  Scene: () => JSX.Element;
  /** A landscape fills its square, so the frame clips it to the round backdrop (the Bay map on any page that shows it). */
  landscape?: boolean;
}

const Refrigerator = () => (
  <>
    <Floor />
    <g transform="translate(140 52)">
      <rect width="120" height="206" rx="12" {...body} />
      <path d="M60 0v128M0 128h120" stroke={C.deep} strokeWidth="4" />
      <rect x="46" y="34" width="6" height="52" rx="3" fill={C.brand} />
      <rect x="68" y="34" width="6" height="52" rx="3" fill={C.brand} />
      <rect x="12" y="30" width="26" height="38" rx="4" fill={C.soft} stroke={C.deep} strokeWidth="3" />
      <rect x="34" y="148" width="52" height="6" rx="3" fill={C.brand} />
    </g>
    <Wrench x={58} y={240} r={-24} />
    <Check x={318} y={96} />
  </>
);

const Freezer = () => (
  <>
    <Floor />
    <g transform="translate(146 50)">
      <rect width="108" height="208" rx="12" {...body} />
      <rect x="14" y="14" width="44" height="16" rx="4" fill={C.brand} />
      <rect x="88" y="60" width="6" height="70" rx="3" fill={C.brand} />
      <path d="M46 96v56M22 110l48 28M22 138l48-28" stroke={C.mid} strokeWidth="7" strokeLinecap="round" />
    </g>
    <Wrench x={286} y={248} r={-24} />
  </>
);

const IceMaker = () => (
  <>
    <Floor />
    <g transform="translate(118 62)">
      <rect width="164" height="196" rx="12" fill={C.soft} stroke={C.deep} strokeWidth="4" />
      <rect x="16" y="16" width="132" height="40" rx="8" {...body} />
      {[30, 58, 86, 114].map((x) => (
        <path key={x} d={`M${x} 28q10 18 20 0`} stroke={C.brand} strokeWidth="4" fill="none" />
      ))}
      <path d="M22 80h120l-12 100H34z" {...body} />
      {[
        [52, 150],
        [80, 160],
        [108, 148],
        [66, 126],
        [96, 124],
      ].map(([x, y]) => (
        <rect
          key={x}
          x={x - 11}
          y={y - 11}
          width="22"
          height="22"
          rx="5"
          fill={C.mid}
          transform={`rotate(12 ${x} ${y})`}
        />
      ))}
    </g>
    <Check x={320} y={224} />
  </>
);

const WineRefrigerator = () => (
  <>
    <Floor />
    <g transform="translate(148 52)">
      <rect width="104" height="206" rx="10" fill={C.deep} />
      <rect x="10" y="10" width="84" height="168" rx="6" fill={C.brand} />
      {[40, 80, 120, 160].map((y) => (
        <g key={y}>
          <path d={`M10 ${y}h84`} stroke={C.steel} strokeWidth="3" />
          <rect x="18" y={y - 14} width="34" height="11" rx="5" fill={C.accent} />
          <rect x="56" y={y - 14} width="34" height="11" rx="5" fill="#7b2d26" />
        </g>
      ))}
      <rect x="30" y="186" width="44" height="10" rx="3" fill={C.mid} />
    </g>
    <Wrench x={56} y={242} r={-20} />
  </>
);

const Washer = () => (
  <>
    <Floor />
    <g transform="translate(128 96)">
      <rect width="144" height="162" rx="12" {...body} />
      <path d="M0 34h144" stroke={C.deep} strokeWidth="4" />
      <rect x="14" y="10" width="44" height="14" rx="4" fill={C.soft} stroke={C.deep} strokeWidth="3" />
      <circle cx="120" cy="17" r="8" fill={C.accent} />
      <circle cx="72" cy="98" r="46" fill={C.steel} stroke={C.deep} strokeWidth="4" />
      <circle cx="72" cy="98" r="32" fill={C.mid} />
      <path d="M48 104c12-9 24 9 48 0" stroke={C.white} strokeWidth="5" fill="none" strokeLinecap="round" />
    </g>
    <Wrench x={286} y={248} r={-24} />
  </>
);

const Dryer = () => (
  <>
    <Floor />
    <path d="M272 150h32q22 0 22-22V52" stroke={C.steel} strokeWidth="16" fill="none" />
    <path d="M272 150h32q22 0 22-22V52" stroke={C.deep} strokeWidth="3" strokeDasharray="4 8" fill="none" />
    <g transform="translate(128 96)">
      <rect width="144" height="162" rx="12" {...body} />
      <path d="M0 34h144" stroke={C.deep} strokeWidth="4" />
      <circle cx="24" cy="17" r="9" fill={C.mid} stroke={C.deep} strokeWidth="3" />
      <rect x="48" y="10" width="82" height="14" rx="4" fill={C.soft} stroke={C.deep} strokeWidth="3" />
      <circle cx="72" cy="98" r="46" fill={C.soft} stroke={C.deep} strokeWidth="4" />
      <path
        d="M56 90q8-10 16 0t16 0M56 108q8-10 16 0t16 0"
        stroke={C.accent}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </g>
    <Wrench x={56} y={244} r={-20} />
  </>
);

const Dishwasher = () => (
  <>
    <g transform="translate(110 70)">
      <rect x="-10" y="-12" width="200" height="14" fill={C.steel} stroke={C.deep} strokeWidth="3" />
      <rect width="180" height="32" rx="6" fill={C.steel} stroke={C.deep} strokeWidth="4" />
      <circle cx="156" cy="16" r="6" fill={C.leaf} />
      <rect y="30" width="180" height="132" fill={C.soft} stroke={C.deep} strokeWidth="4" />
      <path d="M16 76h148M16 130h148" stroke={C.deep} strokeWidth="3" opacity=".5" />
      {[34, 62, 90, 118, 146].map((x) => (
        <ellipse key={x} cx={x} cy="56" rx="10" ry="17" {...body} strokeWidth="3" />
      ))}
      <rect x="26" y="98" width="22" height="30" rx="3" {...body} strokeWidth="3" />
      <rect x="58" y="98" width="22" height="30" rx="3" {...body} strokeWidth="3" />
      <path d="M0 162l-34 32h248l-34-32z" {...body} strokeLinejoin="round" />
    </g>
    <Check x={56} y={96} />
  </>
);

const Oven = () => (
  <>
    <Floor />
    <g transform="translate(120 62)">
      <rect x="-6" y="-10" width="172" height="14" rx="4" fill={C.deep} />
      <rect width="160" height="40" {...body} />
      {[28, 60, 100, 132].map((x) => (
        <circle key={x} cx={x} cy="20" r="8" fill={C.mid} stroke={C.deep} strokeWidth="3" />
      ))}
      <rect y="40" width="160" height="156" rx="6" {...body} />
      <rect x="18" y="58" width="124" height="100" rx="8" fill={C.ink} />
      <path d="M34 140h92" stroke={C.glow} strokeWidth="7" strokeLinecap="round" />
      <rect x="34" y="50" width="92" height="6" rx="3" fill={C.steel} />
    </g>
    <Wrench x={286} y={248} r={-24} />
  </>
);

const Cooktop = () => (
  <>
    <path d="M30 226h340v20H30z" fill={C.steel} />
    <path d="M88 120h224l40 106H48z" fill={C.ink} stroke={C.deep} strokeWidth="4" strokeLinejoin="round" />
    {[
      [138, 150, 26],
      [262, 150, 24],
      [124, 196, 30],
      [276, 196, 28],
    ].map(([x, y, r]) => (
      <ellipse key={x} cx={x} cy={y} rx={r} ry={r * 0.45} fill="none" stroke={C.steel} strokeWidth="5" />
    ))}
    {[-16, 0, 16].map((d) => (
      <path key={d} d={`M${124 + d} 190q-7-14 0-26q7 12 0 26`} fill="#3d8fd6" />
    ))}
    <Wrench x={300} y={92} r={-160} />
  </>
);

const Disposal = () => (
  <>
    <g transform="translate(90 62)">
      <rect x="-10" width="240" height="16" fill={C.steel} stroke={C.deep} strokeWidth="4" />
      <path d="M60 16h100l-10 30H70z" fill={C.soft} stroke={C.deep} strokeWidth="4" />
      <rect x="102" y="46" width="16" height="18" fill={C.steel} />
      <rect x="78" y="62" width="64" height="92" rx="14" fill={C.mid} stroke={C.deep} strokeWidth="4" />
      <rect x="88" y="74" width="44" height="10" rx="4" fill={C.brand} />
      <path d="M142 110h48v80" stroke={C.steel} strokeWidth="10" fill="none" />
      <path d="M110 154v26q0 12 12 12h20" stroke={C.ink} strokeWidth="4" fill="none" />
      <circle cx="110" cy="146" r="6" fill={C.accent} />
    </g>
    <Wrench x={56} y={244} r={-20} />
  </>
);

/** A toolbox, true of any repair: what a service page shows until its appliance has a drawing of its own. */
const Toolbox = () => (
  <>
    <Floor />
    <g transform="translate(110 128)">
      <path d="M60 22V6h60v16" stroke={C.deep} strokeWidth="10" fill="none" strokeLinejoin="round" />
      <rect y="22" width="180" height="112" rx="12" {...body} />
      <path d="M0 62h180" stroke={C.deep} strokeWidth="4" />
      <rect x="74" y="52" width="32" height="22" rx="4" fill={C.brand} />
    </g>
    <Wrench x={292} y={98} r={-150} />
  </>
);

/**
 * The drawing of a service page whose `appliance` has none in APPLIANCE_DRAWINGS (a page an
 * editor just added, docs/editing-content.md "Add a service page"): the page builds and says
 * what it shows, rather than the prerender stopping, until a drawing of its own is added here.
 */
export const GENERIC_APPLIANCE_DRAWING: Drawing = { label: 'Drawing of a toolbox and a wrench', Scene: Toolbox };

/** Keys are the `appliance` words of content/services/. */
export const APPLIANCE_DRAWINGS: Record<string, Drawing> = {
  refrigerator: { label: 'Drawing of a French-door refrigerator with a wrench', Scene: Refrigerator },
  freezer: { label: 'Drawing of an upright freezer marked with a snowflake', Scene: Freezer },
  'ice maker': { label: 'Drawing of an ice maker with its bin full of ice cubes', Scene: IceMaker },
  'wine refrigerator': { label: 'Drawing of a wine refrigerator with bottles on its shelves', Scene: WineRefrigerator },
  washer: { label: 'Drawing of a front-loading washer with water in the drum', Scene: Washer },
  dryer: { label: 'Drawing of a clothes dryer and its vent duct', Scene: Dryer },
  dishwasher: { label: 'Drawing of a dishwasher with its door open and plates in the rack', Scene: Dishwasher },
  oven: { label: 'Drawing of a range with the oven element glowing', Scene: Oven },
  cooktop: { label: 'Drawing of a four-burner cooktop with one gas flame lit', Scene: Cooktop },
  'garbage disposal': { label: 'Drawing of a garbage disposal under a kitchen sink', Scene: Disposal },
};
