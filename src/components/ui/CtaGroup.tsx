/**
 * Call / book / text call-to-action buttons. Every call and book link in the
 * site goes through here, so the phone number, booking URL, new-tab rule and
 * analytics events are the same everywhere.
 */
import { Phone, CalendarCheck, MessageSquare } from 'lucide-react';
import { business, bookingUrl, type Campaign } from '../../../core/facts/business-profile';
import { track } from '../../analytics/track';

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
  /** Extra work on any button's click, e.g. the closing band's click_cta. */
  onAction?: () => void;
}

/** `onAction` runs on top of the button's own events (a closing band adds click_cta). */
export function CallButton({
  location,
  label = `Call ${business.phoneDisplay}`,
  onAction,
}: {
  location: string;
  label?: string;
  onAction?: () => void;
}) {
  return (
    <a
      className="btn btn--call"
      href={business.telHref}
      data-track="click_to_call"
      data-track-location={location}
      onClick={() => {
        onAction?.();
        track('click_call', { location });
        track('cta_click', { category: 'CTA', action: 'call_now', label: location });
      }}
    >
      <Phone aria-hidden="true" size={18} /> {label}
    </a>
  );
}

export function BookButton({
  location,
  campaign,
  label = 'Book Online',
  href,
  onAction,
}: {
  location: string;
  campaign?: Campaign;
  label?: string;
  href?: string;
  onAction?: () => void;
}) {
  const onClick = () => {
    onAction?.();
    track('click_book', { location });
    track('cta_click', { category: 'CTA', action: 'book_online', label: location });
  };
  if (href) {
    return (
      <a className="btn btn--book" href={href} onClick={onClick}>
        <CalendarCheck aria-hidden="true" size={18} /> {label}
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
      data-track-location={location}
      onClick={onClick}
    >
      <CalendarCheck aria-hidden="true" size={18} /> {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function TextButton({ location, onAction }: { location: string; onAction?: () => void }) {
  return (
    <a
      className="btn btn--text"
      href={business.smsHref}
      data-track="click_to_text"
      data-track-location={location}
      onClick={onAction}
    >
      <MessageSquare aria-hidden="true" size={18} /> Text us
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
  onAction,
}: CtaProps) {
  return (
    <div className={`cta-group cta-group--${variant}`}>
      <BookButton location={location} campaign={campaign} label={bookLabel} href={bookHref} onAction={onAction} />
      <CallButton location={location} label={callLabel} onAction={onAction} />
      {withText && <TextButton location={location} onAction={onAction} />}
    </div>
  );
}
