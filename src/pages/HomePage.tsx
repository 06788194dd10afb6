/** Home page (`/` and `/appliance-repair`). */
import { business } from '../content/business';
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';

export default function HomePage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry} lead={business.name + ' fixes refrigerators, washers, dryers, ovens and dishwashers across the Bay Area, usually the same or next day.'}>
        <CtaGroup location="homepage_hero" />
      </PageHeader>
    </>
  );
}
