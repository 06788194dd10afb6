/**
 * The sections every city page (and the generic alias page) shares: the six
 * services, five trust points and the four-step process. Copy comes from
 * content/city-template.ts.
 */
import { cityTemplate } from '../../../../content/city-template';
import { paths } from '../../../../core/urls/paths';
import { Section } from '../../ui/Section';
import { StepList } from '../../ui/StepList';
import { CityPointGrid } from './CityPointGrid';
import { fillCity } from './cityText';

export function CityServices({ cityName }: { cityName: string }) {
  const { title, intro, items } = cityTemplate.services;
  const points = items.map((s) => ({
    title: s.title,
    description: s.description,
    icon: s.icon,
    href: paths.service(s.service),
  }));
  return (
    <Section id="services" title={fillCity(title, cityName)} intro={fillCity(intro, cityName)}>
      <CityPointGrid points={points} cityName={cityName} />
    </Section>
  );
}

/** `handBuilt`: the estimate and warranty points are left to the page's Pricing & Warranty section. */
export function CityTrust({ cityName, handBuilt = false }: { cityName: string; handBuilt?: boolean }) {
  const { title } = cityTemplate.trust;
  const points = handBuilt
    ? cityTemplate.trust.points.filter((p) => !cityTemplate.handBuilt.trustLeftToPricing.includes(p.title))
    : cityTemplate.trust.points;
  return (
    <Section id="why-us" title={fillCity(title, cityName)} tone="alt">
      <CityPointGrid points={points} cityName={cityName} min="13rem" />
    </Section>
  );
}

export function CityProcess({ cityName }: { cityName: string }) {
  const { title, steps } = cityTemplate.process;
  return (
    <Section id="process" title={fillCity(title, cityName)}>
      <StepList steps={steps.map((s) => ({ ...s, description: fillCity(s.description, cityName) }))} />
    </Section>
  );
}
