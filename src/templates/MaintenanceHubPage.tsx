/** /maintenance: the hub of seven guides (docs/product.md "Maintenance"), each card with title, description, link and icon. */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { Card } from '../components/ui/Card';
import { CardGrid, CardGridItem } from '../components/ui/CardGrid';
import { balancedGrid } from '../components/ui/gridColumns';
import { CtaBand } from '../components/ui/CtaBand';
import { usePageEntry } from '../lib/usePageEntry';
import { linkLabels, paths } from '../../core/urls/paths';
import { business } from '../../core/facts/business-profile';
import { fillFacts } from '../../core/facts/fill-facts';
import { indexPost, usePageIndex } from '../lib/page-data-load';

import '../styles/pages/maintenance.css';

/** The same numbers the posts, the library and the guides write as {lifespanWasher}… (content/business.ts). */
const lifespans = business.lifespans.map((l) => ({
  appliance: l.appliance,
  years: `${l.years[0]}–${l.years[1]} years`,
}));

export default function MaintenanceHubPage() {
  const entry = usePageEntry();
  const index = usePageIndex();
  const maintenanceGuides = index.guides;
  const repairOrReplace = indexPost(index, 'when-to-repair-vs-replace');
  return (
    <>
      <Seo entry={entry} />
      <Hero
        entry={entry}
        lead="A few minutes a month prevents most of the breakdowns we are called out for. Pick your appliance for a monthly, quarterly and yearly checklist from our technicians."
      />
      <Section id="guides" title="Choose your appliance">
        <CardGrid min="17rem">
          {maintenanceGuides.map((guide) => (
            <CardGridItem key={guide.slug}>
              <Card title={guide.meta.h1} icon={guide.icon} href={paths.guide(guide.slug)}>
                {fillFacts(guide.description)}
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>
      <Section
        id="why-maintain"
        title="Why routine care pays off"
        tone="alt"
        intro="Well-kept appliances run cheaper, fail less often and last to the top of their expected range:"
      >
        <ul className="lifespan-list balanced-grid" {...balancedGrid(lifespans.length, 14)}>
          {lifespans.map((l) => (
            <li key={l.appliance}>
              <strong>{l.appliance}</strong> <span>{l.years}</span>
            </li>
          ))}
        </ul>
        <p className="maintenance-hub__more">
          Wondering whether an older appliance is worth fixing? Our guide{' '}
          <Link to={paths.post(repairOrReplace.slug)}>{repairOrReplace.title}</Link> weighs the cost of the repair
          against the appliance’s own lifespan. For shorter answers, browse the{' '}
          <Link to={paths.blogFaq}>{linkLabels.blogFaq}</Link> library.
        </p>
      </Section>
      <CtaBand
        title="Found a problem during your checkup?"
        text={`Call ${business.phoneDisplay} or book online for same-day or next-day appliance repair.`}
        location="maintenance_hub_band"
        campaign={{ source: new URL(business.url).hostname, medium: 'cta', campaign: 'maintenance' }}
      />
    </>
  );
}
