/**
 * Build-time configuration from environment variables, validated so that a
 * typo fails the build naming the variable instead of shipping a broken site.
 * Node-only (uses zod): vite.config.ts and scripts call it; the browser gets
 * the validated result through the `__SITE_CONFIG__` define.
 */
import { z } from 'zod';
import { invalidFile, parseOptions } from '@bay-appliance/common/issue-text';
import { isoDate } from '../../model/iso-date.ts';

export const DEFAULTS = {
  SITE_URL: 'https://www.baysideappliance.example',
  BUSINESS_NAME: 'Bayside Family Appliance Repair',
  PHONE: '+14155550142',
  BOOKING_URL: 'https://booking.example.com/bayside-appliance-repair',
  STREET_ADDRESS: '1550 Pacific Avenue',
  SAME_DAY_CUTOFF: '2 PM',
  GEO_ENDPOINT: 'https://ipapi.co/json/',
  OFFER_VALID_UNTIL: `${new Date().getUTCFullYear()}-12-31`,
  BUILD_YEAR: String(new Date().getUTCFullYear()),
  /** Empty: a preview build. `production`: refuse every placeholder first (core/config/launch-check.ts). */
  SITE_ENV: '',
  /** The Bureau of Household Goods and Services service-dealer registration number; empty = not shown, no "registered" claim. */
  BHGS_REGISTRATION: '',
  /** A CSLB contractor's licence number, only where the business holds one; empty = none claimed. */
  CSLB_LICENSE: '',
  /** `yes` or `no`; empty = not confirmed, so never claimed (production requires an answer). */
  INSURED: '',
  BONDED: '',
  /** `yes` when every technician who opens a sealed refrigeration system holds EPA Section 608 certification; empty = not claimed. */
  EPA_608_CERTIFIED: '',
  /** The year the business was founded (4 digits); empty = no founding year is shown. */
  FOUNDED_YEAR: '',
} as const;

const httpsUrl = z
  .string()
  .url('must be an absolute URL')
  .refine((v) => v.startsWith('https://'), 'must start with https://');

/** Empty (not confirmed: never claimed), `yes` or `no`. */
const yesNo = z.enum(['', 'yes', 'no'], { message: 'must be "yes" or "no"' });

const schema = z.object({
  SITE_URL: httpsUrl
    .refine((v) => !/localhost|127\.0\.0\.1/.test(v), 'must be the public origin, never localhost')
    .refine((v) => new URL(v).pathname === '/' && !v.endsWith('/'), 'must be an origin without path or trailing slash'),
  BUSINESS_NAME: z.string().trim().min(3, 'must be at least 3 characters'),
  PHONE: z.string().regex(/^\+1\d{10}$/, 'must be E.164 like +14155550142'),
  BOOKING_URL: httpsUrl,
  STREET_ADDRESS: z.string().trim().min(3, 'must not be empty'),
  SAME_DAY_CUTOFF: z.string().regex(/^(1[0-2]|[1-9]) (AM|PM)$|^noon$/, 'must look like "2 PM" or "noon"'),
  GEO_ENDPOINT: httpsUrl,
  OFFER_VALID_UNTIL: isoDate,
  BUILD_YEAR: z.string().regex(/^\d{4}$/, 'must be a 4-digit year'),
  SITE_ENV: z.enum(['', 'production'], { message: 'must be empty or "production"' }),
  BHGS_REGISTRATION: z
    .string()
    .trim()
    .regex(
      /^$|^[A-Za-z0-9][A-Za-z0-9 -]{2,19}$/,
      'must be the registration number as the Bureau issued it, e.g. A12345',
    ),
  CSLB_LICENSE: z
    .string()
    .trim()
    .regex(/^$|^\d{1,7}$/, 'must be the CSLB licence number: up to 7 digits, e.g. 1012345'),
  INSURED: yesNo,
  BONDED: yesNo,
  EPA_608_CERTIFIED: yesNo,
  FOUNDED_YEAR: z
    .string()
    .trim()
    .regex(/^$|^(19|20)\d{2}$/, 'must be the 4-digit year the business was founded, e.g. 1998'),
});

export type SiteConfig = z.infer<typeof schema>;
export type SiteEnv = Partial<Record<keyof SiteConfig, string | undefined>>;

/** Reads and validates the configuration; throws one message naming every bad variable. */
export function loadSiteConfig(env: SiteEnv = process.env as SiteEnv): SiteConfig {
  const input = Object.fromEntries(
    (Object.keys(DEFAULTS) as (keyof SiteConfig)[]).map((key) => [key, env[key] || DEFAULTS[key]]),
  );
  const result = schema.safeParse(input, parseOptions);
  if (result.success) return result.data;
  // One line per bad variable, in the words every other configuration and content error uses.
  throw new Error(invalidFile('site configuration', 'environment', result.error.issues, input));
}
