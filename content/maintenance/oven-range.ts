import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'oven-range',
  appliance: 'oven and range',
  meta: {
    title: 'Oven and Range Maintenance Guide for Homeowners',
    description:
      'Keep your oven baking evenly for {lifespanOven}: clean safely, check the door seal and temperature, and know when a gas or electric range needs a pro.',
    h1: 'Oven & Range Maintenance Guide',
  },
  description:
    'Door seals, accurate temperatures and safe cleaning: the care that keeps a gas or electric oven baking evenly.',
  icon: 'cooking-pot',
  intro:
    'Ovens and ranges are among the longest-lived appliances in the home, typically lasting {lifespanOven} with good care. Most problems we see come from spills baked onto parts, worn door seals or a self-clean cycle run on an oven that was already struggling. This checklist covers both gas and electric models.',
  monthly: [
    'Wipe spills from the oven floor once the oven is cool, before they bake on and smoke during the next use.',
    'Clean the inside of the door glass and the control panel with a soft cloth and a mild cleaner, never with abrasive pads.',
    'Check the door gasket for food buildup, fraying or gaps, and wipe it gently without pulling it out of its clips.',
    'Wash or replace the range hood grease filter so it keeps pulling smoke and grease out of the kitchen.',
  ],
  quarterly: [
    'Check the oven temperature with an oven thermometer set on the middle rack; if it is off by more than about 25°F, have it calibrated or checked.',
    'Look at the bake and broil elements in an electric oven for blisters, cracks or bright hot spots, which mean an element is about to fail.',
    'On a gas oven, watch the burner light: it should ignite within about 90 seconds and burn with a steady, mostly blue flame.',
    'Test the oven light and replace the bulb with an appliance-rated bulb if it has burned out.',
    'Clean the racks in warm, soapy water, or by hand if the manufacturer says they should not stay in for self-cleaning.',
  ],
  annually: [
    'Deep-clean the oven by hand or with the self-clean cycle, following your manual, and run self-clean well before the holidays rather than the day before.',
    'Make sure the anti-tip bracket is installed and engaged so the range cannot tip forward if someone leans on the open door.',
    'Pull out the storage or warming drawer and clean underneath, where crumbs and grease collect.',
    'Check that the range is level so cakes bake evenly and pans do not slide on the cooktop.',
    'On a gas range, pull the range out slowly without kinking the flexible gas connector behind it, and look for kinks or corrosion; have an old uncoated brass connector replaced, and re-engage the anti-tip bracket when you push the range back.',
  ],
  safety: [
    '{gasSafety}',
    'A gas burner or oven flame that burns large, yellow or lazy instead of crisp and mostly blue is burning incompletely and makes carbon monoxide: stop using it until it is checked. {coSafety}',
    'Stay home while the self-clean cycle runs, keep the kitchen ventilated and move pet birds out of the area, since the fumes can harm them.',
    'Never line the oven floor with aluminum foil; it can block airflow, damage the enamel and interfere with the heating element.',
    'Switch off the breaker before replacing an oven light bulb or touching any electrical part.',
  ],
  whenToCall: [
    'The oven will not heat, heats unevenly or runs more than about 25°F off the set temperature.',
    'A gas oven clicks or glows but does not light, or takes longer than about 90 seconds to ignite.',
    'An electric element is cracked or blistered, or a burner sparks.',
    'The door will not unlock after a self-clean cycle has cooled down.',
    'The display shows an error code or the controls stop responding.',
    'You smell gas, or the burner flame is large, yellow and sooty instead of mostly blue.',
  ],
  repairService: 'oven-repair',
};

export default guide;
