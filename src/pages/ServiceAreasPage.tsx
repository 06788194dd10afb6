/**
 * /service-areas (docs/product.md Service areas index): the five regions, a card per
 * city (from content/cities/, grouped by `region`) whose button goes to the canonical city page,
 * and the six FAQs in expandable details. The spec's "View City Page" button names its city
 * ("Oakland appliance repair"): forty identical labels read as a template, and say nothing to a
 * screen reader's list of links or to a search engine.
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { faqPage } from '../seo/jsonld';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { Section } from '../components/ui/Section';
import { Card } from '../components/ui/Card';
import { CardGrid, CardGridItem } from '../components/ui/CardGrid';
import { FaqAccordion } from '../components/ui/FaqAccordion';
import { regionIntros, regionNames, serviceAreaFaqs } from '../../content/service-areas';
import { allInRegion } from '../../content/city-directory';
import { fillFacts } from '../../core/facts/fill-facts';
import { business } from '../../core/facts/business-profile';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import { usePageIndex } from '../lib/page-data-load';
import { regionGroups, regionSectionId as regionId } from '../../core/urls/city-lists';
import '../styles/pages/service-areas.css';

export default function ServiceAreasPage() {
  const entry = usePageEntry();
  const { cities } = usePageIndex();
  const faqs = serviceAreaFaqs.map((f) => ({ question: fillFacts(f.question), answer: fillFacts(f.answer) }));
  return (
    <>
      <Seo entry={entry} structuredData={[faqPage(faqs)]} />
      <Hero
        entry={entry}
        lead={fillFacts('{coverage}, each with its own page below, grouped by region.')}
        illustration={<PageArt name="bay-area" />}
      >
        <nav aria-label="Regions" className="region-jump">
          <ul>
            {regionNames.map((r) => (
              <li key={r}>
                <a href={`#${regionId(r)}`}>{r}</a>
              </li>
            ))}
          </ul>
        </nav>
        <CtaGroup location="serviceareaspage_hero" />
      </Hero>
      {regionGroups(cities).map(({ region, shown, total, more, allHref }, i) => (
        <Section
          key={region}
          id={regionId(region)}
          title={region}
          intro={regionIntros[region]}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <CardGrid min="15rem">
            {shown.map((c) => (
              <CardGridItem key={c.slug}>
                <Card title={c.name}>
                  <p>{c.blurb}</p>
                  <Link className="btn btn--secondary area-card__button" to={paths.city(c.slug)}>
                    {c.name} appliance repair
                  </Link>
                </Card>
              </CardGridItem>
            ))}
          </CardGrid>
          {more > 0 && (
            <p className="region-all">
              <Link className="btn btn--secondary" to={allHref}>
                {allInRegion(total, region)}
              </Link>
            </p>
          )}
        </Section>
      ))}
      <Section id="faq" title="Service area questions">
        <FaqAccordion faqs={faqs} />
      </Section>
      <CtaBand
        title="Not sure we cover your street?"
        text={`Call ${business.phoneDisplay} and we will check your address right away.`}
        location="serviceareaspage_cta_band"
      />
    </>
  );
}
