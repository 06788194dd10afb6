/**
 * Services as a compact grid of tiles (docs/design-system.md "Page length"): an icon and the service's
 * name, two to a row on a phone, with an optional one-line description from 48rem. The name is the
 * link, stretched over the tile, so the whole tile is the target while the link's name stays the
 * service's. The home page shows all twelve services this way, a city page its six.
 */
import { Link } from 'react-router-dom';
import { Icon } from './Icon';

export interface ServiceTile {
  title: string;
  href: string;
  /** lucide icon name (model/icon-names.ts). */
  icon: string;
  /** Shown from 48rem; phones get the name alone. */
  text?: string;
}

export function ServiceTiles({
  tiles,
  wide = false,
  events,
}: {
  tiles: ServiceTile[];
  wide?: boolean;
  /** What a tile's link sends (`eventAttributes`, src/analytics/data-track.ts); its label is the tile's name. */
  events?: Record<string, string>;
}) {
  return (
    <ul className={`service-tiles${wide ? ' service-tiles--wide' : ''}`} {...events}>
      {tiles.map((tile) => (
        <li key={tile.href} className="service-tile">
          <span className="service-tile__icon">
            <Icon name={tile.icon} />
          </span>
          <Link className="service-tile__link" to={tile.href}>
            {tile.title}
          </Link>
          {tile.text && <p className="service-tile__text">{tile.text}</p>}
        </li>
      ))}
    </ul>
  );
}
