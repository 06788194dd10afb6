/**
 * Carousel state and timing, separate from markup so any slideshow can reuse
 * it. Auto-advance uses setTimeout (so tests can drive it with a fake clock),
 * restarts after every move, and stops while the user hovers, focuses inside,
 * has pressed Pause, or prefers reduced motion (WCAG 2.2.2).
 * Media queries read false until start-up is over (src/lib/useHydrated.ts), so
 * hydration matches the prerendered static layout and the responsive count
 * applies right after.
 */
import { useCallback, useEffect, useState } from 'react';
import { useHydrated, useMediaQuery } from '../../lib/useHydrated';

export interface VisibleCounts {
  base: number;
  md?: number;
  lg?: number;
}

/** How many items show at once at the current viewport width (md ≥ 48rem, lg ≥ 64rem). */
export function useVisibleCount(visible: VisibleCounts): number {
  const md = useMediaQuery('(min-width: 48rem)');
  const lg = useMediaQuery('(min-width: 64rem)');
  const mdCount = visible.md ?? visible.base;
  const lgCount = visible.lg ?? mdCount;
  return lg ? lgCount : md ? mdCount : visible.base;
}

export interface CarouselState {
  index: number;
  next: () => void;
  prev: () => void;
  goTo: (i: number) => void;
  /** Auto-advance is on (not paused by the user; with reduced motion only if the user pressed Play). */
  playing: boolean;
  /** Auto-advance is on and nothing is holding it (hover, focus). */
  running: boolean;
  togglePlay: () => void;
  /** Hover/focus holds: spread on the carousel root. */
  holdProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (e: React.FocusEvent<HTMLElement>) => void;
  };
}

export function useCarousel({ count, intervalMs }: { count: number; intervalMs: number }): CarouselState {
  const [index, setIndex] = useState(0);
  /** The visitor's explicit choice; null follows the default (play unless reduced motion). */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hydrated = useHydrated();

  const wrap = useCallback((i: number) => (count === 0 ? 0 : ((i % count) + count) % count), [count]);
  const goTo = useCallback((i: number) => setIndex(wrap(i)), [wrap]);
  const next = useCallback(() => setIndex((i) => wrap(i + 1)), [wrap]);
  const prev = useCallback(() => setIndex((i) => wrap(i - 1)), [wrap]);

  const playing = hydrated && count > 1 && intervalMs > 0 && (choice ? choice === 'play' : !reducedMotion);
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => wrap(i + 1)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, intervalMs, wrap]);

  return {
    index: wrap(index),
    next,
    prev,
    goTo,
    playing,
    running,
    togglePlay: () => setChoice(playing ? 'pause' : 'play'),
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
