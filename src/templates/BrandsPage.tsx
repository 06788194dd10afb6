/**
 * /brands: every brand we repair (content/brands.ts `all`, counted in the title) (docs/facts.md), those with a page of their own linked
 * (content/brand-pages/), a one-line entry for each of the others (docs/brands.md).
 */
import { Link } from 'react-router-dom';
import { brands } from '../../content/brands';
import { brandsPage } from '../../content/company';
import { Seo } from '../seo/Seo';
import { usePageEntry } from '../lib/usePageEntry';
import { fillFacts } from '../../core/facts/fill-facts';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { Section } from '../components/ui/Section';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { RelatedServices } from '../components/sections/service/RelatedServices';
import { paths } from '../../core/urls/paths';
import { usePageIndex } from '../lib/page-data-load';
import { brandPageNamed } from '../../core/pages/brand-links';
import '../styles/pages/company.css';
import '../styles/pages/service.css';
import { balancedGrid } from '../components/ui/gridColumns';

export default function BrandsPage() {
  const entry = usePageEntry();
  const index = usePageIndex();
  // Each brand page's link and its meta description, from the page's index.
  const brandPageEntries = index.brands.map((b) => {
    const path = paths.brand(b.slug);
    return { ...b, path, description: index.pages.find((e) => e.path === path)?.meta.description ?? '' };
  });
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(brandsPage.lead)} illustration={<PageArt name="brands" />}>
        <CtaGroup location="brandspage_hero" />
      </Hero>
      <Section title={brandsPage.listTitle} intro={fillFacts(brandsPage.note)}>
        <ul className="brand-grid" data-testid="brand-list">
          {brands.all.map((brand) => {
            const page = brandPageNamed(index.brands, brand);
            return <li key={brand}>{page ? <Link to={paths.brand(page.slug)}>{brand}</Link> : brand}</li>;
          })}
        </ul>
      </Section>
      <Section id="brand-pages" title={brandsPage.pagesTitle} intro={brandsPage.pagesIntro} tone="alt">
        <ul
          className="city-cards brand-page-cards balanced-grid"
          data-testid="brand-pages"
          {...balancedGrid(brandPageEntries.length, 16)}
        >
          {brandPageEntries.map((b) => (
            <li key={b.slug}>
              <Link to={b.path}>{b.name} repair</Link>
              <span>{b.description}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="other-brands" title={brandsPage.othersTitle} intro={brandsPage.othersIntro}>
        <dl
          className="brand-others balanced-grid"
          data-testid="other-brands"
          {...balancedGrid(Object.keys(brands.others).length, 14)}
        >
          {Object.entries(brands.others).map(([name, note]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{note}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="How we work with each brand" tone="alt">
        <div className="info-grid balanced-grid" {...balancedGrid(brandsPage.groups.length, 18)}>
          {brandsPage.groups.map((g) => (
            <div key={g.title}>
              <h3>{g.title}</h3>
              <p>{fillFacts(g.description)}</p>
            </div>
          ))}
        </div>
      </Section>
      <RelatedServices keys={brandsPage.related} title="Popular repairs" tone="default" />
      <CtaBand
        title={brandsPage.closingTitle}
        text={fillFacts(brandsPage.closingText)}
        location="brandspage_footer_cta"
      />
    </>
  );
}
