import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'refrigerator',
  appliance: 'refrigerator',
  meta: {
    title: 'Refrigerator Maintenance Guide and Checklist',
    description:
      'Keep your fridge at 37–40°F and your freezer at 0°F: a monthly, quarterly and yearly refrigerator checklist from local Bay Area technicians.',
    h1: 'Refrigerator Maintenance Guide',
  },
  description:
    'Coils, gaskets, filters and temperatures: the simple routine that keeps a refrigerator cold and efficient for {lifespanRefrigerator}.',
  icon: 'refrigerator',
  intro:
    'A refrigerator runs around the clock, so small problems like dusty coils or a leaky door seal quietly cost you cooling, food and electricity. With basic care most refrigerators last {lifespanRefrigerator}. Keep the fresh-food section between 37°F and 40°F and the freezer at 0°F, and use the checklist below to keep it there.',
  monthly: [
    'Check the temperatures with an appliance thermometer and adjust the controls so the fridge reads 37–40°F and the freezer reads 0°F.',
    'Wipe the door gaskets with warm, soapy water and dry them so they stay flexible and seal tightly.',
    'Throw out expired food and wipe up spills on shelves and in drawers before they turn sticky or start to smell.',
    'Keep the air vents inside the fridge and freezer clear, leaving a couple of inches around them so cold air can circulate.',
    'Empty and wipe the ice bin if the ice is clumping, smells stale or tastes off.',
  ],
  quarterly: [
    'Test each door seal by closing it on a dollar bill; if the bill slides out easily at any point, the gasket needs cleaning, adjustment or replacement.',
    'Check the condenser coils behind the kick plate or on the back, and clean them with a coil brush and vacuum {coilCleaning}, or sooner if they are dusty or you have pets.',
    'Check the water line behind the refrigerator for kinks, drips or a hose pressed against the wall.',
    'Clean the ice maker and ice bin with warm water and mild soap, then rinse and dry them before reinstalling.',
    'Look at the back wall of the freezer; a thick layer of frost there is an early sign of a defrost problem.',
    'Check the date on the water filter and replace it every 6 months, or sooner if the dispenser slows down or the water tastes off.',
  ],
  annually: [
    'Check that both doors close and seal on their own when opened halfway; if not, adjust the leveling legs or have the hinges checked.',
    'Unplug the refrigerator and pull it out carefully without kinking or crushing the water line, clean the floor underneath and check the water line fittings for slow drips.',
    'Empty and clean the drain pan under the unit if your model has one that is accessible from the front.',
    'Check that the refrigerator has the clearance the manufacturer recommends at the top, sides and back so it can shed heat.',
    'Note the age of the unit from its data plate; refrigerators typically last {lifespanRefrigerator}, so budget ahead for a replacement as it reaches the low end of that range.',
  ],
  safety: [
    'Always unplug the refrigerator or switch off its breaker before cleaning the coils or removing the kick plate.',
    'Never use a knife or ice pick to chip away frost; you can puncture the evaporator and cause a refrigerant leak.',
    'Get help when moving a refrigerator; they are top-heavy and can tip, and dragging one can tear the water line or damage the floor.',
    'Do not plug a refrigerator into an extension cord or a power strip.',
  ],
  whenToCall: [
    'The fridge stays above 40°F a day after you have cleaned the coils and checked the settings and door seals.',
    'Frost keeps building up on the back wall of the freezer, or water collects under the crisper drawers.',
    'The compressor clicks on and off, hums without starting or runs nonstop without cooling.',
    'You hear grinding, squealing or rattling from the fans, or smell something hot or burning.',
    'Water leaks onto the floor from the water line, the dispenser or the ice maker.',
    'You see oily residue around the tubing or hear hissing, which may point to a refrigerant leak.',
  ],
  repairService: 'refrigerator-repair',
};

export default guide;
