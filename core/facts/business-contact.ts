/**
 * How a visitor reaches the business: its name, site, phone, booking link and same-day cut-off, all from the
 * configuration (core/config/load-site-config.ts). The header and the call bar, which every page
 * runs, need only these, so they import this and not the whole profile (./business-profile.ts, which
 * spreads these into `business`).
 */
import { siteConfig } from '../config/site-config';

/** `+14155550142` → `(415) 555-0142`. */
export function formatPhone(e164: string): string {
  const d = e164.replace(/^\+1/, '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export const businessContact = {
  name: siteConfig.BUSINESS_NAME,
  url: siteConfig.SITE_URL,
  phone: siteConfig.PHONE,
  phoneDisplay: formatPhone(siteConfig.PHONE),
  telHref: `tel:${siteConfig.PHONE}`,
  smsHref: `sms:${siteConfig.PHONE}`,
  /** Calls before it usually get a same-day visit, e.g. `2 PM`. */
  sameDayCutoff: siteConfig.SAME_DAY_CUTOFF,
};

export interface Campaign {
  source?: string;
  medium?: string;
  campaign?: string;
}

export function bookingUrl(campaign: Campaign = {}): string {
  const url = new URL(siteConfig.BOOKING_URL);
  for (const [key, value] of Object.entries(campaign)) if (value) url.searchParams.set(key, value);
  return url.toString();
}
