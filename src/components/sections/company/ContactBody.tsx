/**
 * /contact (docs/product.md): call and book buttons (the hero's: once), the number and a text button,
 * location, service area, hours, coverage list, same/next-day text, pricing, warranty, back home.
 */
import { Link } from 'react-router-dom';
import { contact } from '../../../../content/company';
import { paths } from '../../../../core/urls/paths';
import type { PageEntry } from '../../../../core/urls/manifest';
import { Seo } from '../../../seo/Seo';
import { business } from '../../../../core/facts/business-profile';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Hero } from '../../ui/Hero';
import { PageArt } from '../../ui/art/PageArt';
import { Section } from '../../ui/Section';
import { balancedGrid } from '../../ui/gridColumns';
import { CtaGroup, TextButton } from '../../ui/CtaGroup';
import { ServiceAreaList } from './ServiceAreaList';
import { WarrantyText } from '../../ui/WarrantyText';

/** "Sunday closed" → ["Sunday", "Closed"]. */
const [closedDay, closed] = business.closedNote.split(' ');
const closedLabel = closed.charAt(0).toUpperCase() + closed.slice(1);

export function ContactBody({ entry }: { entry: PageEntry }) {
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(contact.lead)} illustration={<PageArt name="contact" />}>
        <CtaGroup location="contactpage_hero" />
      </Hero>
      <Section id="contact-options" title={contact.waysTitle}>
        {/* The hero's Book and Call are right above: this section adds the number itself and a text. */}
        <div className="info-grid balanced-grid" {...balancedGrid(2, 18)}>
          <div>
            <h3>Call or text</h3>
            <p>
              <a
                href={business.telHref}
                className="contact-phone"
                data-track="click_to_call"
                data-track-location="contactpage_call"
              >
                {business.phoneDisplay}
              </a>
            </p>
            <p>{fillFacts(contact.callText)}</p>
            <div className="cta-group">
              <TextButton location="contactpage_text" />
            </div>
          </div>
          <div>
            <h3>{contact.sameDayTitle}</h3>
            <p>{fillFacts(contact.sameDayText)}</p>
          </div>
        </div>
      </Section>
      <Section id="details" title="Hours, location and pricing" tone="alt">
        <div className="info-grid balanced-grid" {...balancedGrid(4, 16)}>
          <div>
            <h3>{contact.hoursTitle}</h3>
            <dl className="hours-list">
              {[...business.hours.map((h) => [h.days, h.label]), [closedDay, closedLabel]].map(([days, label]) => (
                <div key={days}>
                  <dt>{days}</dt>
                  <dd>{label}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3>{contact.locationTitle}</h3>
            <address>
              {business.name}
              <br />
              {business.streetAddress}
              <br />
              {business.address.locality}, {business.address.region} {business.address.postalCode}
              <br />
              Phone: {business.phoneDisplay}
            </address>
            <p>{fillFacts(contact.locationText)}</p>
          </div>
          <div>
            <h3>{contact.pricingTitle}</h3>
            <ul>
              {contact.pricing.map((line) => (
                <li key={line}>{fillFacts(line)}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{contact.warrantyTitle}</h3>
            <p>
              <WarrantyText text={fillFacts(contact.warrantyText)} />
            </p>
          </div>
        </div>
      </Section>
      <Section id="coverage" title={contact.coverageTitle} intro={fillFacts(contact.areaText)}>
        <ServiceAreaList />
        <p>
          <Link to={paths.home} className="back-home">
            ← Back to home
          </Link>
        </p>
      </Section>
    </>
  );
}
