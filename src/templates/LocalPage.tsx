/**
 * /local-appliance-repair ("appliance repair near me", docs/product.md): the coverage
 * map (frame on request only), the city search over every city page, Why
 * Choose Local and the closing call to action. Copy: content/service-areas.ts.
 */
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { PageArt } from '../components/ui/art/PageArt';
import { CtaGroup } from '../components/ui/CtaGroup';
import { Section } from '../components/ui/Section';
import { Card } from '../components/ui/Card';
import { CardGrid, CardGridItem } from '../components/ui/CardGrid';
import { CoverageMap } from '../components/sections/local/CoverageMap';
import { CitySearch } from '../components/sections/local/CitySearch';
import { LocalCtaBand } from '../components/sections/local/LocalCtaBand';
import { localCoverage } from '../../content/local-coverage';
import { fillFacts } from '../../core/facts/fill-facts';
import { usePageEntry } from '../lib/usePageEntry';
import '../styles/pages/local.css';

export default function LocalPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <Hero
        entry={entry}
        lead={fillFacts(
          'A family-owned repair team based in San Francisco, serving {coverage}, {coverageReach}, with same-day visits when you call before {sameDayCutoff}.',
        )}
        illustration={<PageArt name="bay-area" />}
      >
        <CtaGroup location="localpage_hero" />
      </Hero>
      <CoverageMap />
      <CitySearch />
      <Section id="why-local" title={localCoverage.whyTitle} tone="alt">
        <CardGrid min="14rem">
          {localCoverage.whyCards.map((c) => (
            <CardGridItem key={c.title}>
              <Card title={c.title} icon={c.icon}>
                {fillFacts(c.description)}
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <LocalCtaBand title={localCoverage.ctaTitle} text={localCoverage.ctaText} />
    </>
  );
}
