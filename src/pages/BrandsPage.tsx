/** /brands: the 28 brands we repair (docs/facts.md), breadcrumb and back button. */
import { brands } from '../../content/brands';
import { brandsPage } from '../../content/company';
import { Seo } from '../seo/Seo';
import { usePageEntry } from '../lib/usePageEntry';
import { fillFacts } from '../content/facts';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { BackButton } from '../components/sections/company/BackButton';
import { RelatedServices } from '../components/sections/service/RelatedServices';
import '../styles/pages/company.css';
import { balancedGrid } from '../components/ui/gridColumns';

export default function BrandsPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(brandsPage.lead)} illustration="brands" back={<BackButton />}>
        <CtaGroup location="brandspage_hero" />
      </Hero>
      <Section title={brandsPage.listTitle} intro={fillFacts(brandsPage.note)}>
        <ul className="brand-grid" data-testid="brand-list">
          {brands.all.map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </ul>
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
      <RelatedServices keys={brandsPage.related} title="Popular repairs" />
      <CtaBand title={brandsPage.closingTitle} text={fillFacts(brandsPage.closingText)} location="brandspage_footer_cta" />
    </>
  );
}
