/** Primary navigation for wide screens (docs/product.md Navigation). */
import { NavLink as RouterNavLink } from 'react-router-dom';
import { track } from '../../analytics/track';
import { NavDropdown } from './NavDropdown';
import { ReviewsNavLink } from './ReviewsNavLink';
import { maintenanceLinks, primaryLinks, serviceLinks, type NavLink } from './navigation';

function Item({ link }: { link: NavLink }) {
  return (
    <li>
      <RouterNavLink
        className="nav-link"
        to={link.href}
        end
        onClick={() => track('nav_click', { label: link.title, category: 'primary' })}
      >
        {link.title}
      </RouterNavLink>
    </li>
  );
}

export function DesktopNav() {
  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="desktop-nav__list">
        <Item link={primaryLinks.home} />
        <li>
          <NavDropdown label="Services" links={serviceLinks} />
        </li>
        <li>
          <NavDropdown label="Maintenance" links={[...maintenanceLinks, primaryLinks.allMaintenance]} />
        </li>
        <Item link={primaryLinks.cities} />
        <Item link={primaryLinks.brands} />
        <li>
          <ReviewsNavLink className="nav-link" />
        </li>
        <Item link={primaryLinks.blog} />
        <Item link={primaryLinks.about} />
      </ul>
    </nav>
  );
}
