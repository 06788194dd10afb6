/**
 * Mobile-only bar fixed to the bottom of the viewport with Call and Book buttons, on every page
 * (RootLayout renders it once, after the footer). One rule (docs/layout-and-events.md): the bar
 * shows once the page's hero call/book group has scrolled up out of view, and stays hidden while
 * any of the page's call/book groups (the hero's, a closing band's, the 404's) is on screen, so a
 * phone never shows the same two buttons twice or has one covering the other. A page whose hero
 * has no call/book group (the blog, the maintenance hub) counts its first block, the hero itself. Without JavaScript it stays hidden (the
 * hero and the closing band still carry both actions). Hidden from 48rem up (the header's row
 * under the navigation shows both there); the body keeps matching bottom padding (CSS :has), so the bar never covers the end
 * of the page.
 *
 * Its analytics location and booking link come from the page's data (./call-bar-settings.ts): the
 * service, brand and city pages name their own; otherwise the location is `mobile_sticky_` and the
 * page's path.
 */
import { useEffect, useState } from 'react';
import type { Campaign } from '../../../core/facts/business-contact';
import { BookButton, CallButton } from './CtaGroup';

/** The page's own call/book groups (the bar's buttons are not in one), and the hero's. */
const PAGE_ACTIONS = '.cta-group';
const HERO_ACTIONS = '.hero .cta-group';

export interface StickyCallBarOptions {
  /** Analytics location of the bar's buttons, e.g. `mobile_sticky_dishwasher`. */
  location: string;
  /** Book link override (the dishwasher and oven pages book through /contact). */
  bookHref?: string;
  /** The booking link's campaign (a brand page's names the brand). */
  campaign?: Campaign;
}

export function StickyCallBar({ location, bookHref, campaign, page }: StickyCallBarOptions & { page: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main || typeof IntersectionObserver !== 'function') return;
    let observer: IntersectionObserver | undefined;
    // Watch the page's groups and its hero's (a page without one: its first block, the hero itself).
    const watch = () => {
      observer?.disconnect();
      const hero = main.querySelector(HERO_ACTIONS) ?? main.firstElementChild;
      if (!hero) return setShown(false);
      const targets = new Set([hero, ...main.querySelectorAll(PAGE_ACTIONS)]);
      const onScreen = new Set<Element>();
      let heroPassed = false;
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onScreen.add(entry.target);
          else onScreen.delete(entry.target);
          // Passed: scrolled up out of view, not yet reached below the fold.
          if (entry.target === hero) heroPassed = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
        }
        setShown(heroPassed && onScreen.size === 0);
      });
      for (const target of targets) observer.observe(target);
    };
    watch();
    // A page that arrives after navigation (its chunk loads later) brings its own groups.
    const arrivals = new MutationObserver(watch);
    arrivals.observe(main, { childList: true });
    return () => {
      arrivals.disconnect();
      observer?.disconnect();
    };
  }, [page]);
  return (
    <div className="sticky-call-bar" hidden={!shown}>
      <CallButton location={location} label="Call now" />
      <BookButton location={location} href={bookHref} campaign={campaign} label="Book Online" />
    </div>
  );
}
