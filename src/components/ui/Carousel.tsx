/**
 * The slideshow frame used by the reviews and repair-case carousels.
 * Without JavaScript (and in the prerendered HTML) every item is shown in a
 * horizontally scrollable row, so nothing is hidden from readers or crawlers.
 * After hydration it becomes a wrapping carousel: Prev/Next, one dot per item
 * ("Show slide N", aria-current), swipe, a visible Pause/Play button, and
 * auto-advance every `intervalMs` (paused on hover, focus, reduced motion).
 * The visible count follows the viewport: base, md ≥ 48rem, lg ≥ 64rem.
 */
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { LineIcon } from './LineIcon';
import chevronLeft from 'lucide-icon:chevron-left';
import chevronRight from 'lucide-icon:chevron-right';
import pauseIcon from 'lucide-icon:pause';
import playIcon from 'lucide-icon:play';
import { useCarousel, useVisibleCount, type VisibleCounts } from './useCarousel';
import { useHydrated } from '../../lib/useHydrated';
import { islandAttribute, type IslandName } from '../../islands/names';

export function Carousel<T>({
  items,
  renderItem,
  label,
  intervalMs,
  visible = { base: 1 },
  swipeThreshold = 40,
  getKey,
  island,
}: {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  intervalMs: number;
  visible?: VisibleCounts;
  swipeThreshold?: number;
  getKey: (item: T) => string | number;
  /** The carousel is this island (src/islands/names.ts). */
  island?: IslandName;
}) {
  const count = items.length;
  const hydrated = useHydrated();
  const shown = Math.max(1, Math.min(useVisibleCount(visible), count));
  const { index, next, prev, goTo, playing, holdProps, togglePlay } = useCarousel({ count, intervalMs });
  const startX = useRef<number | null>(null);
  const enhanced = hydrated && count > 1;

  const endSwipe = (x: number) => {
    if (startX.current === null) return;
    const dx = x - startX.current;
    startX.current = null;
    if (Math.abs(dx) > swipeThreshold) (dx < 0 ? next : prev)();
  };

  const mdCount = visible.md ?? visible.base;
  const style = {
    '--cv-base': visible.base,
    '--cv-md': mdCount,
    '--cv-lg': visible.lg ?? mdCount,
    ...(enhanced ? { '--cv': shown } : {}),
  } as CSSProperties;

  return (
    <section
      {...(island && islandAttribute(island))}
      className={`carousel${enhanced ? ' carousel--enhanced' : ''}`}
      data-testid="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      {...(enhanced ? holdProps : {})}
    >
      {/* Until the app runs (or without JavaScript) the track is a scrollable row: keyboard users must be able to focus and scroll it (WCAG 2.1.1). */}
      <div
        className="carousel__track"
        tabIndex={enhanced ? undefined : 0}
        aria-live={enhanced && !playing ? 'polite' : 'off'}
        onPointerDown={(e) => {
          startX.current = e.clientX;
        }}
        onPointerUp={(e) => endSwipe(e.clientX)}
        onPointerCancel={() => {
          startX.current = null;
        }}
        onTouchStart={(e) => {
          startX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const touch = e.changedTouches[0];
          if (touch) endSwipe(touch.clientX);
        }}
      >
        {items.map((item, i) => {
          const order = (i - index + count) % count;
          const hidden = enhanced && order >= shown;
          return (
            <div
              key={getKey(item)}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              hidden={hidden}
              style={enhanced ? { order } : undefined}
            >
              {renderItem(item, i)}
            </div>
          );
        })}
      </div>
      {enhanced && (
        <div className="carousel__controls">
          <button type="button" className="carousel__btn" onClick={prev} aria-label="Previous slide">
            <LineIcon icon={chevronLeft} size={22} />
          </button>
          <div className="carousel__dots">
            {items.map((item, i) => (
              <button
                key={getKey(item)}
                type="button"
                className="carousel__dot"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel__btn" onClick={next} aria-label="Next slide">
            <LineIcon icon={chevronRight} size={22} />
          </button>
          <button type="button" className="carousel__btn carousel__play" onClick={togglePlay}>
            <LineIcon icon={playing ? pauseIcon : playIcon} size={18} />
            {playing ? 'Pause' : 'Play'}
          </button>
        </div>
      )}
    </section>
  );
}
