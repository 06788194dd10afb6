/**
 * /site-map (docs/product.md): the 11 service pages (the service kinds
 * of content/related-services.ts), every city page that exists (above
 * CITY_LINKS_PER_PAGE cities: each region's count and directory pages, and the
 * busiest cities; core/urls/city-lists.ts), the company
 * pages (Home, About, Reviews, Contact, Blog, Tips & FAQ), then every other indexable page, split into
 * the pages about who and where the business serves and the guides and articles. Pages
 * and cities come from the site index (the manifest as the browser sees it),
 * so a new page appears here by itself; a link to a page that is not in the
 * manifest fails the build.
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { relatedServiceKinds } from '../../content/related-services';
import { allInRegion, directoryCopy, siteMapCopy } from '../../content/city-directory';
import { siteMapCities } from '../../core/urls/city-lists';
import { linkLabels, paths } from '../../core/urls/paths';
import { usePageIndex } from '../lib/page-data-load';
import type { PageIndex } from '../../core/pages/page-data';
import { usePageEntry } from '../lib/usePageEntry';
import '../styles/pages/links.css';

interface LinkItem {
  title: string;
  href: string;
}

/** The spec's company pages (Home, Contact, Blog, Tips & FAQ) and the two a visitor looks for beside them. */
const companyLinks: LinkItem[] = [
  { title: 'Home', href: paths.home },
  { title: 'About Us', href: paths.about },
  { title: 'Reviews', href: paths.reviews },
  { title: 'Contact', href: paths.contact },
  { title: linkLabels.blog, href: paths.blog },
  { title: linkLabels.blogFaq, href: paths.blogFaq },
];

/** Maintenance guides and blog posts: reading, apart from the pages about who and where the business serves. */
const isReading = (path: string) => path.startsWith(paths.maintenance) || path.startsWith(`${paths.blog}/`);

/**
 * The page's sections from its index: `pages` holds the indexable pages other than cities and
 * region directories (scripts/lib/page-index.ts), which are the city section's: every city, or
 * the regions' directories and the busiest cities.
 */
function siteMapLinks({ pages, cities, brands }: PageIndex) {
  const checked = (link: LinkItem): LinkItem => {
    if (!pages.some((e) => e.path === link.href))
      throw new Error(`SiteMapPage: no page at ${link.href} in the URL manifest`);
    return link;
  };
  const serviceLinks = relatedServiceKinds.map((k) => checked({ title: k.title, href: k.href }));
  const cityList = siteMapCities(cities);
  const cityLinks: LinkItem[] = cityList.cities.map((c) => ({ title: c.name, href: paths.city(c.slug) }));
  const regionLinks = cityList.regions.map((r) => ({
    title: siteMapCopy.region(r.region, r.total),
    links:
      r.pages.length > 1
        ? r.pages.map((d) => ({ title: directoryCopy.pageLink(d.first, d.last), href: d.path }))
        : [{ title: allInRegion(r.total, r.region), href: r.allHref }],
  }));
  const brandLinks = brands.map((b) => checked({ title: `${b.name} repair`, href: paths.brand(b.slug) }));
  const listed = new Set([...serviceLinks, ...cityLinks, ...companyLinks, ...brandLinks].map((l) => l.href));
  const companyChecked = companyLinks.map(checked);
  const rest = pages.filter((e) => !listed.has(e.path)).map((e) => ({ title: e.meta.h1, href: e.path }));
  // The guides (the section's first word), then the articles.
  const isGuide = (l: LinkItem) => l.href.startsWith(paths.maintenance);
  const readingLinks = [...rest.filter(isGuide), ...rest.filter((l) => isReading(l.href) && !isGuide(l))];
  const coverageLinks = rest.filter((l) => !isReading(l.href));
  return { cityList, serviceLinks, cityLinks, regionLinks, brandLinks, companyChecked, readingLinks, coverageLinks };
}

function LinkList({ links }: { links: LinkItem[] }) {
  return (
    <ul className="link-columns">
      {links.map((l) => (
        <li key={l.href}>
          <Link to={l.href}>{l.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export default function SiteMapPage() {
  const entry = usePageEntry();
  const { cityList, serviceLinks, cityLinks, regionLinks, brandLinks, companyChecked, readingLinks, coverageLinks } =
    siteMapLinks(usePageIndex());
  return (
    <>
      <Seo entry={entry} />
      <Hero
        entry={entry}
        lead="Every page of the site in one place: services, the cities we serve and our company pages."
      />
      <Section id="services" title={`Services (${serviceLinks.length})`}>
        <LinkList links={serviceLinks} />
      </Section>
      <Section id="cities" title={siteMapCopy.citiesTitle(cityList.total)} tone="alt">
        {regionLinks.length === 0 ? (
          <LinkList links={cityLinks} />
        ) : (
          <>
            {cityLinks.length < cityList.total && <p>{siteMapCopy.regionsIntro(cityList.total)}</p>}
            {regionLinks.map((r) => (
              <div className="site-map-region" key={r.title}>
                <h3>{r.title}</h3>
                <LinkList links={r.links} />
              </div>
            ))}
            <div className="site-map-region">
              <h3>{cityLinks.length < cityList.total ? siteMapCopy.topTitle : siteMapCopy.allTitle}</h3>
              <LinkList links={cityLinks} />
            </div>
          </>
        )}
      </Section>
      <Section id="brands" title={`Brand repair pages (${brandLinks.length})`}>
        <LinkList links={brandLinks} />
      </Section>
      <Section id="coverage" title="Homes, businesses and coverage" tone="alt">
        <LinkList links={coverageLinks} />
      </Section>
      <Section id="guides" title="Maintenance guides and articles">
        <LinkList links={readingLinks} />
      </Section>
      <Section id="company" title="Company" tone="alt">
        <LinkList links={companyChecked} />
      </Section>
    </>
  );
}
