/**
 * The business as pages see it: the facts of content/business.ts joined with
 * the build configuration, plus the links every call-to-action uses.
 */
import { businessFacts } from '../../content/business';
import { siteConfig } from '../config/site-config';
import { cityCount } from './city-count';
import { businessContact } from './business-contact';

export type { Campaign } from './business-contact';

export const business = {
  ...businessFacts,
  /** The coverage statement, with the number of city pages counted from content/cities/. */
  coverage: { ...businessFacts.coverage, cityCount },
  ...businessContact,
  streetAddress: siteConfig.STREET_ADDRESS,
  offerValidUntil: siteConfig.OFFER_VALID_UNTIL,
  copyrightYear: siteConfig.BUILD_YEAR,
  hoursText: `${businessFacts.hours.map((h) => `${h.short} ${h.label}`).join(', ')}, ${businessFacts.closedNote}`,
};

/** The credentials the configuration states (BHGS_REGISTRATION, CSLB_LICENSE, INSURED, BONDED, EPA_608_CERTIFIED). */
export interface CredentialConfig {
  bhgs: string;
  cslb: string;
  insured: boolean;
  bonded: boolean;
  /** Technicians hold EPA Section 608 certification (sealed-system refrigerant work). */
  epa608: boolean;
}

export const configuredCredentials: CredentialConfig = {
  bhgs: siteConfig.BHGS_REGISTRATION.trim(),
  cslb: siteConfig.CSLB_LICENSE.trim(),
  insured: siteConfig.INSURED === 'yes',
  bonded: siteConfig.BONDED === 'yes',
  epa608: siteConfig.EPA_608_CERTIFIED === 'yes',
};

/**
 * The sentence a page that describes sealed-system work carries ({epaCertified}): federal law requires
 * EPA Section 608 certification to open a sealed system, so a customer may ask. Empty when
 * EPA_608_CERTIFIED is not `yes`: nothing is claimed.
 */
export function epa608Sentence(c: CredentialConfig = configuredCredentials): string {
  return c.epa608
    ? 'Our technicians hold EPA Section 608 certification, which federal law requires to open a sealed system and handle refrigerant.'
    : '';
}

/** The year the business was founded (FOUNDED_YEAR), or '' when it is not configured: then no page shows one. */
export const foundedYear: string = siteConfig.FOUNDED_YEAR.trim();

/**
 * The one credential statement ({credentials}, the footer): "registered with the California Bureau
 * of Household Goods and Services, No. A12345; California contractor’s license No. 1012345
 * (Contractors State License Board); insured and bonded; EPA Section 608-certified technicians".
 * Says only what is configured, in that
 * order; empty when nothing is, so no page claims a credential it cannot show.
 */
export function credentialsText(c: CredentialConfig = configuredCredentials): string {
  const { bhgs, cslb } = businessFacts.credentials;
  const cover = [c.insured && 'insured', c.bonded && 'bonded'].filter(Boolean).join(' and ');
  return [
    c.bhgs && `registered with the ${bhgs.fullName}, No. ${c.bhgs}`,
    c.cslb && `California contractor’s license No. ${c.cslb} (${cslb.name})`,
    cover,
    c.epa608 && 'EPA Section 608-certified technicians',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The same statement as a sentence of its own ("Registered with …; insured."), or null when nothing is configured. */
export function credentialsSentence(c: CredentialConfig = configuredCredentials): string | null {
  const text = credentialsText(c);
  return text ? `${text[0].toUpperCase()}${text.slice(1)}.` : null;
}
