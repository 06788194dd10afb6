/**
 * The analytics names and booking campaigns of the pages that have their own
 * (docs/layout-and-events.md): a service page's location prefix and booking link, a brand's and a
 * city's campaign. One place, read by the pages and by the call bar (src/components/ui/call-bar-settings.ts),
 * which the layout renders from the page's data without the page's code.
 */
import { businessContact as business, type Campaign } from '../../core/facts/business-contact';
import { paths } from '../../core/urls/paths';
import type { Service } from '../../model/schemas';

const underscored = (slug: string) => slug.replace(/-/g, '_');

/** docs/product.md: source = the site (its host name), medium = cta, campaign = city_{name}. */
export function cityCampaign(slug: string): Campaign {
  return { source: new URL(business.url).hostname, medium: 'cta', campaign: `city_${underscored(slug)}` };
}

/** Analytics location of a city page's buttons, e.g. `city_mill_valley_hero`. */
export function cityLocation(slug: string, place: string): string {
  return `city_${underscored(slug)}_${place}`;
}

/** One object per brand, kept: the call bar's settings change only when the brand does. */
const brandCampaigns = new Map<string, Campaign>();

export function brandCampaign(slug: string): Campaign {
  const known = brandCampaigns.get(slug);
  if (known) return known;
  const campaign: Campaign = {
    source: new URL(business.url).hostname,
    medium: 'cta',
    campaign: `brand_${underscored(slug)}`,
  };
  brandCampaigns.set(slug, campaign);
  return campaign;
}

/** Analytics location prefix of a brand page's buttons, e.g. `brand_sub_zero`. */
export const brandLocation = (slug: string): string => `brand_${underscored(slug)}`;

/**
 * A service page's analytics key (`dishwasher` → dishwasher_repair_cta, mobile_sticky_dishwasher) and
 * its booking link: the standalone dishwasher and oven pages book through /contact.
 */
export function serviceTracking(service: Service): { key: string; bookHref?: string } {
  const extras = service.extras;
  return {
    key: extras?.trackingKey ?? service.appliance.replace(/\W+/g, '_'),
    bookHref: extras ? paths.contact : undefined,
  };
}
