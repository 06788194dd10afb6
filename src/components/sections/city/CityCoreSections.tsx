/**
 * The sections every city page (and the generic alias page) shares: the six
 * services, the trust points and the four-step process. Copy comes from
 * content/city-template.ts.
 */
import { cityTemplate } from '../../../../content/city-template';
import { paths } from '../../../../core/urls/paths';
import { ServiceTiles } from '../../ui/ServiceTiles';
import { Section } from '../../ui/Section';
import { CityPointList } from './CityPointList';
import { fillCity } from './cityText';

/** Six compact tiles, two to a row on a phone: each service page tells its problems and costs. */
export function CityServices({ cityName }: { cityName: string }) {
  const { title, intro, items } = cityTemplate.services;
  return (
    <Section id="services" title={fillCity(title, cityName)} intro={fillCity(intro, cityName)}>
      <ServiceTiles tiles={items.map((s) => ({ title: s.title, href: paths.service(s.service), icon: s.icon }))} />
    </Section>
  );
}

/** The five trust points of the templated page (the hand-built page says them in its FAQs and Pricing & Warranty). */
export function CityTrust({ cityName }: { cityName: string }) {
  const { title, points } = cityTemplate.trust;
  return (
    <Section id="why-us" title={fillCity(title, cityName)} tone="alt">
      <CityPointList points={points} cityName={cityName} min="17rem" />
    </Section>
  );
}

export function CityProcess({ cityName }: { cityName: string }) {
  const { title, steps } = cityTemplate.process;
  return (
    <Section id="process" title={fillCity(title, cityName)}>
      <CityPointList points={steps} cityName={cityName} min="13rem" ordered />
    </Section>
  );
}
