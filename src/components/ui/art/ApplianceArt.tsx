/** An appliance's drawing, by the service's `appliance` word, or the generic toolbox for an appliance not drawn yet (imported by the templates that show it, so it ships only in their chunks). */
import { ArtFrame } from './frame';
import { APPLIANCE_DRAWINGS, GENERIC_APPLIANCE_DRAWING } from './appliances';

export function ApplianceArt({ name }: { name: string }) {
  return <ArtFrame drawing={APPLIANCE_DRAWINGS[name] ?? GENERIC_APPLIANCE_DRAWING} />;
}
