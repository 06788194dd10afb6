/**
 * A brand's repair page, /brands/{slug} (docs/brands.md): the lines the brand makes and
 * which we repair, its common failures, its fault codes (read from content/error-codes.ts,
 * never copied), parts and costs, the warranties, and call and book buttons whose booking
 * campaign names the brand. Copy: content/brand-pages/{slug}.ts and content/brand-template.ts.
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { lineServices } from '../../model/brand-lines';
import { Seo } from '../seo/Seo';
import { repairService } from '../seo/jsonld';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../../core/urls/paths';
import { indexService, usePageIndex } from '../lib/page-data-load';
import { brandPageBySlug } from '../lib/content-registry';
import { fillFacts } from '../../core/facts/fill-facts';
import { brandTemplate as t } from '../../content/brand-template';
import { errorCodes } from '../../content/error-codes';
import { Hero } from '../components/ui/Hero';
import { ApplianceArt } from '../components/ui/art/ApplianceArt';
import { PageArt } from '../components/ui/art/PageArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { brandCampaign, brandLocation } from '../analytics/page-campaigns';
import { CtaBand } from '../components/ui/CtaBand';
import { Section } from '../components/ui/Section';
import { Card } from '../components/ui/Card';
import { CardGrid, CardGridItem } from '../components/ui/CardGrid';
import { balancedGrid } from '../components/ui/gridColumns';
import { CodeList } from '../components/sections/service/ServiceExtras';
import '../styles/pages/service.css';
import '../styles/pages/brand.css';
import { WarrantyText } from '../components/ui/WarrantyText';

/** Which service page's codes each group of content/error-codes.ts belongs to. */
const CODE_SERVICES: Record<keyof typeof errorCodes, string> = {
  dishwasher: 'dishwasher-repair',
  washer: 'washer-repair',
  oven: 'oven-repair',
};

export default function BrandPage() {
  const entry = usePageEntry();
  const brand = brandPageBySlug(entry.key);
  const index = usePageIndex();
  const serviceNamed = (slug: string) => indexService(index, slug);
  const fill = (text: string) => fillFacts(text, { brand: brand.name });
  const campaign = brandCampaign(brand.slug);
  const location = brandLocation(brand.slug);
  const codeGroups = (Object.keys(errorCodes) as (keyof typeof errorCodes)[])
    .map((key) => ({
      service: serviceNamed(CODE_SERVICES[key]),
      codes: errorCodes[key].filter((c) => c.brand.split(' / ').includes(brand.name)),
    }))
    .filter((g) => g.codes.length > 0);
  const repaired = [...new Set(brand.lines.flatMap(lineServices))].map(serviceNamed);
  return (
    <>
      <Seo
        entry={entry}
        structuredData={[
          repairService(`${brand.name} appliance repair`, entry.path, brand.meta.description, brand.name),
        ]}
      />
      <Hero
        entry={entry}
        lead={fill(brand.intro)}
        badges={t.heroBadges.map((badge) => fill(badge))}
        illustration={repaired[0] ? <ApplianceArt name={repaired[0].appliance} /> : <PageArt name="brands" />}
      >
        <CtaGroup location={`${location}_hero`} campaign={campaign} bookLabel={`Book ${brand.name} Repair`} />
      </Hero>
      <Section id="lines" title={fill(t.linesTitle)} intro={t.linesIntro}>
        <ul className="brand-lines balanced-grid" {...balancedGrid(brand.lines.length, 16)}>
          {brand.lines.map((l) => (
            <li key={l.line}>
              <h3>{l.line}</h3>
              <p>{fill(l.note)}</p>
              {lineServices(l).length > 0 && (
                <p className="brand-lines__service">
                  {lineServices(l).map((s, i) => (
                    <Fragment key={s}>
                      {i > 0 && ' and '}
                      <Link to={paths.service(s)}>{serviceNamed(s).name}</Link>
                    </Fragment>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="failures" title={fill(t.failuresTitle)} tone="alt">
        <div className="ruled-cards">
          <CardGrid min="16rem">
            {brand.failures.map((f) => (
              <CardGridItem key={f.title}>
                <Card title={f.title}>{fill(f.description)}</Card>
              </CardGridItem>
            ))}
          </CardGrid>
        </div>
      </Section>
      {codeGroups.length > 0 && (
        <Section id="error-codes" title={fill(t.codesTitle)} intro={t.codesIntro}>
          <div className="error-codes balanced-grid" {...balancedGrid(codeGroups.length, 18)}>
            {codeGroups.map((g) => (
              <div className="error-codes__brand" key={g.service.slug}>
                <h3>
                  <Link to={paths.service(g.service.slug)}>{g.service.name}</Link>
                </h3>
                <CodeList codes={g.codes} fill={fill} />
              </div>
            ))}
          </div>
        </Section>
      )}
      <Section id="parts-and-costs" title={fill(t.costTitle)} tone="alt">
        <p>{fill(brand.parts)}</p>
        <p>{t.costByLine}</p>
        <ul className="brand-costs">
          {repaired.map((s) => (
            <li key={s.slug}>
              <Link to={paths.service(s.slug)}>{s.name}</Link>: {s.costRange ?? fillFacts('{priceRange}')}
            </li>
          ))}
        </ul>
        <p>{fill(brand.costNote)}</p>
        <p>{fill(t.diagnostic)}</p>
      </Section>
      <Section id="warranty" title={fill(t.warrantyTitle)}>
        <p>
          <WarrantyText text={fill(t.ourWarranty)} />
        </p>
        <p>{fill(brand.makerWarranty)}</p>
        <p data-testid="brand-independence">{fill(t.independence)}</p>
      </Section>
      <CtaBand title={fill(t.ctaTitle)} text={fill(t.ctaText)} location={`${location}_cta_band`} campaign={campaign} />
    </>
  );
}
