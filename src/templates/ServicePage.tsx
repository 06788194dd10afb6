/** Appliance service page template (SPEC §2). */
import { Seo } from '../seo/Seo';
import { faqPage, repairService } from '../seo/jsonld';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';
import { serviceBySlug } from '../content/lookup';
import { fillFacts } from '../content/facts';

export default function ServicePage() {
  const entry = usePageEntry();
  const service = serviceBySlug(entry.key);
  const fill = (text: string) => fillFacts(text, { costRange: service.costRange });
  const faqs = service.faqs.map((f) => ({ question: fill(f.question), answer: fill(f.answer) }));
  return (
    <>
      <Seo entry={entry} structuredData={[repairService(service.name, entry.path, service.meta.description), faqPage(faqs)]} />
      <PageHeader entry={entry} lead={fill(service.intro)}>
        <CtaGroup location={`${service.appliance.replace(/\W+/g, '_')}_hero`} />
      </PageHeader>
      <section className="section container">
        <h2>Common {service.appliance} problems we fix</h2>
        <ul className="card-grid">
          {service.problems.map((p) => (
            <li className="card" key={p.title}>
              <h3>{p.title}</h3>
              <p>{fill(p.description)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section container">
        <h2>Frequently asked questions</h2>
        {faqs.map((f) => (
          <details className="faq" key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </section>
    </>
  );
}
