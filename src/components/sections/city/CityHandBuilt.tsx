/**
 * Sections of the hand-built city variant (docs/product.md: Mill Valley, Pacifica,
 * Colma, Fremont): local issues and problems, the
 * diagnose-estimate-repair-warranty process, the 20 brands, pricing and the
 * related services. Shown only when the city's content has `handBuilt`.
 */
import { brands } from '../../../../content/brands';
import { cityTemplate } from '../../../../content/city-template';
import { relatedServiceKinds } from '../../../../content/related-services';
import { paths } from '../../../../core/urls/paths';
import { usePageIndex } from '../../../lib/page-data-load';
import { Section } from '../../ui/Section';
import { CityPointGrid } from './CityPointGrid';
import { fillCity } from './cityText';

const hb = cityTemplate.handBuilt;

/** Common Issues or Common Problems: a titled list of local problems. */
export function CityProblemList({
  id,
  title,
  cityName,
  items,
}: {
  id: string;
  title: string;
  cityName: string;
  items: { title: string; description: string }[];
}) {
  return (
    <Section id={id} title={fillCity(title, cityName)}>
      <CityPointGrid points={items} cityName={cityName} min="18rem" />
    </Section>
  );
}

export function CityHandProcess({ cityName }: { cityName: string }) {
  return (
    <Section id="our-process" title={hb.processTitle} tone="alt">
      <CityPointGrid points={hb.process} cityName={cityName} min="13rem" />
    </Section>
  );
}

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

export function CityPricing({ cityName }: { cityName: string }) {
  return (
    <Section id="pricing" title={hb.pricingTitle} tone="alt">
      <CityPointGrid points={hb.pricing} cityName={cityName} min="14rem" />
    </Section>
  );
}

/** Four related services: the service kinds not already among the six service cards. */
export function CityRelatedServices({ cityName }: { cityName: string }) {
  const shown = new Set(cityTemplate.services.items.map((s) => paths.service(s.service)));
  const related = relatedServiceKinds.filter((k) => !shown.has(k.href)).slice(0, 4);
  const index = usePageIndex();
  const points = related.map((k) => ({
    title: k.title,
    description: index.pages.find((e) => e.path === k.href)?.meta.description ?? k.alt,
    href: k.href,
  }));
  return (
    <Section id="related-services" title={hb.relatedTitle}>
      <CityPointGrid points={points} cityName={cityName} min="14rem" />
    </Section>
  );
}
