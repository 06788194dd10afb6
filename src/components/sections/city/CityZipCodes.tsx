/**
 * The ZIP codes a city page covers, by town (docs/zip-codes.md), in the
 * prerendered HTML so visitors and search engines read them without
 * JavaScript: a block inside the areas section, each town's codes on one line.
 * The table is generated at build time and comes with the page's data.
 */
import { cityZipCodes } from '../../../lib/content-registry';
import { cityTemplate } from '../../../../content/city-template';
import { fillCity } from './cityText';

export function CityZipCodes({ slug, cityName }: { slug: string; cityName: string }) {
  const towns = cityZipCodes(slug);
  if (towns.length === 0) return null;
  return (
    <div id="zip-codes" className="city-zips">
      <h3>{fillCity(cityTemplate.zipCodes.title, cityName)}</h3>
      <p className="city-zips__intro">{fillCity(cityTemplate.zipCodes.intro, cityName)}</p>
      <dl className="zip-list" data-testid="city-zip-codes">
        {towns.map((t) => (
          <div key={t.town}>
            <dt>{t.town}</dt>
            <dd>{t.zips.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
