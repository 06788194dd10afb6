/**
 * Sticky site header: utility bar (city label, phone, Book Online, Contact),
 * brand and navigation, and the strip of city links.
 */
import { Link } from 'react-router-dom';
import { LineIcon } from '../ui/LineIcon';
import phoneIcon from 'lucide-icon:phone';
import calendarCheck from 'lucide-icon:calendar-check';
import { businessContact as business, bookingUrl } from '../../../core/facts/business-contact';
import { track } from '../../analytics/track';
import { useCityLabel } from '../../lib/useCityLabel';
import { usePageEntry } from '../../lib/usePageEntry';
import { indexCity, usePageIndex } from '../../lib/page-data-load';
import { DesktopNav } from './DesktopNav';
import { MobileMenu } from './MobileMenu';
import { primaryLinks, topCityLinks } from './navigation';
import { BRAND_ICON_URI } from '../../../core/facts/brand-icon-uri';

/**
 * Its own component: when the label changes after start-up, only it re-renders, not the header's links.
 * On a city page the page's own city wins over `?city=` and geolocation (docs/spec-details.md).
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
            <a
              className="utility-link"
              href={business.telHref}
              onClick={() => track('click_call', { location: 'header' })}
            >
              <LineIcon icon={phoneIcon} size={16} /> {business.phoneDisplay}
            </a>
            <a
              className="utility-link"
              href={bookingUrl()}
              target="_blank"
              rel="noopener"
              onClick={() => track('click_book', { location: 'header' })}
            >
              <LineIcon icon={calendarCheck} size={16} /> Book Online
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
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
        {/* The utility bar scrolls away; this keeps a call link in the part of the header that stays. */}
        <a
          className="main-bar__call"
          href={business.telHref}
          onClick={() => track('click_call', { location: 'header_sticky' })}
        >
          <LineIcon icon={phoneIcon} size={20} />
          <span className="main-bar__call-label">Call {business.phoneDisplay}</span>
        </a>
        <MobileMenu />
      </div>
      <nav className="city-strip" aria-label="Popular cities">
        <ul className="container city-strip__list">
          {topCityLinks.map((c) => (
            <li key={c.href}>
              <Link to={c.href} onClick={() => track('nav_click', { label: c.title, category: 'city_strip' })}>
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
