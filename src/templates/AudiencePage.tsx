/** Residential and commercial audience pages (docs/product.md), dispatched on the manifest key. */
import { residential, commercial } from '../../content/audiences';
import { Seo } from '../seo/Seo';
import { faqPage } from '../seo/jsonld';
import { usePageEntry } from '../lib/usePageEntry';
import { fillFacts } from '../../core/facts/fill-facts';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { Section } from '../components/ui/Section';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { FaqAccordion } from '../components/ui/FaqAccordion';
import {
  PopularServices,
  AudienceGroups,
  WhyUs,
  EmergencyPanel,
} from '../components/sections/company/AudienceSections';
import { RelatedServices } from '../components/sections/service/RelatedServices';
import '../styles/pages/company.css';
import '../styles/pages/service.css';

const CONTENT = { residential, commercial } as const;

export default function AudiencePage() {
  const entry = usePageEntry();
  const content = CONTENT[entry.key as keyof typeof CONTENT];
  if (!content) throw new Error(`AudiencePage: no audience content for key "${entry.key}" in content/audiences.ts`);
  const faqs = content.faqs.map((f) => ({ question: fillFacts(f.question), answer: fillFacts(f.answer) }));
  const location = `${entry.key}page`;
  return (
    <>
      <Seo entry={entry} structuredData={[faqPage(faqs)]} />
      <Hero
        entry={entry}
        lead={fillFacts(content.lead)}
        illustration={<PageArt name={entry.key as 'residential' | 'commercial'} />}
      >
        <CtaGroup location={`${location}_hero`} withText />
      </Hero>
      <EmergencyPanel content={content} location={`${location}_emergency`} />
      <PopularServices content={content} />
      <AudienceGroups content={content} />
      <WhyUs content={content} />
      <Section id="faq" title="Frequently asked questions" tone="alt">
        <FaqAccordion faqs={faqs} />
      </Section>
      {/* Related links before the closing call: the call is the last thing a visitor reads. */}
      <RelatedServices keys={content.related} title="Related services" id="related" tone="default" />
      <CtaBand
        title={fillFacts(content.closingTitle)}
        text={fillFacts(content.closingText)}
        location={`${location}_footer_cta`}
      />
    </>
  );
}
