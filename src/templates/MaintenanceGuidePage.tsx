/**
 * A maintenance guide (docs/product.md "Maintenance"): monthly, quarterly and annual
 * task lists, safety warnings, when to call a professional, call and book
 * buttons whose booking link names the appliance, HowTo + BreadcrumbList JSON-LD.
 */
import { Seo } from '../seo/Seo';
import { howTo } from '../seo/jsonld';
import { Hero } from '../components/ui/Hero';
import { CtaGroup } from '../components/ui/CtaGroup';
import { CtaBand } from '../components/ui/CtaBand';
import { GuideSchedule, scheduleOf } from '../components/sections/maintenance/GuideSchedule';
import { GuideSafety, GuideWhenToCall } from '../components/sections/maintenance/GuideAdvice';
import { OtherGuides } from '../components/sections/maintenance/OtherGuides';
import { maintenanceCampaign } from '../components/sections/maintenance/guideCampaign';
import { usePageEntry } from '../lib/usePageEntry';
import { guideBySlug } from '../lib/content-registry';
import { business } from '../../core/facts/business-profile';
import { fillFacts } from '../../core/facts/fill-facts';
import '../styles/pages/maintenance.css';

export default function MaintenanceGuidePage() {
  const entry = usePageEntry();
  const guide = guideBySlug(entry.key);
  const location = `maintenance_${guide.slug.replace(/-/g, '_')}`;
  const campaign = maintenanceCampaign(guide.slug);
  const structuredData = howTo({
    name: entry.meta.h1,
    description: entry.meta.description,
    path: entry.path,
    sections: scheduleOf(guide).map((s) => ({ name: s.name, steps: s.tasks.map((t) => fillFacts(t)) })),
  });
  return (
    <>
      <Seo entry={entry} structuredData={[structuredData]} />
      <Hero entry={entry} lead={fillFacts(guide.intro)}>
        <CtaGroup location={`${location}_hero`} campaign={campaign} />
      </Hero>
      <GuideSchedule guide={guide} />
      <GuideSafety guide={guide} />
      <GuideWhenToCall guide={guide} />
      <CtaBand
        title={`${guide.appliance[0].toUpperCase()}${guide.appliance.slice(1)} acting up?`}
        text={`Call ${business.phoneDisplay} or book online. The diagnostic is $${business.diagnosticFee}, credited toward the repair.`}
        location={`${location}_band`}
        campaign={campaign}
      />
      <OtherGuides slug={guide.slug} />
    </>
  );
}
