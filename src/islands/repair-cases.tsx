/** The gallery's slides (src/islands/names.ts). */
export { RepairCasesCarousel as default } from '../components/sections/home/RepairCasesCarousel';
