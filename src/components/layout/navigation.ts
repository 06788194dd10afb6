/** Navigation data, from the site index and the path helpers (never hand-written URLs). */
import { siteIndex, type NavLink } from '../../lib/site-index';
import { linkLabels, paths } from '../../lib/paths';

export type { NavLink };

export const serviceLinks: NavLink[] = siteIndex.nav.services;
export const maintenanceLinks: NavLink[] = siteIndex.nav.maintenance;
export const topCityLinks: NavLink[] = siteIndex.nav.topCities;

export const primaryLinks = {
  home: { title: 'Home', href: paths.home },
  allMaintenance: { title: 'All Maintenance', href: paths.maintenance },
  cities: { title: 'Cities', href: paths.serviceAreas },
  brands: { title: 'Brands We Repair', href: paths.brands },
  reviews: { title: 'Reviews', href: paths.homeSection('reviews') },
  blog: { title: linkLabels.blog, href: paths.blog },
  blogFaq: { title: linkLabels.blogFaq, href: paths.blogFaq },
  about: { title: 'About Us', href: paths.about },
  contact: { title: 'Contact', href: paths.contact },
  serviceAreas: { title: 'Service Areas', href: paths.homeSection('areas') },
};
