import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'washer',
  appliance: 'washer',
  meta: {
    title: 'Washer Maintenance Guide: Hoses, Drum and Filter',
    description:
      'Stop washer odors, leaks and floods with a simple routine: clean the drum and gasket, clear the pump filter and replace the fill hoses {hoseReplacement}.',
    h1: 'Washer Maintenance Guide',
  },
  description:
    'Fresh drums, clear filters and sound hoses: the routine that keeps a washing machine clean, quiet and leak-free.',
  icon: 'washing-machine',
  intro:
    'Most washer breakdowns we see start with something preventable: a musty gasket, a clogged drain pump filter or a fill hose that finally burst. With regular care, a washer typically lasts {lifespanWasher}. This checklist works for both front-load and top-load machines; where a step applies to one type only, it says so.',
  monthly: [
    'Run an empty cleaning cycle on the hottest setting with a washer cleaner or the cleaning tablet your manufacturer recommends.',
    'Wipe the door gasket on a front-loader, including inside the folds, and remove hair, lint and coins caught there.',
    'Leave a front-loader’s door and detergent drawer ajar between loads (a top-loader’s lid open) so the drum and door boot dry out and mildew cannot grow.',
    'Pull out the detergent and softener dispenser drawer and rinse away built-up residue under warm water.',
    'Use only HE detergent in HE machines and measure it; too much soap leaves residue, odors and error codes.',
  ],
  quarterly: [
    'Clean the drain pump filter on a front-loader: put down towels and a shallow pan, open the small panel at the bottom front and unscrew the filter slowly.',
    'Check that the washer is level and all four feet are firm on the floor; a rocking machine shakes itself apart during spin.',
    'Look at the fill hoses behind the machine for bulges, cracks, kinks or rust at the fittings.',
    'Wipe the outside of the drum area and the top of the cabinet where detergent and softener drip and build up.',
  ],
  annually: [
    'Check the age of the rubber fill hoses (many have a date printed on them; write the date on new ones when you fit them) and replace them {hoseReplacement}, even if they look fine. Braided stainless-steel hoses are the sturdier choice.',
    'Clean the small inlet screens where the fill hoses connect to the washer, with the water turned off first.',
    'Check the drain hose for kinks and make sure it is secured in the standpipe so it cannot pop out during a drain.',
    'Turn the water shut-off valves off and on once so they do not seize, and replace any valve that drips.',
    'Leave about four inches of space behind the washer so the hoses are not crushed against the wall.',
  ],
  safety: [
    'Unplug the washer before cleaning the pump filter or inlet screens, and turn off both water valves before disconnecting a hose.',
    'Never open the pump filter while the drum is full of hot water; let it cool and drain what you can first.',
    'Turn off the water supply when you leave home for more than a few days; a burst fill hose can release a lot of water very quickly.',
    'Keep children away from the washer: leave a front-loader’s door only a few inches ajar, use the child lock if it has one, and check the drum is empty before every load.',
  ],
  whenToCall: [
    'Water leaks from under the machine even though the hoses and connections are tight.',
    'The washer will not drain or spin after you have cleaned the drain pump filter.',
    'It shakes violently, bangs or walks across the floor even though it is level and the load is balanced.',
    'You hear grinding or roaring during the spin cycle, which often points to worn drum bearings.',
    'The door will not lock or unlock, or the same error code returns after a reset.',
    'You smell burning or the machine trips the breaker.',
  ],
  repairService: 'washer-repair',
};

export default guide;
