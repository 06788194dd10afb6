/**
 * Mobile-only bar fixed to the bottom of the viewport with Call and Book buttons, on every page
 * (RootLayout renders it once, after the footer). One rule (docs/design-system.md "The mobile call bar"): the bar
 * shows once the page's hero call/book group has started to scroll up under the header, and stays
 * hidden while any of the page's call/book groups (the hero's, a closing band's: a group with both
 * a Call and a Book) is wholly on screen, so a phone always has a Call and a Book in view and never
 * shows the same two buttons twice in full. A group only partly on screen (cut by the header or
 * the screen's edge) does not count: the bar then covers its cut-off part. A page whose hero has no
 * call/book group (the blog, the maintenance hub) counts its first block, the hero itself. Until
 * the app watches the page (it starts after `load`), and without JavaScript, CSS alone shows the bar
 * once the hero's group has started to go up (a view timeline), beside a closing band too. Hidden from
 * 48rem up (the header's row under the navigation shows both there); the body keeps matching
 * bottom padding (CSS :has), so the bar never covers the end of the page.
 *
 * Its analytics location and booking link come from the page's data (./call-bar-settings.ts): the
 * service, brand and city pages name their own; otherwise the location is `mobile_sticky_` and the
 * page's path.
 */
import { useEffect, useState } from 'react';
import type { Campaign } from '../../../core/facts/business-contact';
import { BookButton, CallButton } from './CtaGroup';

/** The page's own button groups (the bar's buttons are not in one), and the hero's. */
const PAGE_ACTIONS = '.cta-group';
const HERO_ACTIONS = '.hero .cta-group';

/**
 * A group with both a Call and a Book: only such a group can stand in for the bar (a text-only one on
 * /contact, the review profiles' band, the 404's Call without Book cannot). Checked here, not with
 * :has() in the selector, which an older browser would refuse.
 */
const callAndBook = (group: Element) =>
  Boolean(group.querySelector('[data-cta="call"]') && group.querySelector('[data-cta="book"]'));
/** Wholly on screen: a rounding pixel of a group's box may stay outside. */
const WHOLE = 0.99;

/** The part of the header that stays on screen while scrolling: its height less the utility bar above it (its negative top). */
function stickyHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>('.site-header');
  return header ? Math.max(0, header.offsetHeight + (parseFloat(getComputedStyle(header).top) || 0)) : 0;
}

export interface StickyCallBarOptions {
  /** Analytics location of the bar's buttons, e.g. `mobile_sticky_dishwasher`. */
  location: string;
  /** Book link override (the dishwasher and oven pages book through /contact). */
  bookHref?: string;
  /** The booking link's campaign (a brand page's names the brand). */
  campaign?: Campaign;
}

export function StickyCallBar({ location, bookHref, campaign, page }: StickyCallBarOptions & { page: string }) {
  // null until the observer first answers: the bar is then the stylesheet's (data-watched absent).
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main || typeof IntersectionObserver !== 'function') return;
    let observer: IntersectionObserver | undefined;
    // Watch the page's groups and its hero's (a page without one: its first block, the hero itself).
    const watch = () => {
      observer?.disconnect();
      const hero = main.querySelector(HERO_ACTIONS) ?? main.firstElementChild;
      if (!hero) return setShown(false);
      const targets = new Set([hero, ...[...main.querySelectorAll(PAGE_ACTIONS)].filter(callAndBook)]);
      const whole = new Set<Element>();
      let heroPassed = false;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.intersectionRatio >= WHOLE) whole.add(entry.target);
            else whole.delete(entry.target);
            // Passed: its top has gone up under the header, not yet reached below the fold.
            if (entry.target === hero) heroPassed = entry.boundingClientRect.top < (entry.rootBounds?.top ?? 0);
          }
          setShown(heroPassed && whole.size === 0);
        },
        { rootMargin: `${-stickyHeaderHeight()}px 0px 0px`, threshold: [0, WHOLE] },
      );
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
    <div className="sticky-call-bar" hidden={shown === false} data-watched={shown === null ? undefined : ''}>
      <CallButton location={location} label="Call now" />
      <BookButton location={location} href={bookHref} campaign={campaign} label="Book Online" />
    </div>
  );
}
