/**
 * The launch check (`SITE_ENV=production npm run build`, docs/deploying.md): the repository ships
 * placeholders so that `npm start` and the tests work out of the box (a 555-01xx number,
 * `.example` origins, no registration number, review cards without links). A production build
 * refuses every one of them at once, one line each naming the variable or file that sets it and
 * what a real value looks like; what a real site lacks but can launch without (its own photos,
 * the people behind it) is listed as warnings. Node-only: scripts/prepare-build.ts runs it before
 * the content check, so a production build fails before anything is prerendered.
 */
import { DEFAULTS, loadSiteConfig, type SiteEnv } from './load-site-config';
import { reviewPlatforms as shippedPlatforms } from '../../content/review-platforms';
import { photos as shippedPhotos } from '../../content/photos';
import { team as shippedTeam } from '../../content/team';

export interface LaunchContent {
  reviewPlatforms: readonly { platform: string; profileUrl: string }[];
  photos: readonly unknown[];
  /** The people a visitor would meet (content/team.ts; none yet in the shipped content). */
  team: readonly unknown[];
}

export interface LaunchReport {
  errors: string[];
  warnings: string[];
}

const shipped: LaunchContent = { reviewPlatforms: shippedPlatforms, photos: shippedPhotos, team: shippedTeam };

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761): never a real business's. */
const RESERVED_HOST = /(?:^|\.)(?:example(?:\.(?:com|net|org))?|test|invalid|localhost)$/i;

/** The 555-0100 to 555-0199 block is reserved for fiction in every North American area code. */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;

/** What a real profile address looks like on each platform the content names. */
const PROFILE_EXAMPLES: Record<string, string> = {
  Google: 'https://maps.app.goo.gl/… (Google Business Profile → Share → reviews link)',
  Yelp: 'https://www.yelp.com/biz/lopez-family-appliance-repair-san-francisco',
  Thumbtack: 'https://www.thumbtack.com/ca/san-francisco/appliance-repair/lopez-family-appliance-repair/service/…',
  TaskRabbit: 'https://www.taskrabbit.com/profile/…',
};

/** Every placeholder (errors) and every launch gap (warnings) of a configuration and content. */
export function launchCheck(env: SiteEnv = process.env as SiteEnv, content: LaunchContent = shipped): LaunchReport {
  const config = loadSiteConfig(env);
  const errors: string[] = [];
  const warnings: string[] = [];
  const unset = (key: keyof typeof DEFAULTS) => !env[key]?.trim() || env[key]?.trim() === DEFAULTS[key];

  if (unset('BUSINESS_NAME'))
    errors.push(
      `BUSINESS_NAME: "${config.BUSINESS_NAME}" is the sample business; set BUSINESS_NAME to the name on the registration and the van, e.g. BUSINESS_NAME="Lopez Family Appliance Repair"`,
    );
  if (FICTIONAL_PHONE.test(config.PHONE))
    errors.push(
      `PHONE: ${config.PHONE} is a 555-01xx number, reserved for fiction; set PHONE to the number customers call, +1 and ten digits, e.g. PHONE=+1415XXXXXXX with the real digits`,
    );
  for (const key of ['SITE_URL', 'BOOKING_URL'] as const) {
    const host = new URL(config[key]).hostname;
    if (RESERVED_HOST.test(host))
      errors.push(
        key === 'SITE_URL'
          ? `SITE_URL: ${config.SITE_URL} is a placeholder origin (${host}); set SITE_URL to the address the site is served at, e.g. SITE_URL=https://www.lopezappliance.com`
          : `BOOKING_URL: ${config.BOOKING_URL} is a placeholder (${host}); set BOOKING_URL to the real online booking page, e.g. BOOKING_URL=https://book.housecallpro.com/book/Lopez-Appliance/…`,
      );
  }
  if (unset('STREET_ADDRESS'))
    errors.push(
      `STREET_ADDRESS: "${config.STREET_ADDRESS}" is the sample address; set STREET_ADDRESS to the business's street line in San Francisco 94109, e.g. STREET_ADDRESS="2100 Polk Street"`,
    );
  if (!config.BHGS_REGISTRATION)
    errors.push(
      'BHGS_REGISTRATION: empty; set it to the Bureau of Household Goods and Services service-dealer registration number (electronic and appliance repair), as on the certificate, e.g. BHGS_REGISTRATION=A12345; the footer and the structured data show it',
    );
  for (const key of ['INSURED', 'BONDED'] as const)
    if (!config[key])
      errors.push(
        `${key}: not set; set ${key}=yes only when the business ${key === 'INSURED' ? 'holds liability insurance' : 'holds a bond'}, ${key}=no otherwise (the pages claim only what is set)`,
      );
  content.reviewPlatforms.forEach((p, i) => {
    if (!p.profileUrl.trim())
      errors.push(
        `content/review-platforms.ts: reviewPlatforms.${i}.profileUrl (${p.platform}): empty; set it to the business's own ${p.platform} page that lists its reviews${PROFILE_EXAMPLES[p.platform] ? `, e.g. ${PROFILE_EXAMPLES[p.platform]}` : ''}, or remove the platform if the business has none`,
      );
  });

  if (!content.photos.length)
    warnings.push(
      'content/photos/index.ts: photos: none; add a few of the business’s own photos (a technician at work, the van) as docs/editing-content.md “Add a photo” shows',
    );
  if (!content.team.length)
    warnings.push(
      'content/team.ts: team: empty; add the owner and the technicians a customer meets (name, role, years, a line on their work, a portrait), and the About page introduces them',
    );
  return { errors, warnings };
}

/** The report as the build log shows it; `failed` when a production build must stop. */
export function launchReportText({ errors, warnings }: LaunchReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  if (errors.length)
    lines.push(
      `Launch check failed (SITE_ENV=production): ${errors.length} placeholder${errors.length === 1 ? '' : 's'} to replace:`,
      ...errors.map((e) => `  ${e}`),
    );
  if (warnings.length)
    lines.push(`Launch check warnings (the site can launch without these):`, ...warnings.map((w) => `  ${w}`));
  if (!errors.length) lines.unshift('Launch check passed (SITE_ENV=production).');
  return { text: lines.join('\n'), failed: errors.length > 0 };
}
