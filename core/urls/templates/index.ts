/**
 * Every template, each declared in its own file of this folder (./define.ts says what a
 * declaration holds), in navigation order: the URL manifest lists their pages in this order.
 * Adding a template: its declaration here, its component `src/templates/<Name>Page.tsx`, its
 * content (docs/architecture.md "Templates").
 */
import type { TemplateDeclaration } from './define.ts';
import home from './home.ts';
import servicesIndex from './services-index.ts';
import company from './company.ts';
import service from './service.ts';
import audience from './audience.ts';
import local from './local.ts';
import brands from './brands.ts';
import brand from './brand.ts';
import blogIndex from './blog-index.ts';
import blogPost from './blog-post.ts';
import postNotFound from './post-not-found.ts';
import blogFaq from './blog-faq.ts';
import serviceAreas from './service-areas.ts';
import regionDirectory from './region-directory.ts';
import maintenanceHub from './maintenance-hub.ts';
import maintenanceGuide from './maintenance-guide.ts';
import city from './city.ts';
import cityAlias from './city-alias.ts';
import siteMap from './site-map.ts';
import notFound from './not-found.ts';

const declared = [
  home,
  servicesIndex,
  company,
  service,
  audience,
  local,
  brands,
  brand,
  blogIndex,
  blogPost,
  postNotFound,
  blogFaq,
  serviceAreas,
  maintenanceHub,
  maintenanceGuide,
  city,
  cityAlias,
  siteMap,
  notFound,
  // Last: it has pages only for a region over its cap (none at 40 cities). Its component's
  // stylesheets then come after the site map's in the one stylesheet, as they always have.
  regionDirectory,
] as const;

/** A page kind: the name of a declaration. */
export type Template = (typeof declared)[number]['name'];

/** Every declaration; the templates a declaration's `needs.pages` names are held to those that exist. */
export const templateDeclarations: readonly TemplateDeclaration<Template>[] = declared;

/** Every template's name, also one with no page at the moment (a region directory while no region is over its cap). */
export const templates: Template[] = templateDeclarations.map((d) => d.name);

const byName = new Map(templateDeclarations.map((d) => [d.name, d]));

/** The declaration of `template`. */
export function declarationOf(template: Template): TemplateDeclaration<Template> {
  const declaration = byName.get(template);
  if (!declaration) throw new Error(`no template "${template}" in core/urls/templates/index.ts`);
  return declaration;
}

/** The templates whose hero shows no rating, registration or owner (src/components/ui/Hero.tsx, by vite.config.ts's define). */
export const readingTemplates: Template[] = templateDeclarations.filter((d) => d.hero === 'read').map((d) => d.name);
