/**
 * The generic city page at /{slug}-appliance-repair (content/city-aliases.ts): another address of a
 * city, whose canonical is the city page.
 */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'city-alias',
  hero: 'hire',
  needs: { cities: 'own-and-nearby', pages: ['service'] },
  content: 'city',
  og: 'Local appliance repair',
  pages: ({ page, crumbs, paths, content: { cities, cityAliasSlugs, aliasMeta } }) =>
    cityAliasSlugs.map((slug) => {
      const city = cities.find((c) => c.slug === slug);
      if (!city)
        throw new Error(`content/city-aliases.ts: cityAliasSlugs: "${slug}" has no city page in content/cities/`);
      return page(paths.cityAlias(slug), slug, aliasMeta(city.name), [crumbs.cities], {
        canonicalPath: paths.city(slug),
        indexable: false,
        sitemap: null,
      });
    }),
});
