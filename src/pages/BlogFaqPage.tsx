/** /blog-faq: the searchable tips and FAQ library. */
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';

export default function BlogFaqPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry}>
        <CtaGroup location="blogfaqpage_hero" />
      </PageHeader>
    </>
  );
}
