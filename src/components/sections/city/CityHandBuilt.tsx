/**
 * Sections of the hand-built city variant (docs/product.md, city pages): local issues and
 * problems, the diagnose-estimate-repair-warranty process with the prices and the warranty in
 * its steps (one section: Our Process and Pricing & Warranty), the 20 brands and the related
 * services. Shown only when the city's content has `handBuilt`.
 */
import { Link } from 'react-router-dom';
import { brands } from '../../../../content/brands';
import { cityTemplate } from '../../../../content/city-template';
import { relatedServiceKinds } from '../../../../content/related-services';
import { paths } from '../../../../core/urls/paths';
import { FaqAccordion } from '../../ui/FaqAccordion';
import { Section } from '../../ui/Section';
import { CityPointList } from './CityPointList';
import { fillCity } from './cityText';

const hb = cityTemplate.handBuilt;

/**
 * What the place does to appliances: the city's local-features paragraph, then its own points,
 * shown in full (the page's local knowledge). The paragraph answers the same question as the
 * points, so on these pages it opens this section instead of being a block of the areas section.
 */
export function CityIssues({
  cityName,
  localFeatures,
  items,
}: {
  cityName: string;
  localFeatures: string;
  items: { title: string; description: string }[];
}) {
  return (
    <Section id="common-issues" title={fillCity(hb.issuesTitle, cityName)}>
      <p className="city-issues__local">{localFeatures}</p>
      <CityPointList points={items} cityName={cityName} min="20rem" />
    </Section>
  );
}

/**
 * The repairs made most often, by symptom: a visitor looks for the one their appliance shows,
 * so each opens on its own (native details, readable without JavaScript) instead of five
 * paragraphs to scroll past.
 */
export function CityProblems({
  cityName,
  items,
}: {
  cityName: string;
  items: { title: string; description: string }[];
}) {
  return (
    <Section id="common-problems" title={fillCity(hb.problemsTitle, cityName)} intro={hb.problemsIntro}>
      <FaqAccordion
        faqs={items.map((i) => ({ question: fillCity(i.title, cityName), answer: fillCity(i.description, cityName) }))}
      />
    </Section>
  );
}

export function CityHandProcess({ cityName }: { cityName: string }) {
  return (
    <Section id="our-process" title={hb.processTitle} tone="alt">
      <CityPointList points={hb.process} cityName={cityName} min="13rem" ordered />
    </Section>
  );
}

/** The 20 brands as plain words on a few lines: names to recognise, not links to follow. */
export function CityBrands({ cityName }: { cityName: string }) {
  return (
    <Section id="brands" title={fillCity(hb.brandsTitle, cityName)}>
      <ul className="text-list city-brands">
        {brands.handBuilt.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </Section>
  );
}

/** Four related services, as links: the service kinds not already among the six service tiles. */
export function CityRelatedServices() {
  const shown = new Set(cityTemplate.services.items.map((s) => paths.service(s.service)));
  const related = relatedServiceKinds.filter((k) => !shown.has(k.href)).slice(0, 4);
  return (
    <Section id="related-services" title={hb.relatedTitle}>
      <ul className="pill-list">
        {related.map((k) => (
          <li key={k.href}>
            <Link to={k.href}>{k.title}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
