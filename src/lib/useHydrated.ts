/**
 * Start-up without a blocking re-render. The prerendered HTML is what the app
 * must produce while hydrating, so whatever depends on the browser (the
 * `?city=` label, a carousel's controls, the viewport width) renders once
 * hydration is done.
 *
 * `useSyncExternalStore` with a different server snapshot did this before, but
 * React forces that re-render on the synchronous lane, inside the task that runs
 * the hydration's effects: on a service page, Header and carousels re-rendered
 * in one task of about 120 ms at 4× CPU slowdown (Chromium trace). Here the
 * switch is a transition, which React renders in 5 ms slices the browser can
 * interrupt. Components mounted after start-up (a client-side navigation) read
 * `true` at once, so nothing flashes its static form.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let startedUp = false;

/** False while prerendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(startedUp);
  useEffect(() => {
    startedUp = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether a media query matches: false while prerendering and hydrating, the
 * live value after (the hydrated flag keeps the first client snapshot equal to
 * the server's, so React has nothing to force).
 */
export function useMediaQuery(query: string): boolean {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => hydrated && window.matchMedia(query).matches,
    () => false,
  );
}
