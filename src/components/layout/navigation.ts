/** Navigation data, derived from content and the URL manifest (never hand-written URLs). */
import { services, navServiceSlugs } from '../../../content/services';
import { maintenanceGuides } from '../../../content/maintenance';
import { cities } from '../../../content/cities';
import { paths } from '../../lib/urls';

export interface NavLink { title: string; href: string }

export const serviceLinks: NavLink[] = navServiceSlugs.map((slug) => {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`content/services/index.ts: navServiceSlugs: no service "${slug}"`);
  return { title: service.name, href: paths.service(slug) };
});

export const maintenanceLinks: NavLink[] = maintenanceGuides.map((g) => ({ title: g.meta.h1.replace(/ Guide$/, ''), href: paths.guide(g.slug) }));

/** The strip of location links under the header: the busiest service cities. */
export const TOP_CITY_SLUGS = ['san-francisco', 'oakland', 'san-jose', 'berkeley', 'daly-city', 'san-mateo', 'palo-alto', 'fremont'];

export const topCityLinks: NavLink[] = TOP_CITY_SLUGS.map((slug) => {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`src/components/layout/navigation.ts: TOP_CITY_SLUGS: no city "${slug}"`);
  return { title: city.name, href: paths.city(slug) };
});

export const primaryLinks = {
  home: { title: 'Home', href: paths.home },
  allMaintenance: { title: 'All Maintenance', href: paths.maintenance },
  cities: { title: 'Cities', href: paths.serviceAreas },
  brands: { title: 'Brands We Repair', href: paths.brands },
  reviews: { title: 'Reviews', href: paths.homeSection('reviews') },
  blog: { title: 'Blog / Tips', href: paths.blog },
  about: { title: 'About Us', href: paths.about },
  contact: { title: 'Contact', href: paths.contact },
  serviceAreas: { title: 'Service Areas', href: paths.homeSection('areas') },
};
