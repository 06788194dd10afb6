/** Side-effect import for Node scripts: the number of city pages, exposed like Vite's define (./city-pages.ts). */
import { countCityPages } from './city-pages.ts';

globalThis.__CITY_COUNT__ = countCityPages(process.cwd());
