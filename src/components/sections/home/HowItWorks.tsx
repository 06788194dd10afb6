/** Four-step How It Works (docs/product.md Home page). */
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';

export function HowItWorks({ content }: { content: HomeContent['howItWorks'] }) {
  const steps = content.steps.map((s) => ({ ...s, title: fillFacts(s.title), description: fillFacts(s.description) }));
  return (
    <Section id="how-it-works" title={content.title} intro={fillFacts(content.intro)} tone="alt">
      <StepList steps={steps} />
    </Section>
  );
}
