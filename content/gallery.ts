/**
 * Before/after gallery of the home page (docs/product.md "Gallery item"). Images are
 * the project's own SVG illustrations in public/images/gallery/.
 */
import type { GalleryItem } from '../model/schemas';

export const galleryItems: GalleryItem[] = [
  {
    id: 1,
    category: 'Refrigerator',
    beforeImage: '/images/gallery/1-before.svg',
    afterImage: '/images/gallery/1-after.svg',
    beforeCaption: 'Evaporator coil iced solid, fridge at 52°F',
    afterCaption: 'Defrost heater replaced, holding 37°F',
    description:
      'A French-door refrigerator in the Sunset had stopped cooling the fresh-food section. A failed defrost heater had let the evaporator coil freeze over; we replaced the heater, cleared the ice and confirmed 37°F the next morning.',
  },
  {
    id: 2,
    category: 'Washer',
    beforeImage: '/images/gallery/2-before.svg',
    afterImage: '/images/gallery/2-after.svg',
    beforeCaption: 'Front-loader stuck full of water, drain error',
    afterCaption: 'Drain pump replaced, spins and drains again',
    description:
      'A front-load washer in Daly City stopped mid-cycle with a drain error. The pump filter held a sock and coins, and the pump motor had burned out straining against them; a new pump and a cleaned filter had it spinning again in an hour.',
  },
  {
    id: 3,
    category: 'Oven',
    beforeImage: '/images/gallery/3-before.svg',
    afterImage: '/images/gallery/3-after.svg',
    beforeCaption: 'Gas oven would not heat past 150°F',
    afterCaption: 'New igniter, bakes at a steady 350°F',
    description:
      'A gas range in Berkeley took an hour to reach temperature and then gave up. The igniter still glowed but drew too little current to open the gas valve; a new igniter brought it to 350°F in twelve minutes.',
  },
];
