/** An appliance's drawing, by the service's `appliance` word (imported by the templates that show it, so it ships only in their chunks). */
import { ArtFrame } from './frame';
import { APPLIANCE_DRAWINGS } from './appliances';

export function ApplianceArt({ name }: { name: string }) {
  return <ArtFrame drawing={APPLIANCE_DRAWINGS[name]} />;
}
