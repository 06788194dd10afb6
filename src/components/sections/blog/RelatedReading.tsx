/**
 * "Related reading" under a post: the other posts, the maintenance guides and
 * repair pages that continue it (content/posts/related.ts), and the library.
 */
import { Link } from 'react-router-dom';
import { postRelated } from '../../../../content/posts/related';
import { indexGuide, indexService, usePageIndex } from '../../../lib/page-data-load';
import { linkLabels, paths } from '../../../../core/urls/paths';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { PostMeta } from './PostMeta';

export function RelatedReading({ slug }: { slug: string }) {
  const index = usePageIndex();
  const others = index.posts.filter((p) => p.slug !== slug);
  const related = postRelated[slug] ?? { guides: [], services: [] };
  const links = [
    ...related.guides.map((g) => ({ title: indexGuide(index, g).meta.h1, href: paths.guide(g) })),
    ...related.services.map((s) => ({ title: indexService(index, s).name, href: paths.service(s) })),
    { title: linkLabels.blogFaq, href: paths.blogFaq },
  ];
  return (
    <Section id="related-reading" title="Related reading" tone="alt">
      <CardGrid min="18rem">
        {others.map((p) => (
          <CardGridItem key={p.slug}>
            <Card title={p.title} href={paths.post(p.slug)}>
              <PostMeta post={p} />
              <p>{p.excerpt}</p>
            </Card>
          </CardGridItem>
        ))}
      </CardGrid>
      <h3 className="related-links__title">Guides and services</h3>
      <ul className="related-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
