/**
 * The back link at the start of every page's breadcrumb row (docs/decisions.md, "One way back"):
 * the spec gives one to /brands, /dishwasher-repair and /oven-repair, and a link on some pages
 * only read as a fault, so every page below the home page has it. It goes back in history only
 * when the visitor came from a page of this site (same-origin referrer, the spec's rule for those
 * three pages, kept for all: a site's own Back never returns a visitor to a search engine);
 * otherwise, or with no referrer, it goes home.
 * A client-side navigation inside the site counts as same-site too (the
 * document's referrer only describes the first page load). Without
 * JavaScript it is a plain link home.
 */
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../core/urls/paths';

export function cameFromThisSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

export function BackButton() {
  const navigate = useNavigate();
  return (
    <Link
      to={paths.home}
      className="back-button"
      onClick={(event) => {
        event.preventDefault();
        // React Router numbers its history entries; idx > 0 means an earlier in-app page exists.
        const inApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
        if (inApp || (cameFromThisSite(document.referrer, window.location.origin) && window.history.length > 1))
          navigate(-1);
        else navigate(paths.home);
      }}
    >
      {/* A text arrow, not an icon: it is on every page, and an inline SVG costs each page's HTML bytes. */}
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}
