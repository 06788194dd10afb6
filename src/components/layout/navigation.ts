/** Navigation data, from the site's shell and the path helpers (never hand-written URLs). */
import { siteShell } from '../../lib/site-shell';
import type { NavLink } from '../../../core/pages/site-index';
import { linkLabels, paths } from '../../../core/urls/paths';

export type { NavLink };

export const serviceLinks: NavLink[] = siteShell.nav.services;
export const maintenanceLinks: NavLink[] = siteShell.nav.maintenance;
export const topCityLinks: NavLink[] = siteShell.nav.topCities;

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
