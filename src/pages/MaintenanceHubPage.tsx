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
import { paths } from '../lib/paths';
import { business } from '../content/business';
import { fillFacts } from '../content/facts';
import { indexPost, siteIndex } from '../lib/site-index';

const maintenanceGuides = siteIndex.guides;
import '../styles/pages/maintenance.css';

const lifespans = [
  { appliance: 'Refrigerators', years: '10–15 years' },
  { appliance: 'Washers and dryers', years: '10–13 years' },
  { appliance: 'Dishwashers', years: '9–12 years' },
  { appliance: 'Ovens and ranges', years: '13–15 years' },
];

export default function MaintenanceHubPage() {
  const entry = usePageEntry();
  const repairOrReplace = indexPost('when-to-repair-vs-replace');
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
          Wondering whether an older appliance is worth fixing? Read{' '}
          <Link to={paths.post(repairOrReplace.slug)}>{repairOrReplace.title.toLowerCase()}</Link>, or browse the{' '}
          <Link to={paths.blogFaq}>tips and FAQ library</Link>.
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
