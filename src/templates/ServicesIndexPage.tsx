/** /services: a card for every service page and the two audience pages, the 8 top cities, book and call (docs/product.md). */
import { Link } from 'react-router-dom';
import { servicesPageCards } from '../../content/related-services';
import { servicesPage } from '../../content/company';
import { Seo } from '../seo/Seo';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import { fillFacts } from '../../core/facts/fill-facts';
import { usePageIndex } from '../lib/page-data-load';
import { topCities as topCitiesOf } from '../../core/urls/city-lists';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { Section } from '../components/ui/Section';
import { Card } from '../components/ui/Card';
import { eventAttributes } from '../analytics/data-track';
import { CardGrid, CardGridItem } from '../components/ui/CardGrid';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import '../styles/pages/company.css';

export default function ServicesIndexPage() {
  const entry = usePageEntry();
  const topCities = topCitiesOf(usePageIndex().cities);
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(servicesPage.lead)} illustration={<PageArt name="services" />}>
        <CtaGroup location="servicespage_hero" />
      </Hero>
      <Section id="service-list" title={servicesPage.cardsTitle}>
        <CardGrid>
          {servicesPageCards.map((card) => (
            <CardGridItem key={card.title}>
              <Card
                title={card.title}
                icon={card.icon}
                href={card.href}
                events={eventAttributes('click_service', { category: 'services_page' })}
              >
                {fillFacts(card.description)}
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <Section id="top-cities" title={servicesPage.citiesTitle} intro={fillFacts(servicesPage.citiesIntro)} tone="alt">
        <ul className="city-cards" data-testid="top-cities">
          {topCities.map((city) => (
            <li key={city.slug}>
              <Link to={paths.city(city.slug)}>Appliance repair in {city.name}</Link>
              <span>{city.blurb}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.serviceAreas}>See all service areas</Link>
        </p>
      </Section>
      <CtaBand
        title={servicesPage.closingTitle}
        text={fillFacts(servicesPage.closingText)}
        location="servicespage_footer_cta"
      />
    </>
  );
}
