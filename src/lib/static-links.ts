/**
 * Internal links in a kept first page (src/lib/first-visit.tsx), the footer, rendered Markdown and
 * the Back and warranty links are plain `<a>` elements with no React handler. One listener on the
 * document sends a plain left click on any such link to a page of this site through the router, so
 * moving on from it is an in-app navigation like every other link (and a full page load without
 * JavaScript, or with a modifier key, a target or a download attribute). A React Router `<Link>`
 * has handled its own click already (`defaultPrevented`); a file (`/sitemap.xml`) is the browser's.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { BACK_ATTRIBUTE, backStaysOnSite } from '../components/ui/BackButton';
import { paths } from '../../core/urls/paths';

/** An address with a file extension is a file the host serves, not a page. */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Where a click should go in the app: a site-internal address, -1 for the back link when Back stays
 * on this site (src/components/ui/BackButton.tsx), or null to let the browser have it.
 */
export function inAppTarget(event: MouseEvent): string | -1 | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (
    !anchor ||
    !href ||
    !href.startsWith('/') ||
    href.startsWith('//') ||
    anchor.target ||
    anchor.hasAttribute('download')
  )
    return null;
  if (FILE_PATH.test(new URL(href, location.origin).pathname)) return null;
  if (anchor.hasAttribute(BACK_ATTRIBUTE)) return backStaysOnSite() ? -1 : paths.home;
  return href;
}

/** Installs the listener for the app's lifetime (RootLayout). */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (target === null) return;
      event.preventDefault();
      if (target === -1) navigate(-1);
      else navigate(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
