/**
 * The side column of a blog post on wide screens: the post's contents (its
 * H2s) and the call box, staying beside the text while it is read, so the
 * 40 % of a 1280 px screen beside the text is useful rather than empty.
 * Narrower screens leave the column out (src/styles/pages/blog.css): the
 * sticky call bar and the closing band carry the calls there.
 */
import { business, type Campaign } from '../../../../core/facts/business-profile';
import { BookButton, CallButton } from '../../ui/CtaGroup';

export function PostAside({
  headings,
  location,
  campaign,
}: {
  headings: { id: string; text: string }[];
  location: string;
  campaign: Campaign;
}) {
  return (
    <aside className="post-aside" aria-label="In this article">
      {headings.length > 1 && (
        <nav className="post-aside__box" aria-labelledby="post-contents-title">
          <h2 className="post-aside__title" id="post-contents-title">
            In this article
          </h2>
          <ol className="post-aside__contents">
            {headings.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="post-aside__box post-aside__call">
        <p className="post-aside__title">Rather have it fixed?</p>
        <p>Same-day visits when you call before {business.sameDayCutoff}, Monday to Saturday.</p>
        <CallButton location={location} />
        <BookButton location={location} campaign={campaign} />
      </div>
    </aside>
  );
}
