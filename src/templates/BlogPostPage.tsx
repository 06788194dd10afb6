/** A blog post: Markdown rendered to HTML at build time (scripts/lib/markdown.ts). */
import { Seo } from '../seo/Seo';
import { blogPosting } from '../seo/jsonld';
import { PageHeader } from '../components/ui/PageHeader';
import { CtaGroup } from '../components/ui/CtaGroup';
import { usePageEntry } from '../lib/usePageEntry';
import { postBySlug } from '../content/lookup';
import { fillFacts } from '../content/facts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export default function BlogPostPage() {
  const entry = usePageEntry();
  const post = postBySlug(entry.key);
  return (
    <>
      <Seo entry={entry} structuredData={[blogPosting({ ...post, path: entry.path })]} />
      <PageHeader entry={entry} lead={post.excerpt}>
        <p className="post-meta">
          <time dateTime={post.date}>{dateFormat.format(new Date(post.date))}</time> · {post.category}
        </p>
      </PageHeader>
      <article className="section container prose" dangerouslySetInnerHTML={{ __html: fillFacts(post.html) }} />
      <section className="section container">
        <CtaGroup location={`blog_${post.slug.replace(/-/g, '_')}`} />
      </section>
    </>
  );
}
