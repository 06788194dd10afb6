/**
 * "Related reading" under a post: the other posts, the maintenance guides and repair pages that
 * continue it (content/posts/related.ts), and the library, as one grid of equal links. Short (the
 * excerpts and dates are one click away on /blog), so the post stays the page.
 */
import { Link } from 'react-router-dom';
import { postRelated } from '../../../../content/posts/related';
import { indexGuide, indexService, usePageIndex } from '../../../lib/page-data-load';
import { linkLabels, paths } from '../../../../core/urls/paths';
import { Section } from '../../ui/Section';

export function RelatedReading({ slug }: { slug: string }) {
  const index = usePageIndex();
  const related = postRelated[slug] ?? { guides: [], services: [] };
  const links = [
    ...index.posts.filter((p) => p.slug !== slug).map((p) => ({ title: p.title, href: paths.post(p.slug) })),
    ...related.guides.map((g) => ({ title: indexGuide(index, g).meta.h1, href: paths.guide(g) })),
    ...related.services.map((s) => ({ title: indexService(index, s).name, href: paths.service(s) })),
    { title: linkLabels.blogFaq, href: paths.blogFaq },
  ];
  return (
    <Section id="related-reading" title="Related reading" tone="alt">
      <ul className="related-grid">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
