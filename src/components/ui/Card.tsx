/**
 * A content card: optional image or icon, title, body. With `href` the title
 * is a router link stretched over the whole card, so the card is one big
 * target but screen readers hear a single link named by the title.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './Icon';
import { SmartImage } from './SmartImage';
import { FallbackImg } from './FallbackImg';

export interface CardImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function Card({
  title,
  icon,
  href,
  image,
  children,
  headingLevel = 3,
  events,
}: {
  title: string;
  icon?: string;
  href?: string;
  image?: CardImage;
  children?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** What the card's link sends (`eventAttributes`, src/analytics/data-track.ts); its label is the card's title. */
  events?: Record<string, string>;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card${href ? ' card--link' : ''}${image ? ' card--media' : ''}`} {...events}>
      {image &&
        (/\.[a-z0-9]+$/i.test(image.src) ? (
          <FallbackImg
            className="card__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        ) : (
          <SmartImage
            className="card__image"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        ))}
      <div className="card__body">
        {icon && (
          <span className="card__icon">
            <Icon name={icon} />
          </span>
        )}
        <Heading className="card__title">
          {href ? (
            <Link className="card__link" to={href}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children && (typeof children === 'string' ? <p>{children}</p> : <div className="card__text">{children}</div>)}
      </div>
    </article>
  );
}
