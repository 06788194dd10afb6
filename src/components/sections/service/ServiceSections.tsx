/** Sections of the appliance service template that every service page shows. */
import { Link } from 'react-router-dom';
import { relatedServiceKinds } from '../../../../content/related-services';
import { serviceTemplate as t } from '../../../../content/service-template';
import type { Service } from '../../../../model/schemas';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { StepList } from '../../ui/StepList';
import { FaqAccordion } from '../../ui/FaqAccordion';

type Fill = (text: string) => string;

export function WhyChoose({ service, fill }: { service: Service; fill: Fill }) {
  return (
    <Section id="why-choose" title={fill(t.whyTitle)} tone="alt">
      <div className="why-cards ruled-cards">
        <CardGrid min="14rem">
          {service.whyChoose.map((w) => (
            <CardGridItem key={w.title}>
              <Card title={fill(w.title)} icon={w.icon}>
                {fill(w.description)}
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

export function Problems({ service, fill }: { service: Service; fill: Fill }) {
  return (
    <Section id="problems" title={`Common ${service.appliance} problems we fix`} intro={fill(t.problemsIntro)}>
      <div data-testid="problems" className="ruled-cards">
        <CardGrid min="14rem">
          {service.problems.map((p) => (
            <CardGridItem key={p.title}>
              <Card title={p.title}>{fill(p.description)}</Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

/** Links to washer, dryer and oven repair (docs/product.md), leaving out the page itself. */
export function AlsoRepair({ path }: { path: string }) {
  const links = t.alsoRelated
    .map((key) => relatedServiceKinds.find((k) => k.key === key))
    .filter((k) => k && k.href !== path);
  return (
    <nav className="section container also-repair" aria-label={t.alsoTitle}>
      <h2 className="also-repair__title">{t.alsoTitle}</h2>
      <ul className="pill-list">
        {links.map(
          (k) =>
            k && (
              <li key={k.key}>
                <Link to={k.href}>{k.title}</Link>
              </li>
            ),
        )}
      </ul>
    </nav>
  );
}

export function Process({
  steps,
  fill,
}: {
  steps: { title: string; description: string; icon?: string }[];
  fill: Fill;
}) {
  return (
    <Section id="process" title={t.processTitle} tone="alt">
      <div className="process-steps">
        <StepList steps={steps.map((s) => ({ ...s, title: fill(s.title), description: fill(s.description) }))} />
      </div>
    </Section>
  );
}

export function Faqs({ faqs }: { faqs: { question: string; answer: string }[] }) {
  return (
    <Section id="faq" title={t.faqTitle}>
      <FaqAccordion faqs={faqs} />
    </Section>
  );
}
