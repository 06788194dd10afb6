/**
 * Coverage teaser and map (id `areas`: the mobile Service Areas entry scrolls
 * here). Lists the seven counties with the cities we have pages for.
 */
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { business } from '../../../../core/facts/business-profile';
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { paths } from '../../../../core/urls/paths';
import { Section } from '../../ui/Section';
import { CountiesMap } from './CountiesMap';

export function CoverageSection({ content }: { content: HomeContent['coverage'] }) {
  const { cities } = usePageIndex();
  return (
    <Section id="areas" title={content.title} intro={fillFacts(content.intro)}>
      <div className="coverage">
        <figure className="coverage__map">
          <CountiesMap counties={business.counties} label={fillFacts(content.mapAlt)} />
          <figcaption>{fillFacts(content.mapCaption)}</figcaption>
        </figure>
        <div>
          <ul className="coverage__counties" data-testid="county-list">
            {business.counties.map((county) => {
              const inCounty = cities.filter((c) => c.county === county);
              return (
                <li key={county}>
                  <strong>{county} County</strong>
                  {inCounty.length > 0 && (
                    <span>
                      {' '}
                      {inCounty.slice(0, 4).map((c, i) => (
                        <span key={c.slug}>
                          {i > 0 && ', '}
                          <Link to={paths.city(c.slug)}>{c.name}</Link>
                        </span>
                      ))}
                      {inCounty.length > 4 && ` and ${inCounty.length - 4} more`}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <p className="coverage__links">
            <Link to={paths.serviceAreas}>See all service areas</Link> ·{' '}
            <Link to={paths.local}>Find appliance repair near you</Link>
          </p>
        </div>
      </div>
    </Section>
  );
}
