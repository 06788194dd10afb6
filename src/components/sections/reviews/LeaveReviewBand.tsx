/**
 * The band that closes /reviews. "Had a repair with us?" asks for a review, so it offers the
 * business's own review profiles (content/reviews.ts `profileUrl`, one button each, new tab),
 * not Book and Call. A build with no profile configured (the defaults, before launch:
 * core/config/launch-check.ts refuses them in production) has nowhere to send a review, so the
 * band then closes the page as the others do, with Book and Call and no request it cannot serve.
 * Either way the page keeps a Book and a Call: the hero's (src/components/sections/company/ReviewsBody.tsx).
 *
 * Stacked, its copy above one row of buttons: beside four of them the copy's column was squeezed to
 * a word a line at 1280 px.
 */
import { useId } from 'react';
import { reviewsPage } from '../../../../content/reviews';
import { reviewPlatforms } from '../../../../content/review-platforms';
import type { ReviewPlatform } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { eventAttributes } from '../../../analytics/data-track';
import { CtaBand } from '../../ui/CtaBand';

const location = 'reviewspage_footer_cta';

export function LeaveReviewBand({ platforms = reviewPlatforms }: { platforms?: readonly ReviewPlatform[] }) {
  const headingId = `cta-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const profiles = platforms.filter((p) => p.profileUrl);
  if (profiles.length === 0)
    return <CtaBand title={reviewsPage.bookTitle} text={fillFacts(reviewsPage.bookText)} location={location} />;
  return (
    <section className="cta-band cta-band--stacked" aria-labelledby={headingId}>
      <div className="container cta-band__inner">
        <div className="cta-band__copy">
          <h2 id={headingId}>{reviewsPage.leaveReviewTitle}</h2>
          <p>{fillFacts(reviewsPage.leaveReviewText)}</p>
        </div>
        <ul className="cta-group cta-group--inverse leave-review">
          {profiles.map((p) => (
            <li key={p.platform}>
              <a
                className="btn btn--call"
                href={p.profileUrl}
                target="_blank"
                rel="noopener noreferrer"
                {...eventAttributes('click_cta', { label: `Review on ${p.platform}`, category: 'cta_band', location })}
              >
                {reviewsPage.leaveReviewLink(p.platform)}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
