/** The five city FAQs as native details (the same list feeds the FAQPage JSON-LD). */
import { cityTemplate } from '../../../../content/city-template';
import { FaqAccordion } from '../../ui/FaqAccordion';
import { Section } from '../../ui/Section';
import { fillCity } from './cityText';

export function CityFaq({ cityName, faqs }: { cityName: string; faqs: { question: string; answer: string }[] }) {
  return (
    <Section id="faq" title={fillCity(cityTemplate.faq.title, cityName)}>
      <FaqAccordion faqs={faqs} />
    </Section>
  );
}
