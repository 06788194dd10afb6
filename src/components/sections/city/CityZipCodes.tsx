/**
 * The ZIP codes a city page covers, by town (docs/zip-codes.md), in the
 * prerendered HTML so visitors and search engines read them without
 * JavaScript. The table is generated at build time and comes with the page's data.
 */
import { cityZipCodes } from '../../../lib/content-registry';
import { cityTemplate } from '../../../../content/city-template';
import { Section } from '../../ui/Section';
import { fillCity } from './cityText';

export function CityZipCodes({ slug, cityName }: { slug: string; cityName: string }) {
  const towns = cityZipCodes(slug);
  if (towns.length === 0) return null;
  return (
    <Section
      id="zip-codes"
      title={fillCity(cityTemplate.zipCodes.title, cityName)}
      intro={fillCity(cityTemplate.zipCodes.intro, cityName)}
    >
      <dl className="zip-list" data-testid="city-zip-codes">
        {towns.map((t) => (
          <div key={t.town}>
            <dt>{t.town}</dt>
            <dd>{t.zips.join(', ')}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
