/**
 * What every page's shell shows, the same on every page: the header's and footer's navigation
 * (scripts/lib/site-data.ts). Bounded by the navigation, not by the number of pages; everything
 * else a page shows comes with its own data (src/lib/page-data-load.ts).
 */
import shell from 'virtual:site-shell';
import type { SiteShell } from '../../core/pages/page-data';

export const siteShell: SiteShell = shell;
