/**
 * The call bar's analytics location and booking link for the page shown, from the page's data:
 * the service, brand and city pages name their own (src/analytics/page-campaigns.ts); every other
 * page gets `mobile_sticky_` and its path. Read from the data rather than set by the page's
 * component, so the prerendered bar already carries them and a kept first page
 * (src/lib/first-visit.tsx), whose component never runs, still gets them.
 */
import type { PageData } from '../../../core/pages/page-data';
import { brandCampaign, brandLocation, cityLocation, serviceTracking } from '../../analytics/page-campaigns';
import type { StickyCallBarOptions } from './StickyCallBar';

/** The bar's location on a page that names none: `/` is `mobile_sticky_home`, `/about-us` `mobile_sticky_about_us`. */
export function defaultStickyLocation(pathname: string): string {
  const page = pathname.replace(/^\/+|\/+$/g, '').replace(/\W+/g, '_') || 'home';
  return `mobile_sticky_${page}`;
}

export function callBarSettings(data: PageData | null, pathname: string): StickyCallBarOptions {
  const content = data?.content;
  // By template, not by content: a city alias page shows its city's content under its own name.
  switch (data?.entry.template) {
    case 'service': {
      if (content?.kind !== 'service') break;
      const { key, bookHref } = serviceTracking(content.service);
      return { location: `mobile_sticky_${key}`, bookHref };
    }
    case 'brand':
      if (content?.kind !== 'brand') break;
      return {
        location: `${brandLocation(content.brand.slug)}_mobile_sticky`,
        campaign: brandCampaign(content.brand.slug),
      };
    case 'city':
      if (content?.kind !== 'city') break;
      return { location: cityLocation(content.city.slug, 'mobile_sticky') };
  }
  return { location: defaultStickyLocation(pathname) };
}
