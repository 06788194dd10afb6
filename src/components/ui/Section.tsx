/**
 * A titled page section: <section aria-labelledby> around a container, so
 * every section is a named region and its heading is the jump target's label.
 * `tone` switches the background (alt: light neutral, brand: dark brand with white text).
 */
import { useId, type ReactNode } from 'react';
import { Static } from '../../lib/static-island';

export function Section({
  id,
  title,
  intro,
  children,
  tone = 'default',
  headingLevel = 2,
  live = false,
}: {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'alt' | 'brand';
  headingLevel?: 2 | 3;
  /** The section holds a part with state (a carousel): hydrate it. Any other section keeps its prerendered HTML (src/lib/static-island.tsx). */
  live?: boolean;
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
  const attributes = { id, className: `section section--${tone}`, 'aria-labelledby': headingId };
  if (live) return <section {...attributes}>{body}</section>;
  return (
    <Static as="section" {...attributes}>
      {body}
    </Static>
  );
}
