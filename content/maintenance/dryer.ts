import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'dryer',
  appliance: 'dryer',
  meta: {
    title: 'Dryer Maintenance Guide: Lint, Vents and Safety',
    description:
      'Dry faster and prevent dryer fires: clean the lint screen, inspect the vent and clear the duct every year with this dryer maintenance checklist.',
    h1: 'Dryer Maintenance Guide',
  },
  description: 'Lint screens, vent ducts and a clear exhaust: the routine that keeps a dryer fast, efficient and safe.',
  icon: 'wind',
  intro:
    'A dryer works by moving hot air through your clothes and out through the vent, so anything that blocks that airflow makes it slower, costlier to run and a genuine fire risk. Failure to clean out lint is a leading cause of home dryer fires. With good care a dryer typically lasts {lifespanDryer}, and the checklist below covers electric and gas models alike.',
  monthly: [
    'Clean the lint screen before or after every single load, not just when it looks full.',
    'Wash the lint screen with warm, soapy water and a soft brush once a month if you use dryer sheets, which leave an invisible film that blocks airflow.',
    'Vacuum the lint screen slot with a narrow crevice tool to remove lint that slipped past the screen.',
    'Check the outside vent hood while the dryer is running; you should feel strong, warm airflow and see the flap open.',
    'Wipe the drum with a damp cloth to remove residue from crayons, lip balm or fabric softener.',
  ],
  quarterly: [
    'Pull the dryer out (on a gas dryer, without kinking the gas connector) and check that the duct is not crushed, kinked or disconnected behind the machine.',
    'Clear lint, leaves and nests from the outside vent hood and make sure the flap closes on its own.',
    'Vacuum the floor and wall area behind and beneath the dryer, where lint collects and can catch fire.',
    'Check that the dryer is level so the drum turns smoothly and the door closes properly.',
  ],
  annually: [
    'Clean the entire vent duct from the dryer to the outside wall with a vent brush kit, or have it cleaned if the run is long or goes through the roof.',
    'Replace any plastic or thin foil duct with rigid or semi-rigid metal duct, which resists crushing and does not burn.',
    'Keep the vent run as short and straight as possible and check the duct joints are sealed with foil tape, not screws that catch lint.',
    'Watch for drying times creeping up over the year; a load that takes more than one normal cycle is a sign of a restricted vent.',
  ],
  safety: [
    'Unplug an electric dryer before moving it or working behind it, and never tug on the cord.',
    '{gasSafety}',
    'A gas dryer’s vent carries its exhaust, carbon monoxide included, out of the house: check that the duct is connected at the dryer and at the wall and is not crushed behind the machine, and never vent a gas dryer indoors. {coSafety}',
    'Never dry items stained with gasoline, cooking oil, solvents or other flammable substances.',
    'Do not run the dryer when you leave home or go to bed.',
  ],
  whenToCall: [
    'Clothes need two or more cycles to dry even after you have cleaned the lint screen and vent.',
    'The dryer runs but produces no heat, or gets unusually hot to the touch on the outside.',
    'You hear thumping, squealing or scraping, which usually means worn drum rollers, a belt or an idler pulley.',
    'The drum will not turn, or the dryer will not start at all.',
    'You smell burning, or you smell gas near a gas dryer.',
  ],
  repairService: 'dryer-repair',
};

export default guide;
