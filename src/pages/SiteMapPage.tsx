/** /site-map: links to every page. */
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';

export default function SiteMapPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry}>
        <CtaGroup location="sitemappage_hero" />
      </PageHeader>
    </>
  );
}
