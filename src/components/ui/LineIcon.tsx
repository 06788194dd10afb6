/**
 * One lucide icon, drawn from its data (`import phone from 'lucide-icon:phone'`,
 * scripts/lib/icon-plugin.ts) with lucide's own attributes and class names, so it looks and is
 * styled exactly as lucide-react draws it, without lucide-react's runtime in the browser.
 * Decorative: hidden from assistive technology, as every icon on the site is.
 */
import { createElement, type SVGProps } from 'react';

export interface LineIconData {
  name: string;
  node: [string, Record<string, string>][];
}

export function LineIcon({
  icon,
  size = 24,
  strokeWidth = 2,
  className,
  ...rest
}: { icon: LineIconData; size?: number; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, 'ref'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${icon.name}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      {...rest}
    >
      {icon.node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
