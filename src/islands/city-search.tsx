/** The coverage search by city or ZIP code (src/islands/names.ts). */
export { CitySearch as default } from '../components/sections/local/CitySearch';
