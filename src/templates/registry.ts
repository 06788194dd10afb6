/** One lazily loaded component per page kind (see `Template` in core/urls/manifest.ts). */
import type { ComponentType } from 'react';
import type { Template } from '../../core/urls/manifest';

type Loader = () => Promise<{ default: ComponentType }>;

export const templateLoaders: Record<Template, Loader> = {
  home: () => import('../pages/HomePage'),
  company: () => import('../pages/CompanyPage'),
  'services-index': () => import('../pages/ServicesPage'),
  service: () => import('./ServicePage'),
  audience: () => import('./AudiencePage'),
  local: () => import('../pages/LocalPage'),
  brands: () => import('../pages/BrandsPage'),
  brand: () => import('./BrandPage'),
  'blog-index': () => import('../pages/BlogIndexPage'),
  'blog-post': () => import('./BlogPostPage'),
  'blog-faq': () => import('../pages/BlogFaqPage'),
  'service-areas': () => import('../pages/ServiceAreasPage'),
  'maintenance-hub': () => import('../pages/MaintenanceHubPage'),
  'maintenance-guide': () => import('./MaintenanceGuidePage'),
  city: () => import('./CityPage'),
  'city-alias': () => import('./CityAliasPage'),
  'site-map': () => import('../pages/SiteMapPage'),
  'not-found': () => import('../pages/NotFoundPage'),
  'post-not-found': () => import('../pages/PostNotFoundPage'),
  'region-directory': () => import('./RegionDirectoryPage'),
};
