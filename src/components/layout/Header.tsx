/**
 * Sticky site header: utility bar (city label, Contact), brand and navigation, and from 48rem a row
 * with the strip of city links and a compact Call and Book. The utility bar scrolls away; the
 * navigation and that row stay, so a tablet or desktop visitor can call or book from anywhere on the
 * page (docs/design-system.md "Call and Book stay on screen"). Phones get the call bar instead.
 */
import { Link } from 'react-router-dom';
import { businessContact as business } from '../../../core/facts/business-contact';
import { track } from '../../analytics/track';
import { useCityLabel } from '../../lib/useCityLabel';
import { usePageEntry } from '../../lib/usePageEntry';
import { indexCity, usePageIndex } from '../../lib/page-data-load';
import { BookButton, CallButton } from '../ui/CtaGroup';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { primaryLinks, topCityLinks } from './navigation';
import { BRAND_ICON_URI } from '../../../core/facts/brand-icon-uri';

/**
 * Its own component: when the label changes after start-up, only it re-renders, not the header's links.
 * On a city page the page's own city wins over `?city=` and geolocation (docs/product.md).
 */
function CityLabel() {
  const entry = usePageEntry();
  const index = usePageIndex();
  const pageCity =
    entry.template === 'city' || entry.template === 'city-alias' ? indexCity(index, entry.key).name : null;
  return <span data-testid="city-label">{useCityLabel(pageCity)}</span>;
}

export function Header() {
  return (
    <header className="site-header">
      <div className="utility-bar">
        <div className="container utility-bar__inner">
          <p className="utility-bar__city">
            Serving <CityLabel />
          </p>
          <div className="utility-bar__actions">
            <Link
              className="utility-link"
              to={primaryLinks.contact.href}
              onClick={() => track('nav_click', { label: 'Contact', category: 'utility' })}
            >
              {primaryLinks.contact.title}
            </Link>
          </div>
        </div>
      </div>
      <div className="container main-bar">
        <Link
          to={primaryLinks.home.href}
          className="brand"
          onClick={() => track('nav_click', { label: 'Brand', category: 'header' })}
        >
          <img src={BRAND_ICON_URI} width="32" height="32" alt="" />
          <span>{business.name}</span>
        </Link>
        <DesktopNav />
        <MobileMenu />
      </div>
      <div className="header-strip">
        <div className="container header-strip__inner">
          <nav className="city-strip" aria-label="Popular cities">
            <ul className="city-strip__list">
              {topCityLinks.map((c) => (
                <li key={c.href}>
                  <Link to={c.href} onClick={() => track('nav_click', { label: c.title, category: 'city_strip' })}>
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* In the part of the header that stays: calling or booking never needs a scroll back up. */}
          <div className="header-actions">
            <CallButton location="header" />
            <BookButton location="header" />
          </div>
        </div>
      </div>
    </header>
  );
}
