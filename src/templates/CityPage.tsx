/** City page template (SPEC §2 City pages). */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { faqPage } from '../seo/jsonld';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';
import { cityBySlug } from '../content/lookup';
import { fillFacts } from '../content/facts';
import { entryFor, paths } from '../lib/urls';

export default function CityPage() {
  const entry = usePageEntry();
  const city = cityBySlug(entry.key);
  const faqs = city.faqs.map((f) => ({ question: fillFacts(f.question), answer: fillFacts(f.answer) }));
  return (
    <>
      <Seo entry={entry} structuredData={[faqPage(faqs)]} />
      <PageHeader entry={entry} lead={city.blurb}>
        <CtaGroup
          location={`city_${city.slug}`}
          bookLabel={`Book Repair in ${city.name}`}
          campaign={{ source: 'website', medium: 'cta', campaign: `city_${city.slug.replace(/-/g, '_')}` }}
        />
      </PageHeader>
      <section className="section container">
        <h2>Appliance repair in {city.name}</h2>
        <p>{fillFacts(city.localFeatures)}</p>
        <h3>Neighborhoods we serve in {city.name}</h3>
        <ul className="pill-list">
          {city.neighborhoods.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </section>
      <section className="section container">
        <h2>{city.name} appliance repair FAQ</h2>
        {faqs.map((f) => (
          <details className="faq" key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </section>
      <section className="section container">
        <h2>Nearby cities</h2>
        <ul className="pill-list">
          {city.nearby.map((n) => (
            <li key={n.slug}>{entryFor(paths.city(n.slug)) ? <Link to={paths.city(n.slug)}>{n.name}</Link> : n.name}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
