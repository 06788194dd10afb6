/** Unknown `/blog/{slug}`: "Post Not Found", status 404 (served from blog/404.html). */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { PageHeader } from '../components/ui/PageHeader';
import { usePageEntry } from '../lib/usePageEntry';
import { paths } from '../lib/urls';

export default function PostNotFoundPage() {
  const entry = usePageEntry();
  return (
    <>
      <Seo entry={entry} />
      <PageHeader entry={entry} lead="We couldn't find that article. It may have been renamed or removed.">
        <Link className="btn btn--book" to={paths.blog}>
          Back to the blog
        </Link>
      </PageHeader>
    </>
  );
}
