/** Areas served: the city's neighbourhoods and, on a full city page, its local-features paragraph. */
import { cityTemplate } from '../../../../content/city-template';
import { Section } from '../../ui/Section';
import { fillCity } from './cityText';

export function CityAreas({
  cityName,
  neighborhoods,
  localFeatures,
}: {
  cityName: string;
  neighborhoods: string[];
  localFeatures?: string;
}) {
  const { title, localTitle } = cityTemplate.areas;
  return (
    <Section id="areas" title={fillCity(title, cityName)} tone="alt">
      <ul className="text-list city-areas__list">
        {neighborhoods.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      {localFeatures && (
        <div className="city-areas__local">
          <h3>{fillCity(localTitle, cityName)}</h3>
          <p>{fillCity(localFeatures, cityName)}</p>
        </div>
      )}
    </Section>
  );
}
