/** A blog post: Markdown rendered to HTML at build time (scripts/lib/markdown.ts). */
import { Seo } from '../seo/Seo';
import { blogPosting } from '../seo/jsonld';
import { Hero } from '../components/ui/Hero';
import { CtaBand } from '../components/ui/CtaBand';
import { Prose } from '../components/sections/blog/Prose';
import { PostMeta } from '../components/sections/blog/PostMeta';
import { POST_IMAGE } from '../components/sections/blog/postFormat';
import { RelatedReading } from '../components/sections/blog/RelatedReading';
import { PostAside } from '../components/sections/blog/PostAside';
import { usePageEntry } from '../lib/usePageEntry';
import { postBySlug } from '../lib/content-registry';
import { business } from '../../core/facts/business-profile';
import '../styles/pages/blog.css';

export default function BlogPostPage() {
  const entry = usePageEntry();
  const post = postBySlug(entry.key);
  const location = `blog_${post.slug.replace(/-/g, '_')}`;
  const campaign = { source: new URL(business.url).hostname, medium: 'cta', campaign: location };
  return (
    <>
      <Seo entry={entry} structuredData={[blogPosting({ ...post, path: entry.path })]} />
      <Hero entry={entry} lead={post.excerpt}>
        <PostMeta post={post} />
      </Hero>
      <div className="section container post-layout">
        <PostAside headings={post.headings} location={location} campaign={campaign} />
        <article className="post" aria-labelledby="page-title">
          <img
            className="post__image"
            src={post.image}
            alt=""
            width={POST_IMAGE.width}
            height={POST_IMAGE.height}
            decoding="async"
          />
          <Prose html={post.html} />
        </article>
      </div>
      <CtaBand
        title="Need a hand with it?"
        text={`Call ${business.phoneDisplay} or book online. A technician will diagnose the problem and give you an upfront price before any work starts.`}
        location={`${location}_band`}
        campaign={campaign}
      />
      <RelatedReading slug={post.slug} />
    </>
  );
}
