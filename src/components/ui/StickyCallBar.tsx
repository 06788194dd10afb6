/**
 * Mobile-only bar fixed to the bottom of the viewport with Call and Book
 * buttons, so the two main actions stay a thumb away once the page's own
 * buttons have scrolled off screen. While any of the page's call/book groups
 * (the hero's, the closing band's) is on screen the bar stays hidden, so a
 * phone never shows the same two buttons twice or has one covering the other.
 * Without JavaScript it stays hidden (the hero and the closing band still
 * carry both actions). Hidden from 64rem up (the header shows both there); the
 * body keeps matching bottom padding (CSS :has), so the bar never covers the
 * end of the page.
 */
import { useEffect, useState } from 'react';
import { BookButton, CallButton } from './CtaGroup';

/** The page's own call/book groups (the bar's buttons are not in one). */
const PAGE_ACTIONS = 'main .cta-group';

export function StickyCallBar({ location, bookHref }: { location: string; bookHref?: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Without call/book groups, the page's first block stands in; without the API the bar stays hidden.
    const groups = [...document.querySelectorAll(PAGE_ACTIONS)];
    const targets = groups.length
      ? groups
      : [document.querySelector('main > :first-child')].filter((el): el is Element => el !== null);
    if (!targets.length || typeof IntersectionObserver !== 'function') return;
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setShown(onScreen.size === 0);
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="sticky-call-bar" hidden={!shown}>
      <CallButton location={location} label="Call now" />
      <BookButton location={location} href={bookHref} label="Book Online" />
    </div>
  );
}
