/** /maintenance: the hub of seven guides. */
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';

export default function MaintenanceHubPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry}>
        <CtaGroup location="maintenancehubpage_hero" />
      </PageHeader>
    </>
  );
}
