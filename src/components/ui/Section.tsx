/**
 * A titled page section: <section aria-labelledby> around a container, so
 * every section is a named region and its heading is the jump target's label.
 * `tone` switches the background (alt: light neutral, brand: dark brand with white text).
 */
import { useId, type ReactNode } from 'react';
import { islandAttribute, type IslandName } from '../../islands/names';

export function Section({
  id,
  title,
  intro,
  children,
  tone = 'default',
  headingLevel = 2,
  island,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'alt' | 'brand';
  headingLevel?: 2 | 3;
  /** The section is a part with state, hydrated alone on a first visit (src/islands/names.ts). */
  island?: IslandName;
}) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : `section-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const Heading = `h${headingLevel}` as const;
  const body = (
    <div className="container">
      <div className="section__header">
        <Heading id={headingId} className="section__title">
          {title}
        </Heading>
        {intro &&
          (typeof intro === 'string' ? (
            <p className="section__intro">{intro}</p>
          ) : (
            <div className="section__intro">{intro}</div>
          ))}
      </div>
      {children}
    </div>
  );
  return (
    <section
      {...(island && islandAttribute(island))}
      id={id}
      className={`section section--${tone}`}
      aria-labelledby={headingId}
    >
      {body}
    </section>
  );
}
