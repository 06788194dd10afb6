/**
 * /site-map (docs/product.md): the 11 service pages (the service kinds
 * of content/related-services.ts), every city page that exists, the company
 * pages (Home, Contact, Blog, Tips & FAQ), then every other indexable page. Pages
 * and cities come from the site index (the manifest as the browser sees it),
 * so a new page appears here by itself; a link to a page that is not in the
 * manifest fails the build.
 */
import { byName } from '../lib/by-name';
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { relatedServiceKinds } from '../../content/related-services';
import { linkLabels, paths } from '../lib/paths';
import { usePageIndex } from '../lib/page-data-load';
import type { PageIndex } from '../lib/page-data';
import { usePageEntry } from '../lib/usePageEntry';
import '../styles/pages/links.css';

interface LinkItem { title: string; href: string }

const companyLinks: LinkItem[] = [
  { title: 'Home', href: paths.home },
  { title: 'Contact', href: paths.contact },
  { title: linkLabels.blog, href: paths.blog },
  { title: linkLabels.blogFaq, href: paths.blogFaq },
];

/** The page's sections, from its index: the indexable pages other than cities (`pages`), the cities and the brands. */
function siteMapLinks({ pages, cities, brands }: PageIndex) {
  const checked = (link: LinkItem): LinkItem => {
    if (!pages.some((e) => e.path === link.href)) throw new Error(`SiteMapPage: no page at ${link.href} in the URL manifest`);
    return link;
  };
  const serviceLinks = relatedServiceKinds.map((k) => checked({ title: k.title, href: k.href }));
  const cityLinks = [...cities].sort(byName).map((c) => ({ title: c.name, href: paths.city(c.slug) }));
  const brandLinks = brands.map((b) => checked({ title: `${b.name} repair`, href: paths.brand(b.slug) }));
  const listed = new Set([...serviceLinks, ...cityLinks, ...companyLinks, ...brandLinks].map((l) => l.href));
  const moreLinks = pages.filter((e) => !listed.has(e.path)).map((e) => ({ title: e.meta.h1, href: e.path }));
  return { serviceLinks, cityLinks, brandLinks, moreLinks };
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
  const { serviceLinks, cityLinks, brandLinks, moreLinks } = siteMapLinks(usePageIndex());
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead="Every page of the site in one place: services, the cities we serve and our company pages." />
      <Section id="services" title={`Services (${serviceLinks.length})`}>
        <LinkList links={serviceLinks} />
      </Section>
      <Section id="cities" title={`Cities we serve (${cityLinks.length})`} tone="alt">
        <LinkList links={cityLinks} />
      </Section>
      <Section id="brands" title={`Brand repair pages (${brandLinks.length})`}>
        <LinkList links={brandLinks} />
      </Section>
      <Section id="company" title="Company" tone="alt">
        <LinkList links={companyLinks} />
      </Section>
      <Section id="more" title="More pages">
        <LinkList links={moreLinks} />
      </Section>
    </>
  );
}
