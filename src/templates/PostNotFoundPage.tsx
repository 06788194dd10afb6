/**
 * Unknown `/blog/{slug}`: "Post Not Found", status 404. The CDN serves
 * blog/404.html at every unknown /blog/* address (serve/cdn.ts), and
 * nothing here depends on the address, so it hydrates cleanly wherever it is served.
 */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Section } from '../components/ui/Section';
import { CallButton } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';
import { linkLabels, paths } from '../../core/urls/paths';
import { usePageIndex } from '../lib/page-data-load';

import '../styles/pages/blog.css';

export default function PostNotFoundPage() {
  const entry = usePageEntry();
  const { posts } = usePageIndex();
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead="We couldn’t find that article. It may have been renamed or removed.">
        <div className="cta-group">
          <Link className="btn btn--book" to={paths.blog}>
            Back to the blog
          </Link>
          {/* The page's description promises "call us": the call is one tap here too. */}
          <CallButton location="postnotfound_hero" />
        </div>
      </Hero>
      <Section title="Our latest articles">
        <ul className="related-links">
          {posts.map((post) => (
            <li key={post.slug}>
              <Link to={paths.post(post.slug)}>{post.title}</Link>
            </li>
          ))}
          <li>
            <Link to={paths.blogFaq}>{linkLabels.blogFaq}</Link>
          </li>
          <li>
            <Link to={paths.maintenance}>Appliance Maintenance Guides</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
