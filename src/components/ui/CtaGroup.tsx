/**
 * Call / book / text call-to-action buttons. Every call and book link in the
 * site goes through here, so the phone number, booking URL, new-tab rule and
 * analytics events are the same everywhere. The events are declared in attributes
 * (`data-track`, `data-cta`: src/analytics/data-track.ts), not handlers, so a button
 * in a part of the page that is never hydrated sends them too.
 */
import { LineIcon } from './LineIcon';
import phoneIcon from 'lucide-icon:phone';
import calendarCheck from 'lucide-icon:calendar-check';
import messageSquare from 'lucide-icon:message-square';
import { businessContact as business, bookingUrl, type Campaign } from '../../../core/facts/business-contact';

export interface CtaProps {
  /** Analytics location, e.g. `dishwasher_repair_cta`. */
  location: string;
  campaign?: Campaign;
  /** Show the sms: "Text us" button too. */
  withText?: boolean;
  bookLabel?: string;
  callLabel?: string;
  /** Book link override (the dishwasher and oven pages book through /contact). */
  bookHref?: string;
  variant?: 'default' | 'inverse';
}

export function CallButton({
  location,
  label = `Call ${business.phoneDisplay}`,
}: {
  location: string;
  label?: string;
}) {
  return (
    <a
      className="btn btn--call"
      href={business.telHref}
      data-track="click_to_call"
      data-cta="call"
      data-track-location={location}
    >
      <LineIcon icon={phoneIcon} size={18} /> {label}
    </a>
  );
}

export function BookButton({
  location,
  campaign,
  label = 'Book Online',
  href,
}: {
  location: string;
  campaign?: Campaign;
  label?: string;
  href?: string;
}) {
  if (href) {
    return (
      <a className="btn btn--book" href={href} data-cta="book" data-track-location={location}>
        <LineIcon icon={calendarCheck} size={18} /> {label}
      </a>
    );
  }
  return (
    <a
      className="btn btn--book"
      href={bookingUrl(campaign)}
      target="_blank"
      rel="noopener"
      data-track="click_schedule"
      data-cta="book"
      data-track-location={location}
    >
      <LineIcon icon={calendarCheck} size={18} /> {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function TextButton({ location }: { location: string }) {
  return (
    <a className="btn btn--text" href={business.smsHref} data-track="click_to_text" data-track-location={location}>
      <LineIcon icon={messageSquare} size={18} /> Text us
    </a>
  );
}

export function CtaGroup({
  location,
  campaign,
  withText,
  bookLabel,
  callLabel,
  bookHref,
  variant = 'default',
}: CtaProps) {
  return (
    <div className={`cta-group cta-group--${variant}`}>
      <BookButton location={location} campaign={campaign} label={bookLabel} href={bookHref} />
      <CallButton location={location} label={callLabel} />
      {withText && <TextButton location={location} />}
    </div>
  );
}
