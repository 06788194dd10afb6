/** Visible breadcrumb trail; the same trail feeds the BreadcrumbList JSON-LD. */
import { Link } from 'react-router-dom';
import type { Crumb } from '../../../core/urls/manifest';

export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  if (trail.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
