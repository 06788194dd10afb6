/** The 404 page (SPEC §2 Not-found page), served with status 404 at any unknown address. */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../lib/urls';
import { cityBySlug, serviceBySlug } from '../content/lookup';

const TOP_CITIES = ['mill-valley', 'pacifica', 'colma', 'daly-city', 'south-san-francisco', 'san-bruno', 'burlingame', 'san-mateo'];
const TOP_SERVICES = ['refrigerator-repair', 'washer-repair', 'dryer-repair', 'dishwasher-repair', 'oven-repair', 'cooktop-repair'];

export default function NotFoundPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <section className="page-header">
        <div className="container">
          <h1>{entry.meta.h1}</h1>
          <p className="lead">The page you&apos;re looking for doesn&apos;t exist or was moved. Choose a service or city below.</p>
          <div className="cta-group">
            <Link className="btn btn--book" to={paths.home}>
              Home
            </Link>
            <Link className="btn btn--secondary" to={paths.homeSection('services')}>
              Services
            </Link>
          </div>
        </div>
      </section>
      <section className="section container split">
        <nav aria-labelledby="top-cities">
          <h2 id="top-cities">Top Cities</h2>
          <ul>
            {TOP_CITIES.map((slug) => (
              <li key={slug}>
                <Link to={paths.city(slug)}>{cityBySlug(slug).name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="top-services">
          <h2 id="top-services">Top Services</h2>
          <ul>
            {TOP_SERVICES.map((slug) => (
              <li key={slug}>
                <Link to={paths.service(slug)}>{serviceBySlug(slug).name}</Link>
              </li>
            ))}
          </ul>
          <p>
            Or browse <Link to={paths.services}>all services</Link> and <Link to={paths.serviceAreas}>all service areas</Link>.
          </p>
        </nav>
      </section>
    </>
  );
}
