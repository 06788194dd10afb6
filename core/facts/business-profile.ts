/**
 * The business as pages see it: the facts of content/business.ts joined with
 * the build configuration, plus the links every call-to-action uses.
 */
import { businessFacts } from '../../content/business';
import { siteConfig } from '../config/site-config';
import { cityCount } from './city-count';

/** "+14155550142" → "(415) 555-0142". */
export function formatPhone(e164: string): string {
  const d = e164.replace(/^\+1/, '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

export const business = {
  ...businessFacts,
  /** The coverage statement, with the number of city pages counted from content/cities/. */
  coverage: { ...businessFacts.coverage, cityCount },
  name: siteConfig.BUSINESS_NAME,
  url: siteConfig.SITE_URL,
  phone: siteConfig.PHONE,
  phoneDisplay: formatPhone(siteConfig.PHONE),
  telHref: `tel:${siteConfig.PHONE}`,
  smsHref: `sms:${siteConfig.PHONE}`,
  streetAddress: siteConfig.STREET_ADDRESS,
  sameDayCutoff: siteConfig.SAME_DAY_CUTOFF,
  offerValidUntil: siteConfig.OFFER_VALID_UNTIL,
  copyrightYear: siteConfig.BUILD_YEAR,
  hoursText: `${businessFacts.hours.map((h) => `${h.short} ${h.label}`).join(', ')}, ${businessFacts.closedNote}`,
};

/** "Registration no. … (authority)" when the licence number is set in content/business.ts, else null: never shown empty. */
export function licenceText(licence: { authority: string; number: string } = businessFacts.licence): string | null {
  const number = licence.number.trim();
  return number ? `${licence.authority} registration no. ${number}` : null;
}

export interface Campaign {
  source?: string;
  medium?: string;
  campaign?: string;
}

/** The external booking page, with campaign parameters when a link carries them. */
export function bookingUrl(campaign: Campaign = {}): string {
  const url = new URL(siteConfig.BOOKING_URL);
  for (const [key, value] of Object.entries(campaign)) if (value) url.searchParams.set(key, value);
  return url.toString();
}
