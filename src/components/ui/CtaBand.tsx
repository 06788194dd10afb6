/**
 * Full-width brand-coloured call-to-action band that closes most pages:
 * heading, optional text, and the inverse CtaGroup (buttons tuned for the
 * dark background). Any of its buttons also sends click_cta (the band as a whole).
 */
import { useId, type ReactNode } from 'react';
import type { Campaign } from '../../../core/facts/business-profile';
import { CtaGroup } from './CtaGroup';
import { eventAttributes } from '../../analytics/data-track';

export function CtaBand({
  title,
  text,
  location,
  campaign,
  withText,
}: {
  title: string;
  text?: ReactNode;
  location: string;
  campaign?: Campaign;
  withText?: boolean;
}) {
  const headingId = `cta-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <section
      className="cta-band"
      aria-labelledby={headingId}
      {...eventAttributes('click_cta', { label: title, category: 'cta_band', location })}
    >
      <div className="container cta-band__inner">
        <div className="cta-band__copy">
          <h2 id={headingId}>{title}</h2>
          {text && (typeof text === 'string' ? <p>{text}</p> : <div>{text}</div>)}
        </div>
        <CtaGroup location={location} campaign={campaign} withText={withText} variant="inverse" />
      </div>
    </section>
  );
}
