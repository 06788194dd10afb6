/**
 * /service-areas (docs/product.md Service areas index): the five regions, each with its line of
 * introduction and a button per city (from content/cities/, grouped by `region`) to the canonical
 * city page, and the six FAQs in expandable details. The index of every city, compact: the cities
 * are equal-width buttons in columns (two on a phone, up to six on a wide screen) rather than a
 * card a city with its blurb (14,400 px at 360 px; the blurb is on the city's page). Each button
 * shows the city and names its page in full to screen readers and search engines ("Oakland
 * appliance repair"): forty "View City Page" labels read as a template.
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { faqPage } from '../seo/jsonld';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { Section } from '../components/ui/Section';
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
      <div className="section region-blocks">
        <div className="container">
          {regionGroups(cities).map(({ region, shown, total, more, allHref }) => (
            <section
              key={region}
              id={regionId(region)}
              className="region-block"
              aria-labelledby={`${regionId(region)}-title`}
            >
              <div className="region-block__header">
                <h2 id={`${regionId(region)}-title`}>{region}</h2>
                <p>{regionIntros[region]}</p>
              </div>
              <ul className="city-pills">
                {shown.map((c) => (
                  <li key={c.slug}>
                    <Link className="area-card__button" to={paths.city(c.slug)}>
                      {c.name}
                      <span className="visually-hidden"> appliance repair</span>
                    </Link>
                  </li>
                ))}
                {more > 0 && (
                  <li className="city-pills__all">
                    <Link to={allHref}>{allInRegion(total, region)}</Link>
                  </li>
                )}
              </ul>
            </section>
          ))}
        </div>
      </div>
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
