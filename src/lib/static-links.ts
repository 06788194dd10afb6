/**
 * Internal links inside static parts (src/lib/static-island.tsx) and rendered Markdown are plain
 * `<a>` elements with no React handler. One listener on the document sends a plain left click on
 * one of them through the router, so moving on from such a link is an in-app navigation like every
 * other link (and a full page load without JavaScript, or with a modifier key, a target or a
 * download attribute).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { STATIC_ATTRIBUTE } from './static-island';
import { BACK_ATTRIBUTE, backStaysOnSite } from '../components/ui/BackButton';
import { paths } from '../../core/urls/paths';

/**
 * Where a click should go in the app: a site-internal address, -1 for the back link when Back stays
 * on this site (src/components/ui/BackButton.tsx), or null to let the browser have it.
 */
export function inAppTarget(event: MouseEvent): string | -1 | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor?.closest(`[${STATIC_ATTRIBUTE}]`)) return null;
  const href = anchor.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//') || anchor.target || anchor.hasAttribute('download'))
    return null;
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
