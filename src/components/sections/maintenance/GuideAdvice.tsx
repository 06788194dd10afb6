/** Safety warnings and "when to call a professional" for a guide, with the matching repair page and the call/book buttons. */
import { Link } from 'react-router-dom';
import type { MaintenanceGuide } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { indexService, usePageIndex } from '../../../lib/page-data-load';
import { paths } from '../../../../core/urls/paths';
import { Section } from '../../ui/Section';
import { Icon } from '../../ui/Icon';
import { CtaGroup } from '../../ui/CtaGroup';
import { WarrantyLink } from '../../ui/WarrantyText';
import { maintenanceCampaign } from './guideCampaign';

export function GuideSafety({ guide }: { guide: MaintenanceGuide }) {
  return (
    <Section id="safety" title="Safety first" tone="alt">
      <ul className="guide-warnings">
        {guide.safety.map((warning) => (
          <li key={warning}>
            <Icon name="triangle-alert" size={22} />
            <span>{fillFacts(warning)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function GuideWhenToCall({ guide }: { guide: MaintenanceGuide }) {
  const service = indexService(usePageIndex(), guide.repairService);
  return (
    <Section
      id="when-to-call"
      title="When to call a professional"
      intro="Maintenance prevents most problems, but some signs mean a part has failed. Call a technician if you notice any of these:"
    >
      <ul className="checklist checklist--call">
        {guide.whenToCall.map((sign) => (
          <li key={sign}>
            <Icon name="wrench" size={20} />
            <span>{fillFacts(sign)}</span>
          </li>
        ))}
      </ul>
      <p className="guide-repair-link">
        Something already wrong? See our{' '}
        <Link to={paths.service(service.slug)}>{service.name.toLowerCase()} service</Link>: same-day or next-day visits,
        upfront prices and a <WarrantyLink />.
      </p>
      <CtaGroup
        location={`maintenance_${guide.slug.replace(/-/g, '_')}_call`}
        campaign={maintenanceCampaign(guide.slug)}
      />
    </Section>
  );
}
