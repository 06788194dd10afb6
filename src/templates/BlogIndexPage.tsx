/** /blog: the list of posts, newest first, then where to find shorter answers (the library and the maintenance guides). */
import { Link } from 'react-router-dom';
import { Seo } from '../seo/Seo';
import { Hero } from '../components/ui/Hero';
import { Card } from '../components/ui/Card';
import { CardGrid, CardGridItem } from '../components/ui/CardGrid';
import { CtaBand } from '../components/ui/CtaBand';
import { PostMeta } from '../components/sections/blog/PostMeta';
import { POST_IMAGE } from '../components/sections/blog/postFormat';
import { usePageEntry } from '../lib/usePageEntry';
import { linkLabels, paths } from '../../core/urls/paths';
import { business } from '../../core/facts/business-profile';
import { usePageIndex } from '../lib/page-data-load';

import '../styles/pages/blog.css';

export default function BlogIndexPage() {
  const entry = usePageEntry();
  const { posts } = usePageIndex();
  return (
    <>
      <Seo entry={entry} />
      <Hero
        entry={entry}
        lead="Honest advice from the technicians who fix Bay Area appliances every day: what you can check yourself, what a repair involves, and when replacing makes more sense."
      />
      <section className="section" aria-label="Articles">
        <div className="container">
          <CardGrid min="18rem">
            {posts.map((post) => (
              <CardGridItem key={post.slug}>
                <Card
                  title={post.title}
                  href={paths.post(post.slug)}
                  headingLevel={2}
                  image={{ src: post.image, alt: '', ...POST_IMAGE }}
                >
                  <PostMeta post={post} />
                  <p>{post.excerpt}</p>
                </Card>
              </CardGridItem>
            ))}
          </CardGrid>
          <p className="blog-more-reading">
            Looking for a quick answer rather than a long read? Our <Link to={paths.blogFaq}>{linkLabels.blogFaq}</Link>{' '}
            library answers the questions we hear most about refrigerators, washers, dryers and dishwashers, and the{' '}
            <Link to={paths.maintenance}>maintenance guides</Link> give each appliance a monthly, quarterly and yearly
            checklist.
          </p>
        </div>
      </section>
      <CtaBand
        title="Appliance acting up right now?"
        text={`Call ${business.phoneDisplay} or book online for same-day or next-day repair across the Bay Area.`}
        location="blog_index_band"
        campaign={{ source: new URL(business.url).hostname, medium: 'cta', campaign: 'blog' }}
      />
    </>
  );
}
