/** A maintenance guide. */
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';

export default function MaintenanceGuidePage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry}>
        <CtaGroup location="maintenanceguidepage_hero" />
      </PageHeader>
    </>
  );
}
