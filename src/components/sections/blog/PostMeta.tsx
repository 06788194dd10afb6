/** Category, then date and reading time of a post; the date and reading time wrap as one unit, never after the dot. */
import type { PostIndexEntry } from '../../../../core/pages/site-index';
import { Badge } from '../../ui/Badge';
import { formatPostDate } from './postFormat';
import { readingTime } from '../../../../core/pages/reading-time';

export function PostMeta({ post }: { post: PostIndexEntry }) {
  return (
    <p className="post-meta">
      <Badge tone="brand">{post.category}</Badge>
      <span className="post-meta__when">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        <span className="post-meta__time">{readingTime(post.wordCount)}</span>
      </span>
    </p>
  );
}
