/**
 * Mobile-only bar fixed to the bottom of the viewport with Call and Book
 * buttons, so the two main actions are always a thumb away. Hidden from
 * 64rem up (the header shows both there); while it is on the page the body
 * gets matching bottom padding (CSS :has), so it never covers content.
 */
import { BookButton, CallButton } from './CtaGroup';

export function StickyCallBar({ location, bookHref }: { location: string; bookHref?: string }) {
  return (
    <div className="sticky-call-bar">
      <CallButton location={location} label="Call now" />
      <BookButton location={location} href={bookHref} label="Book online" />
    </div>
  );
}
