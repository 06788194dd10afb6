/**
 * One library entry: type badge, read time, title, short answer (a BLOG item then links its
 * post) and an expandable body. Its keywords only feed the search (libraryFilter.ts); the
 * call / book buttons come once, in the page's closing band. The body is always in the HTML;
 * it is collapsed by CSS only when scripting is enabled (blog-faq.css), so
 * without JavaScript every body is readable and the dead toggle is hidden,
 * and the first client render matches the prerendered HTML exactly.
 */
import { Link } from 'react-router-dom';
import { LineIcon } from '../../ui/LineIcon';
import chevronDown from 'lucide-icon:chevron-down';
import { paths } from '../../../../core/urls/paths';
import type { LibraryEntry } from '../../../../model/types';
import { Badge } from '../../ui/Badge';
import { Prose } from './Prose';

export function LibraryArticle({
  item,
  expanded,
  onToggle,
}: {
  item: LibraryEntry;
  expanded: boolean;
  /** Called with the item's id: one stable function for every article, so memo() holds. */
  onToggle: (id: number) => void;
}) {
  const titleId = `library-title-${item.id}`;
  const bodyId = `library-body-${item.id}`;
  // Its fact tokens are filled by the build, in the page's data (scripts/lib/site-data.ts).
  const title = item.title;
  return (
    <article
      className={`library-item${expanded ? ' is-open' : ''}`}
      aria-labelledby={titleId}
      data-category={item.category}
    >
      <p className="library-item__meta">
        <Badge tone={item.type === 'faq' ? 'brand' : 'accent'}>{item.type === 'faq' ? 'FAQ' : 'BLOG'}</Badge>
        {/* Computed by the build: the linked post's reading time, or the body's (core/pages/reading-time.ts). */}
        <span className="library-item__time">{item.readTime}</span>
      </p>
      <h2 className="library-item__title" id={titleId}>
        {title}
      </h2>
      <p className="library-item__answer">{item.answer}</p>
      {item.post && (
        // A BLOG item is a post in short, titled as the post (scripts/lib/markdown-check.ts): this opens it.
        <p className="library-item__post">
          <Link to={paths.post(item.post)}>
            Read the full article<span className="visually-hidden">: {title}</span>
          </Link>
        </p>
      )}
      <button
        type="button"
        className="library-item__toggle"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => onToggle(item.id)}
      >
        {expanded ? 'Show less' : 'Read the full answer'}
        <span className="visually-hidden">: {title}</span>
        <LineIcon icon={chevronDown} size={18} className="library-item__chevron" />
      </button>
      <div className="library-item__panel" id={bodyId} role="region" aria-labelledby={titleId}>
        <div className="library-item__panel-inner">
          <Prose html={item.html} />
        </div>
      </div>
    </article>
  );
}
