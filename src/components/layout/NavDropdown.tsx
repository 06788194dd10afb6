/**
 * A navigation dropdown built on <details>, so its links work with
 * JavaScript off; with JavaScript it also closes on outside click, Escape and
 * route change (useDismissable).
 */
import { Link } from 'react-router-dom';
import { LineIcon } from '../ui/LineIcon';
import chevronDown from 'lucide-icon:chevron-down';
import { track } from '../../analytics/track';
import type { NavLink } from './navigation';
import { useDismissable } from './useDismissable';

export function NavDropdown({
  label,
  links,
  className = 'nav-dropdown',
}: {
  label: string;
  links: NavLink[];
  className?: string;
}) {
  const { open, setOpen, rootRef, toggleRef } = useDismissable<HTMLDetailsElement>();
  return (
    <details className={className} ref={rootRef} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary ref={toggleRef} className="nav-link nav-dropdown__toggle">
        {label} <LineIcon icon={chevronDown} size={16} />
      </summary>
      <ul className="nav-dropdown__menu">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} onClick={() => track('nav_click', { label: link.title, category: label })}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
