/** Extra sections of the standalone dishwasher and oven pages (docs/product.md): error codes, brands, fuel types. */
import { serviceTemplate as t } from '../../../../content/service-template';
import { Link } from 'react-router-dom';
import type { ErrorCode, Service } from '../../../../model/schemas';
import { paths } from '../../../../core/urls/paths';
import { brandPageNamed, brandPagesNamedIn } from '../../../../core/pages/brand-links';
import { usePageIndex } from '../../../lib/page-data-load';
import { brandTemplate } from '../../../../content/brand-template';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';

type Extras = NonNullable<Service['extras']>;
type Fill = (text: string) => string;

/**
 * Error codes by brand as a lookup: one row per brand naming its codes, opened for what each means.
 * A visitor reads their own brand's row, not five cards of codes (about 1,600 px at 360 px open).
 */
export function ErrorCodes({ extras, fill }: { extras: Extras; fill: Fill }) {
  const brands = [...new Set(extras.errorCodes.map((e) => e.brand))];
  return (
    <Section id="error-codes" title={t.errorCodesTitle} intro={fill(t.errorCodesIntro)} tone="alt">
      <div className="code-brands">
        {brands.map((brand) => {
          const codes = extras.errorCodes.filter((e) => e.brand === brand);
          return (
            <details className="code-brand" key={brand}>
              <summary>
                <h3 className="code-brand__name">{brand}</h3>
                <span className="code-brand__codes">{codes.map((e) => e.codes).join(' · ')}</span>
              </summary>
              <CodeList codes={codes} fill={fill} />
            </details>
          );
        })}
      </div>
    </Section>
  );
}

/** Codes and what they mean; the service pages group them by brand, the brand pages by appliance. */
export function CodeList({ codes, fill }: { codes: ErrorCode[]; fill: Fill }) {
  return (
    <dl>
      {codes.map((e) => (
        <div key={e.codes}>
          <dt>
            <code>{e.codes}</code>
          </dt>
          <dd>{fill(e.meaning)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The brands serviced: a brand with its own page (content/brand-pages/) is a link pill, the others
 * follow as plain text, so nothing that cannot be followed looks like a link.
 */
export function BrandsServiced({ extras }: { extras: Extras }) {
  const { brands } = usePageIndex();
  const linked = extras.brandsServiced.flatMap((b) => {
    const page = brandPageNamed(brands, b);
    return page ? [{ name: b, slug: page.slug }] : [];
  });
  const others = extras.brandsServiced.filter((b) => !brandPageNamed(brands, b));
  return (
    <Section id="brands" title={t.brandsTitle} intro={t.brandsIntro}>
      <div className="brands-serviced" data-testid="brands-serviced">
        {linked.length > 0 && (
          <ul className="pill-list">
            {linked.map((b) => (
              <li key={b.slug}>
                <Link to={paths.brand(b.slug)}>{b.name}</Link>
              </li>
            ))}
          </ul>
        )}
        {others.length > 0 && (
          <div className="brands-serviced__others">
            <span id="brands-others-label">{t.brandsOthersLabel}:</span>{' '}
            <ul className="text-list" aria-labelledby="brands-others-label">
              {others.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}

export function FuelTypes({ extras, fill }: { extras: Extras; fill: Fill }) {
  if (!extras.fuelTypes) return null;
  return (
    <Section id="fuel-types" title={t.fuelTitle}>
      <div className="ruled-cards">
        <CardGrid>
          {extras.fuelTypes.map((f) => (
            <CardGridItem key={f.title}>
              <Card title={f.title}>{fill(f.description)}</Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

/** Links to the brand pages a service page names (pages without the brands list link from that list). */
export function BrandPageLinks({ service }: { service: Service }) {
  const named = brandPagesNamedIn(usePageIndex().brands, JSON.stringify(service));
  if (named.length === 0) return null;
  return (
    <Section id="brand-pages" title={brandTemplate.serviceLinksTitle} intro={brandTemplate.serviceLinksIntro}>
      <ul className="pill-list" data-testid="brand-page-links">
        {named.map((b) => (
          <li key={b.slug}>
            <Link to={paths.brand(b.slug)}>{b.name}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
