import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'wine-cooler',
  appliance: 'wine cooler',
  meta: {
    title: 'Wine Cooler Maintenance Guide and Checklist',
    description:
      'Protect your collection: keep your wine cooler between 45 and 65°F with 50–70% humidity, with simple care for coils, seals, fans and vibration.',
    h1: 'Wine Cooler Maintenance Guide',
  },
  description:
    'Steady temperature, the right humidity and a tight seal: the care that protects a wine collection for years.',
  icon: 'wine',
  intro:
    'Wine is far less forgiving than groceries: temperature swings, dry air and vibration can age it prematurely or dry out the corks. A wine cooler should hold a steady temperature between 45°F and 65°F, with humidity between 50% and 70%. Many collectors store reds and whites for the long term around 55°F. This checklist keeps your cooler holding those conditions.',
  monthly: [
    'Check the temperature with a separate thermometer and confirm each zone is holding steady between 45°F and 65°F.',
    'Check the humidity with a small hygrometer; aim for 50% to 70% so corks do not dry out or labels grow mold.',
    'Wipe the door gasket with warm water and a soft cloth so it stays flexible and seals tightly.',
    'Look for bottles touching the back wall, which can freeze against the cooling plate or block airflow.',
  ],
  quarterly: [
    'Check the front grille or rear condenser coils for dust and vacuum them with the cooler unplugged; give them a thorough brushing {coilCleaning} so the compressor does not overwork.',
    'Test the door seal by closing it on a dollar bill at several points around the door.',
    'Empty and wipe the drain tray or condensate channel if your model has one, to prevent odors and mold.',
    'Check that the cooler is level and not touching cabinets or the wall, so it does not transmit vibration to the bottles.',
    'Listen to the fan and compressor; new rattles or buzzing often mean something has shifted or a fan is wearing.',
  ],
  annually: [
    'Remove the bottles, unplug the cooler, and clean the interior with a mild solution of baking soda and water.',
    'Check that the door hinges are tight and the door closes on its own, since a door that drifts open lets warm, dry air in.',
    'Check that a built-in unit has its front vent clear and that a freestanding unit has the rear clearance its manual specifies.',
    'Inspect the shelves and their glides for cracks or sticking, and replace damaged shelves before they fail under a full load.',
    'Replace the charcoal or carbon filter, if your model has one, to keep odors away from the corks.',
  ],
  safety: [
    'Unplug the wine cooler before cleaning the coils, the interior or the drain tray.',
    'Do not install a freestanding wine cooler under a counter; freestanding models vent out the back and can overheat in an enclosed space.',
    'Load bottles from the bottom up and do not pull out more than one loaded shelf at a time, so the cabinet cannot tip.',
    'Never use a sharp tool to remove frost or ice from the cooling plate.',
  ],
  whenToCall: [
    'The temperature drifts outside 45–65°F or swings by several degrees even though the door seals well and the coils are clean.',
    'Frost or ice builds up on the back wall, or water pools in the bottom of the cabinet.',
    'The compressor runs constantly, clicks on and off repeatedly, or will not start.',
    'The fan is noisy or not running, or the cooler vibrates more than it used to.',
    'The display shows an error code or the controls stop responding.',
  ],
  repairService: 'wine-refrigerator-repair',
};

export default guide;
