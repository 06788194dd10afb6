/**
 * A region's directory of cities (/service-areas/{region}, then /2, /3 …): every city of a region
 * with more cities than /service-areas shows as cards, A to Z as compact links with the county,
 * a page of at most CITY_LINKS_PER_PAGE at a time. Which regions have one and what each page
 * lists is decided in core/urls/city-lists.ts; at 40 cities there is none.
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { regionIntros } from '../../content/service-areas';
import { directoryCopy as copy } from '../../content/city-directory';
import { fillFacts } from '../../core/facts/fill-facts';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import { usePageIndex } from '../lib/page-data-load';
import { regionDirectoryPages } from '../../core/urls/city-lists';
import '../styles/pages/links.css';
import '../styles/pages/service-areas.css';

export default function RegionDirectoryPage() {
  const entry = usePageEntry();
  const directory = regionDirectoryPages(usePageIndex().cities);
  const page = directory.find((d) => d.key === entry.key);
  if (!page) throw new Error(`RegionDirectoryPage: no directory page "${entry.key}" for the cities of the site index`);
  const siblings = directory.filter((d) => d.region === page.region);
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={`${regionIntros[page.region]} ${copy.lead(page)}`} />
      <Section id="cities" title={copy.listTitle(page)}>
        {siblings.length > 1 && (
          <nav aria-label={copy.pagerLabel} className="directory-pager">
            <ul className="pill-list">
              {siblings.map((d) => (
                <li key={d.key}>
                  <Link to={d.path} aria-current={d.key === page.key ? 'page' : undefined}>
                    {copy.pageLink(d.first, d.last)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ul className="link-columns">
          {page.cities.map((c) => (
            <li key={c.slug}>
              <Link to={paths.city(c.slug)}>{c.name}</Link>
              {`, ${c.county} County`}
            </li>
          ))}
        </ul>
        <p className="directory-more">
          {fillFacts(copy.notListed)} <Link to={paths.local}>{copy.notListedLink}</Link>.
        </p>
      </Section>
    </>
  );
}
