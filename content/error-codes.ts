/**
 * Fault codes by appliance and brand, written once: the dishwasher and oven
 * service pages show them by brand, and each brand's page (content/brand-pages/)
 * shows its own. A code's `brand` names every maker that uses it, " / " between.
 */
import type { ErrorCode } from '../model/schemas';

export const errorCodes = {
  dishwasher: [
    {
      brand: 'Bosch',
      codes: 'E15',
      meaning:
        'Water in the base pan has tripped the leak-protection float, so the pump drains and the dishwasher stops. The leak has to be found and fixed; tilting the unit to dry the base only hides it.',
    },
    {
      brand: 'Bosch',
      codes: 'E24, E25',
      meaning:
        'E24 means the drain is blocked: a kinked hose, a clogged filter or a disposal knockout plug. E25 means the drain pump itself is blocked, often by glass or a pit under the pump cover.',
    },
    {
      brand: 'Whirlpool / KitchenAid',
      codes: 'F9E1',
      meaning:
        'Long drain: the dishwasher could not empty in the time allowed. We check the filter, drain hose and disposal connection before replacing the drain pump.',
    },
    {
      brand: 'Whirlpool / KitchenAid',
      codes: 'F8E1',
      meaning:
        'Not enough water reached the pump: a partly closed supply valve, a kinked supply line, a clogged inlet screen or a failed water inlet valve.',
    },
    {
      brand: 'Samsung',
      codes: '4C, 4E',
      meaning:
        'On a Samsung dishwasher, water supply: the tub did not fill in time. Usually a closed or partly closed supply valve, a kinked line, low water pressure or a failed inlet valve.',
    },
    {
      brand: 'Samsung',
      codes: '5C, 5E',
      meaning:
        'On a Samsung dishwasher, drain: water did not pump out. Clean the filter and check the drain hose and sink connection; if those are clear, the drain pump is the next suspect.',
    },
    {
      brand: 'LG',
      codes: 'AE, E1',
      meaning:
        'Leak detected: water in the base tray has lifted the leak sensor float. Common sources are a loose hose connection, a worn door seal or excessive suds.',
    },
    {
      brand: 'LG',
      codes: 'OE',
      meaning:
        'Drain error: the water level did not drop. A clogged filter, kinked drain hose or blocked disposal inlet is most likely, followed by a failed drain pump.',
    },
  ],
  /**
   * Samsung’s washer codes. 4C and 5C mean the same on its dishwashers, so each of those entries
   * says which appliance it is about (scripts/lib/error-code-check.ts).
   */
  washer: [
    {
      brand: 'Samsung',
      codes: '4C, 4E, NF',
      meaning:
        'On a Samsung washer, water supply: the tub did not fill in time. A closed supply valve, a kinked hose, a clogged inlet screen or a failed inlet valve.',
    },
    {
      brand: 'Samsung',
      codes: '5C, 5E, ND',
      meaning:
        'On a Samsung washer, drain: the water did not pump out. Clean the drain filter behind the lower front panel (unplug the washer, let hot water cool, towels and a shallow pan ready) and check the drain hose; then the drain pump is the suspect.',
    },
    {
      brand: 'Samsung',
      codes: 'UB, UE',
      meaning:
        'Unbalanced load: the spin stopped because the load sat to one side. Spread it out and restart; if it keeps coming back with normal loads, a suspension rod or shock is worn.',
    },
    {
      brand: 'Samsung',
      codes: 'DC, DE',
      meaning:
        'It depends on the model: on many top-load washers dC is an unbalanced load (spread the load out and restart), while dE or DE is a door or lid that is not closed or a lock that did not engage (a caught garment, a worn latch or a failed lock). Check the manual for yours.',
    },
  ],
  oven: [
    {
      brand: 'Whirlpool / KitchenAid / Maytag',
      codes: 'F3 (F3E0, F3E1)',
      meaning:
        'The oven temperature sensor circuit is open or shorted. We measure the sensor and its wiring harness at the control before replacing the sensor.',
    },
    {
      brand: 'GE',
      codes: 'F3, F4',
      meaning:
        'Oven temperature sensor open (F3) or shorted (F4). Usually a failed sensor or a damaged connector behind the oven’s rear panel.',
    },
    {
      brand: 'GE',
      codes: 'F9',
      meaning:
        'Door lock failure: the lock motor or lock switch is not reporting the position the control expects, typically at the start or end of a self-clean cycle.',
    },
    {
      brand: 'Frigidaire / Electrolux',
      codes: 'F10',
      meaning:
        'Runaway temperature: the oven got hotter than the control allowed. Usually a relay stuck closed on the control board or a failed temperature sensor.',
    },
    {
      brand: 'Frigidaire / Electrolux',
      codes: 'F30, F31',
      meaning:
        'Oven temperature sensor circuit open (F30) or shorted (F31), from a failed sensor or a loose or burned connection.',
    },
    {
      brand: 'Frigidaire / Electrolux',
      codes: 'F90',
      meaning: 'Door lock motor or lock switch fault, most often seen after a self-clean cycle.',
    },
    {
      brand: 'Samsung',
      codes: 'SE',
      meaning:
        'A touch key is reading as pressed: moisture or grease behind the control panel, or a failed touch control board.',
    },
  ],
} satisfies Record<string, ErrorCode[]>;
