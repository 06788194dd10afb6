/**
 * The top of a page: a back link and the breadcrumb in one row, the page's H1 (from the URL manifest, so
 * head and heading agree), lead, badges, actions (usually a CtaGroup), the owner beside them on pages a
 * visitor hires from, and the picture slot: an inline SVG drawing (src/components/ui/art/), or the
 * owner's photo of a recent job in its place, with the customer review that fits the page under it
 * (src/components/sections/proof/). The drawing is part of the HTML, so it can never be a late-loading
 * LCP image; a job photo is loaded first, at high priority. The page passes the drawing element itself:
 * each template imports only its own group of drawings (pages, appliances, counties), so the shared
 * Hero chunk carries none of them; all together they are about 5 KB gzipped, which in the shared chunk
 * put city and service pages past the JavaScript budget.
 */
import type { ReactNode } from 'react';
import type { PageEntry } from '../../../core/urls/manifest';
import type { PhotoMeta } from '../../../core/facts/photo-meta';
import type { Testimonial } from '../../../model/schemas';
import { HeroPerson } from '../sections/proof/HeroPerson';
import { HeroPhoto } from '../sections/proof/HeroPhoto';
import { PageReview } from '../sections/proof/PageReview';
import { Breadcrumb } from './Breadcrumb';
import { BackButton } from './BackButton';
import { Badge } from './Badge';
import { HeroProof } from './HeroProof';
import { paths } from '../../../core/urls/paths';

/**
 * The templates declared `hero: 'read'` (core/urls/templates/): pages a visitor reads rather than hires
 * from (articles, guides, indexes, errors), whose first screen is the page's own subject, not the
 * rating and registration (docs/design-system.md "First screen"). Vite writes the list in
 * (vite.config.ts), so no declaration comes to the browser.
 */
declare const __READING_TEMPLATES__: string[];
const WITHOUT_PROOF = new Set(__READING_TEMPLATES__);

export function Hero({
  entry,
  lead,
  badges,
  children,
  illustration,
  photo,
  review,
}: {
  entry: PageEntry;
  lead?: ReactNode;
  badges?: string[];
  children?: ReactNode;
  /** `<PageArt name=…/>`, `<ApplianceArt name=…/>` or `<CityArt city=…/>`. */
  illustration?: ReactNode;
  /** A recent job (src/components/sections/proof/pick.ts): shown instead of the drawing from 48rem up. */
  photo?: PhotoMeta;
  /** The customer's words that fit the page (pick.ts), under the picture slot. */
  review?: Testimonial;
}) {
  const hiring = !WITHOUT_PROOF.has(entry.template);
  const art = photo ? <HeroPhoto photo={photo} /> : illustration;
  return (
    <section className={`hero${art || review ? ' hero--illustrated' : ''}`} aria-labelledby="page-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          {entry.breadcrumb.length > 1 && (
            // One row: the way back, then the way up; the same on every page below the home page.
            <div className="hero__trail">
              <BackButton />
              <Breadcrumb trail={entry.breadcrumb} />
            </div>
          )}
          <h1 id="page-title">{entry.meta.h1}</h1>
          {hiring && <HeroProof onReviewsPage={entry.path === paths.reviews} />}
          {lead && (typeof lead === 'string' ? <p className="lead">{lead}</p> : <div className="lead">{lead}</div>)}
          {badges && badges.length > 0 && (
            <ul className="hero__badges">
              {badges.map((b) => (
                <li key={b}>
                  <Badge tone="brand">{b}</Badge>
                </li>
              ))}
            </ul>
          )}
          {children}
          {/* Beside the first call to action: who runs the business, when the owner has added a portrait. */}
          {hiring && <HeroPerson />}
        </div>
        {(art || review) && (
          <div className="hero__art">
            {art}
            {review && <PageReview review={review} />}
          </div>
        )}
      </div>
    </section>
  );
}
