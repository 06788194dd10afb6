/** The coverage map and its "Show map" button (src/islands/names.ts). */
export { GoogleMapToggle as default } from '../components/sections/local/GoogleMapToggle';
