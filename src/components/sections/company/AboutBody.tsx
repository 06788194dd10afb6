/** /about: the story, four value cards, the warranty's full terms (the only page with them), the team once the owner names it, the service-area list (docs/product.md). */
import { about } from '../../../../content/company';
import type { PageEntry } from '../../../../core/urls/manifest';
import { Seo } from '../../../seo/Seo';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Hero } from '../../ui/Hero';
import { PageArt } from '../../ui/art/PageArt';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { CtaGroup } from '../../ui/CtaGroup';
import { CtaBand } from '../../ui/CtaBand';
import { ServiceAreaList } from './ServiceAreaList';
import { TeamSection } from './TeamSection';
import { JobPhotos } from './JobPhotos';
import { home } from '../../../../content/home';
import { paths } from '../../../../core/urls/paths';
import { WarrantyText } from '../../ui/WarrantyText';
import '../../../styles/pages/people.css';

/** The section's id is the fragment of paths.warranty, so every link to the terms lands on it. */
const warrantySectionId = paths.warranty.split('#')[1];

export function AboutBody({ entry }: { entry: PageEntry }) {
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(about.lead)} illustration={<PageArt name="about" />}>
        <CtaGroup location="aboutpage_hero" />
      </Hero>
      <Section id="story" title={about.storyTitle}>
        <div className="story">
          {about.story.map((p) => (
            <p key={p.slice(0, 40)}>
              <WarrantyText text={fillFacts(p)} />
            </p>
          ))}
        </div>
      </Section>
      <Section id="values" title={about.valuesTitle} tone="alt">
        <div data-testid="value-cards">
          <CardGrid>
            {about.values.map((v) => (
              <CardGridItem key={v.title}>
                <Card title={v.title} icon={v.icon}>
                  {fillFacts(v.description)}
                </Card>
              </CardGridItem>
            ))}
          </CardGrid>
        </div>
      </Section>
      <Section id={warrantySectionId} title={about.warrantyTitle}>
        <p className="warranty-terms" data-warranty-terms="">
          {fillFacts(about.warrantyText)}
        </p>
      </Section>
      <TeamSection />
      <JobPhotos />
      <Section id="service-area" title={about.areaTitle} intro={fillFacts(about.areaText)}>
        <ServiceAreaList />
      </Section>
      <CtaBand
        title={fillFacts(home.closing.title)}
        text={fillFacts(home.closing.text)}
        location="aboutpage_footer_cta"
      />
    </>
  );
}
