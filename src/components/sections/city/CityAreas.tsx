/**
 * Where we go in the city, in one section: its neighbourhoods on one line, the ZIP codes by
 * town (full page only) and, on a full city page, its local-features paragraph. Neighbourhoods
 * and ZIP codes answer the same question ("do you come to me?"), so they share a heading.
 */
import { cityTemplate } from '../../../../content/city-template';
import { Section } from '../../ui/Section';
import { CityZipCodes } from './CityZipCodes';
import { fillCity } from './cityText';

export function CityAreas({
  cityName,
  neighborhoods,
  localFeatures,
  zipSlug,
}: {
  cityName: string;
  neighborhoods: string[];
  localFeatures?: string;
  /** The city whose ZIP table to show (the full city page; the alias page leaves it to that page). */
  zipSlug?: string;
}) {
  const { title, localTitle } = cityTemplate.areas;
  return (
    <Section id="areas" title={fillCity(title, cityName)} tone="alt">
      <ul className="text-list city-areas__list">
        {neighborhoods.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {zipSlug && <CityZipCodes slug={zipSlug} cityName={cityName} />}
      {localFeatures && (
        <div className="city-areas__local">
          <h3>{fillCity(localTitle, cityName)}</h3>
          <p>{fillCity(localFeatures, cityName)}</p>
        </div>
      )}
    </Section>
  );
}
