/**
 * Site footer: name, address, phone and hours (the same facts as the JSON-LD,
 * for NAP consistency), service and company links, and the copyright year.
 */
import { Link } from 'react-router-dom';
import { WarrantyLink } from '../ui/WarrantyText';
import { business, credentialsSentence } from '../../../core/facts/business-profile';
import { paths } from '../../../core/urls/paths';
import { eventAttributes } from '../../analytics/data-track';
import { maintenanceLinks, primaryLinks, serviceLinks, type NavLink } from './navigation';

const companyLinks: NavLink[] = [
  primaryLinks.home,
  { title: 'All Services', href: paths.services },
  { title: 'Residential', href: paths.residential },
  { title: 'Commercial', href: paths.commercial },
  { title: 'Appliance Repair Near Me', href: paths.local },
  primaryLinks.cities,
  primaryLinks.brands,
  { title: 'Reviews', href: paths.reviews },
  primaryLinks.about,
  primaryLinks.contact,
  primaryLinks.blog,
  primaryLinks.blogFaq,
  { title: 'Site Map', href: paths.siteMap },
];

/**
 * A link's label with the column's common ending ("Repair", "Maintenance") in its own span: on a phone
 * the span is visually hidden (the link's name stays whole), so "Refrigerator" fits on one line under
 * "Maintenance" instead of wrapping to two.
 */
function Label({ title, ending }: { title: string; ending?: string }) {
  if (!ending || !title.endsWith(` ${ending}`)) return <>{title}</>;
  return (
    <>
      {title.slice(0, -ending.length - 1)}
      <span className="footer-ending"> {ending}</span>
    </>
  );
}

function LinkColumn({
  title,
  links,
  wide,
  ending,
}: {
  title: string;
  links: NavLink[];
  wide?: boolean;
  /** The ending every label shares, which the column's heading already says. */
  ending?: string;
}) {
  return (
    <nav
      className={`footer-column${wide ? ' footer-column--wide' : ''}`}
      aria-label={title}
      {...eventAttributes('nav_click', { category: `footer_${title}` })}
    >
      <h2 className="footer-heading">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>
              <Label title={link.title} ending={ending} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const credentials = credentialsSentence();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-column footer-contact" aria-labelledby="footer-business">
          <h2 className="footer-heading" id="footer-business">
            {business.name}
          </h2>
          <address>
            {business.streetAddress}
            <br />
            {business.address.locality}, {business.address.region} {business.address.postalCode}
            <br />
            <a href={business.telHref} data-nap="phone" {...eventAttributes('click_call', { location: 'footer' })}>
              {business.phoneDisplay}
            </a>
          </address>
          <h3 className="footer-subheading">Hours</h3>
          <ul className="footer-hours" data-nap="hours">
            {business.hours.map((h) => (
              <li key={h.days}>
                {/* Two unbreakable halves: a narrow column wraps between the days and the times, never inside them. */}
                <span>{h.days}:</span> <span>{h.label}</span>
              </li>
            ))}
            <li>{business.closedNote}</li>
          </ul>
        </section>
        <LinkColumn title="Services" links={serviceLinks} ending="Repair" />
        <LinkColumn title="Maintenance" links={maintenanceLinks} ending="Maintenance" />
        <LinkColumn title="Company" links={companyLinks} wide />
      </div>
      <p className="container footer-legal">
        © {business.copyrightYear} {business.name}.{' '}
        {credentials && <span data-testid="credentials">{credentials} </span>}
        <WarrantyLink>{business.warranty.label}</WarrantyLink>.
      </p>
    </footer>
  );
}
