import type { MaintenanceGuide } from '../../model/schemas';

const guide: MaintenanceGuide = {
  slug: 'cooktop',
  appliance: 'cooktop',
  meta: {
    title: 'Cooktop Maintenance Guide: Gas, Electric, Induction',
    description:
      'Care for gas burners, glass-ceramic tops and induction surfaces: cleaning steps, burner checks and the warning signs that mean a cooktop needs service.',
    h1: 'Cooktop Maintenance Guide',
  },
  description:
    'Clean burner ports, a scratch-free glass top and reliable igniters: cooktop care for gas, electric and induction.',
  icon: 'flame',
  intro:
    'A cooktop takes more direct abuse than any other appliance: boil-overs, dropped pans and sugar that burns on in seconds. The right cleaning habits keep gas burners lighting on the first click and glass tops free of the scratches and pitting that can lead to cracks. Follow the steps that match your cooktop type.',
  monthly: [
    'Remove gas burner grates and caps once they are cool, wash them in warm, soapy water and dry them completely before reassembling.',
    'Clean a glass-ceramic or induction top with a cooktop cream and a non-scratch pad, and scrape burned-on sugar with a razor scraper held at a low angle.',
    'Wipe the control knobs and the area around them, removing knobs by pulling straight off if the manufacturer allows it.',
    'On a coil-element cooktop, clean or replace the drip pans so grease does not smoke or catch fire.',
  ],
  quarterly: [
    'Clear clogged gas burner ports with a straight pin or a paper clip, never a toothpick that can break off inside.',
    'Check that each burner cap sits flat and centered on its base; a crooked cap causes uneven flames and clicking.',
    'Watch each gas flame: it should be mostly blue, even all the way around and quiet, without large yellow tips.',
    'Check the glass top closely for chips, cracks or pitting, especially near the edges.',
    'On an induction cooktop, wipe the underside air vents and keep the cabinet below clear so the electronics stay cool.',
  ],
  annually: [
    'Check that the cooktop is still securely fastened to the countertop and sits level.',
    'Test every burner or element on every setting, from low simmer to high, and note any that fail to respond.',
    'Wipe the igniter electrodes on a gas cooktop with a dry toothbrush to remove grease and food residue.',
    'Review which pans you use; flat-bottomed cookware protects glass tops, and induction needs magnetic pans.',
  ],
  safety: [
    '{gasSafety}',
    'A yellow, lazy or sooty flame is burning incompletely and makes carbon monoxide: turn that burner off and have it checked before you use it again. {coSafety}',
    'Stop using a glass cooktop that is cracked, even slightly, and switch it off at the breaker until it is replaced.',
    'Never drag cast iron across a glass top, and do not use the top as a cutting board or storage shelf.',
    'Keep flammable items such as towels, paper and oven mitts away from burners and elements.',
    'Wait until the surface indicator light goes off before cleaning a glass or induction top.',
  ],
  whenToCall: [
    'A gas burner clicks but will not light, or keeps clicking after the flame is lit.',
    'Flames are uneven or yellow even after you have cleaned the burner and seated the cap.',
    'An electric element or induction zone will not heat, or stays on high at every setting.',
    'The glass top is cracked or chipped.',
    'Breakers trip, controls stop responding or the cooktop shows an error code.',
    'You smell gas at any time.',
  ],
  repairService: 'cooktop-repair',
};

export default guide;
