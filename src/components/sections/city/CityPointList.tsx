/**
 * Titled points (trust points, local issues, process steps) as a compact list: a small
 * icon, a title and a line or two of text, with no card box around each. At 360 px a card took
 * most of a screen per point; a list reads in a glance, and wider screens get balanced columns
 * (no point left alone on a row: src/components/ui/gridColumns.ts).
 */
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import { balancedGrid } from '../../ui/gridColumns';
import { fillCity } from './cityText';
import { WarrantyText } from '../../ui/WarrantyText';

interface Point {
  title: string;
  description: string;
  icon?: string;
  href?: string;
}

export function CityPointList({
  points,
  cityName,
  min = '16rem',
  ordered = false,
}: {
  points: Point[];
  cityName: string;
  /** The narrowest a column gets on wide screens. */
  min?: string;
  /** A sequence (a process): an ordered list, each point numbered. */
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={`city-points balanced-grid${ordered ? ' city-points--ordered' : ''}`}
      {...balancedGrid(points.length, parseFloat(min))}
    >
      {points.map((p) => (
        <li key={p.title} className="city-points__item">
          {p.icon && !ordered && (
            <span className="city-points__icon">
              <Icon name={p.icon} />
            </span>
          )}
          <div>
            <h3 className="city-points__title">
              {p.href ? <Link to={p.href}>{fillCity(p.title, cityName)}</Link> : fillCity(p.title, cityName)}
            </h3>
            {/* The title is the link when there is one; the text links the warranty line to its terms. */}
            <p className="city-points__text">
              <WarrantyText text={fillCity(p.description, cityName)} />
            </p>
          </div>
        </li>
      ))}
    </List>
  );
}
