/** The reviews carousel's slides (src/islands/names.ts). */
export { ReviewPlatformsCarousel as default } from '../components/sections/home/ReviewPlatformsCarousel';
