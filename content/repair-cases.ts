/**
 * Recent repairs as the technician wrote them up, shown as case cards on the
 * home page (docs/product.md "a gallery of three repair cases"). Words, not
 * pictures: until the owner adds real photos (docs/editing-content.md "Add a photo"), a case
 * is proved by what was found and fixed, never by a drawing posing as a photo.
 */
import type { RepairCase } from '../model/schemas';

export const repairCases: RepairCase[] = [
  {
    id: 1,
    appliance: 'French-door refrigerator',
    city: 'San Francisco (Sunset)',
    symptom: 'Fresh-food section at 52°F, freezer still cold',
    found: 'Evaporator coil iced solid behind the freezer panel: the defrost heater had burned open',
    part: 'Defrost heater',
    timeOnSite: 'About 1 hour 30 minutes',
    result: 'Coil cleared and the new heater tested; the customer read 37°F the next morning.',
  },
  {
    id: 2,
    appliance: 'Front-load washer',
    city: 'Daly City',
    symptom: 'Stopped mid-cycle full of water, showing a drain error',
    found: 'A sock and coins in the pump filter; the drain pump motor had burned out straining against them',
    part: 'Drain pump',
    timeOnSite: 'About 1 hour',
    result: 'Filter cleaned, new pump fitted, a full drain-and-spin cycle run before we left.',
  },
  {
    id: 3,
    appliance: 'Gas range',
    city: 'Berkeley',
    symptom: 'Oven took an hour to warm up, then gave up around 150°F',
    found: 'The bake igniter still glowed but drew too little current to open the gas valve',
    part: 'Oven igniter',
    timeOnSite: 'About 45 minutes',
    result: 'The oven reached 350°F in twelve minutes and held it on our thermometer.',
  },
];
