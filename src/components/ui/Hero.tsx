/**
 * The top of a page: breadcrumb, the page's H1 (from the URL manifest, so
 * head and heading agree), lead, badges, actions (usually a CtaGroup) and an
 * inline SVG illustration. The illustration is part of the HTML, so it can
 * never be a late-loading LCP image; it is decorative and hidden from AT.
 */
import type { ReactNode } from 'react';
import type { PageEntry } from '../../lib/urls';
import { Breadcrumb } from './Breadcrumb';
import { Badge } from './Badge';
import { HeroIllustration, type IllustrationKind } from './HeroIllustration';

export function Hero({
  entry,
  lead,
  badges,
  children,
  illustration,
  back,
}: {
  entry: PageEntry;
  lead?: ReactNode;
  badges?: string[];
  children?: ReactNode;
  illustration?: IllustrationKind;
  /** A back link, shown above the title where visitors look for one, not among the actions. */
  back?: ReactNode;
}) {
  return (
    <section className={`hero${illustration ? ' hero--illustrated' : ''}`} aria-labelledby="page-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          {back}
          <Breadcrumb trail={entry.breadcrumb} />
          <h1 id="page-title">{entry.meta.h1}</h1>
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
        </div>
        {illustration && (
          <div className="hero__art">
            <HeroIllustration kind={illustration} />
          </div>
        )}
      </div>
    </section>
  );
}
