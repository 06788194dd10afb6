// @vitest-environment jsdom
/**
 * The carousel's timing (src/components/ui/useCarousel.ts) on a fake clock: auto-advance every
 * `intervalMs` with wrapping, the timer restarting after each move, hover and focus holds, Pause and
 * Play, reduced motion, nothing to play, nothing before hydration, and the visible count per width.
 * The browser tests keep only one check that the real page wires it (tests/e2e/home.spec.ts).
 *
 * A tiny component renders the hook with react-dom's createRoot inside `act`; window.matchMedia
 * (which jsdom lacks) answers from `media`, the set of queries that match.
 */
import { act, createElement, use, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useCarousel,
  useVisibleCount,
  type CarouselState,
  type VisibleCounts,
} from '../../src/components/ui/useCarousel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MD = '(min-width: 48rem)';
const LG = '(min-width: 64rem)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const INTERVAL = 8000;

/** The media queries that match; `setMedia` changes them and tells the listeners, as a resize would. */
const media = new Set<string>();
const listeners = new Set<() => void>();
function setMedia(...queries: string[]) {
  media.clear();
  for (const q of queries) media.add(q);
  for (const listener of listeners) listener();
}
function matchMedia(query: string): MediaQueryList {
  return {
    media: query,
    matches: media.has(query),
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

let container: HTMLElement;
let outside: HTMLButtonElement;
let root: Root;
/** What the hook returned on the last render. */
let carousel: CarouselState;

/** The carousel's root takes the hold handlers and holds two buttons, as Carousel.tsx spreads them. */
function Probe({ count, intervalMs }: { count: number; intervalMs: number }) {
  carousel = useCarousel({ count, intervalMs });
  return createElement(
    'section',
    { ...carousel.holdProps, id: 'carousel' },
    createElement('button', { id: 'inside-a' }, 'a'),
    createElement('button', { id: 'inside-b' }, 'b'),
  );
}

const run = (fn: () => void) =>
  act(async () => {
    fn();
  });
const mount = (count = 4, intervalMs = INTERVAL) => run(() => root.render(createElement(Probe, { count, intervalMs })));
const advance = (ms: number) => run(() => vi.advanceTimersByTime(ms));
const focus = (id: string) => run(() => document.getElementById(id)!.focus());

beforeEach(() => {
  vi.useFakeTimers();
  media.clear();
  listeners.clear();
  window.matchMedia = matchMedia;
  container = document.body.appendChild(document.createElement('div'));
  outside = document.body.appendChild(document.createElement('button'));
  outside.id = 'outside';
  root = createRoot(container);
});

afterEach(async () => {
  await run(() => root.unmount());
  container.remove();
  outside.remove();
  vi.useRealTimers();
});

describe('useCarousel auto-advance', () => {
  it('advances every intervalMs, not before, and wraps after the last item', async () => {
    await mount(4);
    expect(carousel.index).toBe(0);
    expect(carousel.running).toBe(true);
    await advance(INTERVAL - 100);
    expect(carousel.index).toBe(0);
    await advance(200);
    expect(carousel.index).toBe(1);
    await advance(INTERVAL - 200);
    expect(carousel.index).toBe(1);
    for (const expected of [2, 3, 0]) {
      await advance(INTERVAL);
      expect(carousel.index).toBe(expected);
    }
  });

  it.each([
    ['next', () => carousel.next(), 2],
    ['prev', () => carousel.prev(), 0],
    ['goTo', () => carousel.goTo(3), 3],
  ] as const)('restarts the timer after a manual %s', async (_name, move, landed) => {
    await mount(4);
    await advance(INTERVAL + 100);
    expect(carousel.index).toBe(1);
    // Most of the next interval has run when the visitor moves: a full interval starts from the move.
    await advance(INTERVAL - 1000);
    await run(move);
    expect(carousel.index).toBe(landed);
    await advance(INTERVAL - 100);
    expect(carousel.index).toBe(landed);
    await advance(200);
    expect(carousel.index).toBe((landed + 1) % 4);
  });
});

describe('useCarousel holds', () => {
  it('stops while hovered and resumes a full interval after the pointer leaves', async () => {
    await mount(4);
    await advance(INTERVAL - 1000);
    await run(() => carousel.holdProps.onMouseEnter());
    expect(carousel.running).toBe(false);
    expect(carousel.playing).toBe(true);
    await advance(5 * INTERVAL);
    expect(carousel.index).toBe(0);
    await run(() => carousel.holdProps.onMouseLeave());
    expect(carousel.running).toBe(true);
    await advance(INTERVAL - 100);
    expect(carousel.index).toBe(0);
    await advance(200);
    expect(carousel.index).toBe(1);
  });

  it('holds while focus is inside, also when it moves between inner controls, and releases when it leaves', async () => {
    await mount(4);
    await focus('inside-a');
    expect(carousel.running).toBe(false);
    await advance(3 * INTERVAL);
    expect(carousel.index).toBe(0);
    // A blur whose relatedTarget (where focus goes) is inside the root keeps the hold, even before the focus lands.
    const toInside = new FocusEvent('focusout', { bubbles: true, relatedTarget: document.getElementById('inside-b') });
    await run(() => document.getElementById('inside-a')!.dispatchEvent(toInside));
    expect(carousel.running).toBe(false);
    await advance(3 * INTERVAL);
    expect(carousel.index).toBe(0);
    await focus('inside-b');
    expect(carousel.running).toBe(false);
    await advance(3 * INTERVAL);
    expect(carousel.index).toBe(0);
    await focus('outside');
    expect(carousel.running).toBe(true);
    await advance(INTERVAL - 100);
    expect(carousel.index).toBe(0);
    await advance(200);
    expect(carousel.index).toBe(1);
  });

  it('Pause stops auto-advance and Play resumes it a full interval later', async () => {
    await mount(4);
    expect(carousel.playing).toBe(true);
    await advance(INTERVAL - 1000);
    await run(() => carousel.togglePlay());
    expect(carousel.playing).toBe(false);
    expect(carousel.running).toBe(false);
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(0);
    await run(() => carousel.togglePlay());
    expect(carousel.playing).toBe(true);
    await advance(INTERVAL - 100);
    expect(carousel.index).toBe(0);
    await advance(200);
    expect(carousel.index).toBe(1);
  });

  it('with reduced motion it does not play until Play is pressed', async () => {
    setMedia(REDUCED_MOTION);
    await mount(4);
    expect(carousel.playing).toBe(false);
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(0);
    // Moving by hand still works, and starts no timer.
    await run(() => carousel.next());
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(1);
    await run(() => carousel.togglePlay());
    expect(carousel.playing).toBe(true);
    await advance(INTERVAL + 100);
    expect(carousel.index).toBe(2);
  });
});

describe('useCarousel with nothing to play', () => {
  it.each([
    [0, INTERVAL],
    [1, INTERVAL],
  ])('never advances with %i item(s): no timer, no Pause', async (count, intervalMs) => {
    await mount(count, intervalMs);
    expect(carousel.playing).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(0);
  });

  it('never advances with intervalMs 0', async () => {
    await mount(4, 0);
    expect(carousel.playing).toBe(false);
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(0);
    await run(() => carousel.togglePlay());
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(0);
  });
});

describe('before hydration', () => {
  it('nothing advances and media queries read false until start-up is over', async () => {
    // A fresh module: once anything has started up, later mounts read hydrated at once (src/lib/useHydrated.ts).
    vi.resetModules();
    const fresh = await import('../../src/components/ui/useCarousel');
    const { useHydrated } = await import('../../src/lib/useHydrated');
    setMedia(MD, LG);
    // Start-up ends in a transition; suspending in that render keeps the committed page in its
    // start-up state (React does not replace shown content with a fallback in a transition).
    let endStartUp!: () => void;
    const startUp = new Promise<void>((resolve) => (endStartUp = resolve));
    let shown = 0;
    let hydrated = false;
    function StartingUp() {
      const state = fresh.useCarousel({ count: 4, intervalMs: INTERVAL });
      const count = fresh.useVisibleCount({ base: 1, md: 2, lg: 3 });
      const isHydrated = useHydrated();
      // Read what was committed: the suspended render's values never reach the page.
      useLayoutEffect(() => {
        [carousel, shown, hydrated] = [state, count, isHydrated];
      });
      if (isHydrated) use(startUp);
      return null;
    }
    await run(() => root.render(createElement(StartingUp)));
    expect(hydrated).toBe(false);
    expect(carousel.playing).toBe(false);
    expect(shown).toBe(1);
    await advance(10 * INTERVAL);
    expect(carousel.index).toBe(0);
    expect(hydrated).toBe(false);

    await run(endStartUp);
    expect(hydrated).toBe(true);
    expect(carousel.playing).toBe(true);
    expect(shown).toBe(3);
    await advance(INTERVAL - 100);
    expect(carousel.index).toBe(0);
    await advance(200);
    expect(carousel.index).toBe(1);
  });
});

describe('useVisibleCount', () => {
  let shown = 0;
  function Count({ visible }: { visible: VisibleCounts }) {
    shown = useVisibleCount(visible);
    return null;
  }
  const count = (visible: VisibleCounts) => run(() => root.render(createElement(Count, { visible })));

  it('picks base below 48rem, md from 48rem, lg from 64rem, and follows a resize', async () => {
    const visible = { base: 1, md: 2, lg: 3 };
    await count(visible);
    expect(shown).toBe(1);
    await run(() => setMedia(MD));
    expect(shown).toBe(2);
    await run(() => setMedia(MD, LG));
    expect(shown).toBe(3);
    await run(() => setMedia());
    expect(shown).toBe(1);
  });

  it('an unset md falls back to base, an unset lg to md', async () => {
    setMedia(MD, LG);
    await count({ base: 1, md: 2 });
    expect(shown).toBe(2);
    await count({ base: 1 });
    expect(shown).toBe(1);
    await run(() => setMedia(MD));
    await count({ base: 2, lg: 4 });
    expect(shown).toBe(2);
  });
});
