/**
 * HTML rendered from Markdown at build time (scripts/lib/markdown.ts), with
 * fact tokens filled in. Links inside it are plain <a> elements; site-internal
 * ones are sent through the router on click, so reading on from an article is
 * an in-app navigation like every other link (and a full page load without JS).
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fillFacts } from '../../../../core/facts/fill-facts';

export function Prose({ html, className = 'prose' }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
      event.preventDefault();
      navigate(href);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: fillFacts(html) }} />;
}
