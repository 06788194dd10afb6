/** Generic city page at /{slug}-appliance-repair (canonical: the city page). */
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';

export default function CityAliasPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry}>
        <CtaGroup location="cityaliaspage_hero" />
      </PageHeader>
    </>
  );
}
