/**
 * HTML rendered from Markdown at build time (scripts/lib/markdown.ts), its fact tokens filled in
 * by the build as it writes the page's data (scripts/lib/site-data.ts). Links inside it are plain <a> elements; marked as a static part, its
 * site-internal ones go through the router on click (src/lib/static-links.ts), so reading on from
 * an article is an in-app navigation like every other link (and a full page load without JS).
 */
import { STATIC_ATTRIBUTE } from '../../../lib/static-attribute';

export function Prose({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} {...{ [STATIC_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
