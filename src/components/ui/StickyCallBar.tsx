/**
 * Mobile-only bar fixed to the bottom of the viewport with Call and Book
 * buttons, so the two main actions stay a thumb away once the hero's own
 * buttons have scrolled off screen. While the hero's buttons are visible the
 * bar stays hidden, so a phone never shows the same two buttons twice or has
 * one covering the other. Without JavaScript it stays hidden (the hero and the
 * closing band still carry both actions). Hidden from 64rem up (the header
 * shows both there); the body keeps matching bottom padding (CSS :has), so the
 * bar never covers the end of the page.
 */
import { useEffect, useState } from 'react';
import { BookButton, CallButton } from './CtaGroup';

/** The page's first call/book group: the hero's, when the page has one. */
const HERO_ACTIONS = 'main .hero .cta-group';

export function StickyCallBar({ location, bookHref }: { location: string; bookHref?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Without a hero, the page's first block stands in; without the API the bar stays hidden.
    const heroActions = document.querySelector(HERO_ACTIONS) ?? document.querySelector('main > :first-child');
    if (!heroActions || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting));
    observer.observe(heroActions);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="sticky-call-bar" hidden={!shown}>
      <CallButton location={location} label="Call now" />
      <BookButton location={location} href={bookHref} label="Book online" />
    </div>
  );
}
