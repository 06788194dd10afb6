/** Extra sections of the standalone dishwasher and oven pages (docs/product.md): error codes, brands, fuel types. */
import { serviceTemplate as t } from '../../../../content/service-template';
import type { Service } from '../../../../model/schemas';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';

type Extras = NonNullable<Service['extras']>;
type Fill = (text: string) => string;

export function ErrorCodes({ extras, fill }: { extras: Extras; fill: Fill }) {
  const brands = [...new Set(extras.errorCodes.map((e) => e.brand))];
  return (
    <Section id="error-codes" title={t.errorCodesTitle} intro={fill(t.errorCodesIntro)} tone="alt">
      <div className="error-codes">
        {brands.map((brand) => (
          <div className="error-codes__brand" key={brand}>
            <h3>{brand}</h3>
            <dl>
              {extras.errorCodes
                .filter((e) => e.brand === brand)
                .map((e) => (
                  <div key={e.codes}>
                    <dt>
                      <code>{e.codes}</code>
                    </dt>
                    <dd>{fill(e.meaning)}</dd>
                  </div>
                ))}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function BrandsServiced({ extras }: { extras: Extras }) {
  return (
    <Section id="brands" title={t.brandsTitle} intro={t.brandsIntro}>
      <ul className="pill-list" data-testid="brands-serviced">
        {extras.brandsServiced.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </Section>
  );
}

export function FuelTypes({ extras, fill }: { extras: Extras; fill: Fill }) {
  if (!extras.fuelTypes) return null;
  return (
    <Section id="fuel-types" title={t.fuelTitle}>
      <CardGrid>
        {extras.fuelTypes.map((f) => (
          <CardGridItem key={f.title}>
            <Card title={f.title}>{fill(f.description)}</Card>
          </CardGridItem>
        ))}
      </CardGrid>
    </Section>
  );
}
