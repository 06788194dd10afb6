/**
 * A titled page section: <section aria-labelledby> around a container, so
 * every section is a named region and its heading is the jump target's label.
 * `tone` switches the background (alt: light neutral, brand: dark brand with white text).
 */
import { useId, type ReactNode } from 'react';

export function Section({
  id,
  title,
  intro,
  children,
  tone = 'default',
  headingLevel = 2,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'alt' | 'brand';
  headingLevel?: 2 | 3;
}) {
  const autoId = useId();
  const headingId = id ? `${id}-title` : `section-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={headingId}>
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
    </section>
  );
}
