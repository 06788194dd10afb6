import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'dishwasher',
  appliance: 'dishwasher',
  meta: {
    title: 'Dishwasher Maintenance Guide and Care Checklist',
    description:
      'Cleaner dishes and fewer breakdowns: how to clean your dishwasher filter and spray arms, fight hard-water film and check for hidden leaks.',
    h1: 'Dishwasher Maintenance Guide',
  },
  description:
    'Filters, spray arms and hard-water care: the quick routine that keeps a dishwasher draining and cleaning well.',
  icon: 'glass-water',
  intro:
    'Most modern dishwashers use a manual filter instead of a food grinder, so a few minutes of cleaning makes a big difference to how well they wash and drain. A well-kept dishwasher typically lasts {lifespanDishwasher}. Use this checklist to prevent the cloudy glasses, sour smells and standing water we are most often called about.',
  monthly: [
    'Remove the filter from the floor of the tub, rinse it under warm water with a soft brush and lock it back in place until it stops turning.',
    'Spin each spray arm by hand and clear any blocked spray holes with a toothpick.',
    'Wipe the door gasket and the bottom edge of the door, where grease and food collect and cause odors.',
    'Run an empty hot cycle with a dishwasher cleaner, or a cup of white vinegar upright on the top rack if your manufacturer allows it.',
    'Top up the rinse aid dispenser, especially if your water leaves spots or a white film on glasses.',
  ],
  quarterly: [
    'Look under the sink with a flashlight for drips, kinks or corrosion on the drain hose and water supply line.',
    'Clean the countertop air gap, if you have one, by pulling off the cap and removing any debris.',
    'Check the racks for chipped coating and exposed metal, which rusts and can stain dishes; touch up or replace the rack.',
    'Wipe the control panel and door front with a damp cloth, avoiding harsh sprays that can seep behind the buttons.',
  ],
  annually: [
    'Check that the dishwasher is level and its mounting brackets are still firmly attached under the countertop.',
    'Remove and soak the spray arms in warm water and vinegar to dissolve mineral scale from the spray holes.',
    'Inspect the door gasket for cracks, tears or flattened spots that could let water seep out during a cycle.',
    'Check that the water heater delivers about 120°F at the kitchen tap so the dishwasher starts with hot water.',
  ],
  safety: [
    'Switch off the dishwasher at its breaker before reaching into the sump area or removing the lower panel.',
    'Handle the filter area carefully; broken glass often collects in the sump under the filter.',
    'Never use bleach or chlorine cleaners in a stainless-steel tub, and never mix cleaning products.',
    'Let the heating element cool for several minutes after a cycle before reaching into the bottom of the tub.',
  ],
  whenToCall: [
    'Water leaks onto the floor or stains the cabinet; turn off the supply valve under the sink until it is checked.',
    'Water still sits in the bottom after you have cleaned the filter and checked the drain hose for kinks.',
    'The dishwasher does not heat the water or dry the dishes.',
    'It hums but will not fill, or will not start at all.',
    'An error code comes back after you reset the dishwasher.',
    'You smell burning or hot plastic, or the breaker trips during a cycle.',
  ],
  repairService: 'dishwasher-repair',
};

export default guide;
