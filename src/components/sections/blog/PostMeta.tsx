/** Date, category and reading time of a post, as one line. */
import type { PostIndexEntry } from '../../../lib/site-index';
import { Badge } from '../../ui/Badge';
import { formatPostDate, readingTime } from './postFormat';

export function PostMeta({ post }: { post: PostIndexEntry }) {
  return (
    <p className="post-meta">
      <Badge tone="brand">{post.category}</Badge>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingTime(post.wordCount)}</span>
    </p>
  );
}
