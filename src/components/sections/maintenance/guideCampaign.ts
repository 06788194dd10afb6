/**
 * Booking-link campaign of a maintenance guide (docs/product.md): source = the site's
 * host, medium = cta, campaign = maintenance_{appliance}.
 */
import { business, type Campaign } from '../../../../core/facts/business-profile';

export function maintenanceCampaign(slug: string): Campaign {
  return { source: new URL(business.url).hostname, medium: 'cta', campaign: `maintenance_${slug.replace(/-/g, '_')}` };
}
