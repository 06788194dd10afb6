/** One lazily loaded component per page kind (see `Template` in core/urls/manifest.ts). */
import type { ComponentType } from 'react';
import type { Template } from '../../core/urls/manifest';

type Loader = () => Promise<{ default: ComponentType }>;

export const templateLoaders: Record<Template, Loader> = {
  home: () => import('./HomePage'),
  company: () => import('./CompanyPage'),
  'services-index': () => import('./ServicesIndexPage'),
  service: () => import('./ServicePage'),
  audience: () => import('./AudiencePage'),
  local: () => import('./LocalPage'),
  brands: () => import('./BrandsPage'),
  brand: () => import('./BrandPage'),
  'blog-index': () => import('./BlogIndexPage'),
  'blog-post': () => import('./BlogPostPage'),
  'blog-faq': () => import('./BlogFaqPage'),
  'service-areas': () => import('./ServiceAreasPage'),
  'maintenance-hub': () => import('./MaintenanceHubPage'),
  'maintenance-guide': () => import('./MaintenanceGuidePage'),
  city: () => import('./CityPage'),
  'city-alias': () => import('./CityAliasPage'),
  'site-map': () => import('./SiteMapPage'),
  'not-found': () => import('./NotFoundPage'),
  'post-not-found': () => import('./PostNotFoundPage'),
  'region-directory': () => import('./RegionDirectoryPage'),
};
