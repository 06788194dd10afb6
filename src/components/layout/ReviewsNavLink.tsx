/**
 * "Reviews" scrolls to the reviews section of the home page with the header
 * offset, going home first when elsewhere. Without JavaScript it is a plain
 * link to `/#reviews`.
 */
import { Link, useLocation } from 'react-router-dom';
import { track } from '../../analytics/track';
import { primaryLinks } from './navigation';
import { scrollToSection } from './useScrollOnNavigate';

export function ReviewsNavLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { title, href } = primaryLinks.reviews;
  return (
    <Link
      className={className}
      to={href}
      onClick={(event) => {
        track('nav_click', { label: title, category: 'primary' });
        onNavigate?.();
        if (pathname === '/' && scrollToSection('reviews')) event.preventDefault();
      }}
    >
      {title}
    </Link>
  );
}
