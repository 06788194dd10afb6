/**
 * The 404 page (docs/product.md Not-found page), served with status 404 at any unknown
 * address, noindex,follow (from its manifest entry). It renders nothing that
 * depends on the visited path, so it hydrates cleanly wherever the CDN serves it.
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { CallButton } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import { indexCity, usePageIndex } from '../lib/page-data-load';
import { NEAREST_CITY_SLUGS } from '../../content/top-cities';
import { relatedServiceKinds } from '../../content/related-services';
import '../styles/pages/links.css';

/** docs/product.md Not-found page: the cities closest to our base (content/top-cities.ts) and these six services, in this order. */
const TOP_SERVICES = ['refrigerator', 'washer', 'dryer', 'dishwasher', 'oven', 'cooktop'];

function find<T>(list: T[], match: (x: T) => boolean, what: string): T {
  const item = list.find(match);
  if (!item) throw new Error(`NotFoundPage: no ${what}`);
  return item;
}

const topServices = TOP_SERVICES.map((key) => find(relatedServiceKinds, (k) => k.key === key, `service kind "${key}"`));

export default function NotFoundPage() {
  const entry = usePageEntry();
  const index = usePageIndex();
  const topCities = NEAREST_CITY_SLUGS.map((slug) => indexCity(index, slug));
  return (
    <>
      <Seo entry={entry} />
      <Hero
        entry={entry}
        lead="The page you’re looking for doesn’t exist or was moved. Choose a service or city below."
      >
        <div className="cta-group">
          <Link className="btn btn--book" to={paths.home}>
            Home
          </Link>
          <Link className="btn btn--secondary" to={paths.homeSection('services')}>
            Services
          </Link>
          {/* The page's description promises "call us": the call is one tap here too. */}
          <CallButton location="notfound_hero" />
        </div>
        <p className="not-found__more">
          Or browse <Link to={paths.services}>all services</Link> and{' '}
          <Link to={paths.serviceAreas}>all service areas</Link>.
        </p>
      </Hero>
      <Section id="top-cities" title="Cities Near San Francisco">
        <ul className="link-columns">
          {topCities.map((c) => (
            <li key={c.slug}>
              <Link to={paths.city(c.slug)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="top-services" title="Top Services" tone="alt">
        <ul className="link-columns">
          {topServices.map((k) => (
            <li key={k.key}>
              <Link to={k.href}>{k.title}</Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
