/**
 * The mobile menu: a <details> toggle (works without JavaScript) holding the
 * same links as the desktop navigation, with collapsible Services and
 * Maintenance sections and a Service Areas jump to the home page's areas
 * (which links the full city index; a separate "Cities" entry beside it read as a duplicate).
 */
import { Link } from 'react-router-dom';
import { LineIcon } from '../ui/LineIcon';
import menuIcon from 'lucide-icon:menu';
import closeIcon from 'lucide-icon:x';
import { track } from '../../analytics/track';
import { NavDropdown } from './NavDropdown';
import { ReviewsNavLink } from './ReviewsNavLink';
import { maintenanceLinks, primaryLinks, serviceLinks, type NavLink } from './navigation';
import { useDismissable } from './useDismissable';

function Item({ link }: { link: NavLink }) {
  return (
    <li>
      <Link
        className="mobile-menu__link"
        to={link.href}
        onClick={() => track('nav_click', { label: link.title, category: 'mobile' })}
      >
        {link.title}
      </Link>
    </li>
  );
}

export function MobileMenu() {
  const { open, setOpen, rootRef, toggleRef } = useDismissable<HTMLDetailsElement>();
  return (
    <details className="mobile-menu" ref={rootRef} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary ref={toggleRef} className="mobile-menu__toggle" aria-label={open ? 'Close menu' : 'Open menu'}>
        <LineIcon icon={open ? closeIcon : menuIcon} size={24} />
      </summary>
      <nav className="mobile-menu__panel" aria-label="Mobile">
        <ul>
          <Item link={primaryLinks.home} />
          <li>
            <NavDropdown className="mobile-menu__section" label="Services" links={serviceLinks} />
          </li>
          <li>
            <NavDropdown
              className="mobile-menu__section"
              label="Maintenance"
              links={[...maintenanceLinks, primaryLinks.allMaintenance]}
            />
          </li>
          {/* One way to the cities, as the spec words it: the home page's areas section, whose own
              "See all service areas" link opens the full index (desktop's "Cities" goes there directly). */}
          <Item link={primaryLinks.serviceAreas} />
          <Item link={primaryLinks.brands} />
          <li>
            <ReviewsNavLink className="mobile-menu__link" onNavigate={() => setOpen(false)} />
          </li>
          <Item link={primaryLinks.blog} />
          <Item link={primaryLinks.about} />
          <Item link={primaryLinks.contact} />
        </ul>
      </nav>
    </details>
  );
}
