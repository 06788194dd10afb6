/**
 * The coverage search (docs/spec-details.md): a case-insensitive substring match on
 * city or county name, results grouped by county (heading and grid of city
 * links); text starting with a digit is a ZIP code, answered by <ZipAnswer>
 * (docs/zip-codes.md). The prerendered HTML has an empty query, so without
 * JavaScript every city is listed (and each city page lists its ZIP codes).
 */
import { byName } from '../../../lib/by-name';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { localCoverage } from '../../../../content/service-areas';
import { business } from '../../../content/business';
import { paths } from '../../../lib/paths';
import { usePageIndex } from '../../../lib/page-data-load';
import type { CityIndexEntry } from '../../../lib/site-index-data';
import { SearchBox } from '../../ui/SearchBox';
import { Section } from '../../ui/Section';
import { balancedGrid } from '../../ui/gridColumns';
import { isZipQuery } from '../../../lib/zip-lookup';
import { ZipAnswer } from './ZipAnswer';

export interface CountyGroup { county: string; cities: { name: string; slug: string }[] }

/** Cities matching `query` (trimmed, case-insensitive, city or "{county} County"), grouped by county. */
export function groupCities(cities: CityIndexEntry[], query: string): CountyGroup[] {
  const q = query.trim().toLowerCase();
  return business.counties
    .map((county) => ({
      county,
      cities: cities
        .filter((c) => c.county === county)
        .filter((c) => !q || c.name.toLowerCase().includes(q) || `${county} county`.toLowerCase().includes(q))
        .map((c) => ({ name: c.name, slug: c.slug }))
        .sort(byName),
    }))
    .filter((g) => g.cities.length > 0);
}

export function CitySearch() {
  const [query, setQuery] = useState('');
  const zipMode = isZipQuery(query);
  const { cities } = usePageIndex();
  const groups = zipMode ? [] : groupCities(cities, query);
  const count = groups.reduce((n, g) => n + g.cities.length, 0);
  return (
    <Section id="city-search" title={localCoverage.searchTitle} intro={localCoverage.zip.hint}>
      <SearchBox
        id="coverage-search"
        label={localCoverage.searchLabel}
        placeholder={localCoverage.searchPlaceholder}
        withoutScript={localCoverage.searchWithoutScript}
        value={query}
        onChange={setQuery}
        resultCount={zipMode ? null : count}
      />
      {zipMode ? (
        <div className="zip-answer-region" role="status" aria-live="polite">
          <ZipAnswer query={query} />
          <p className="zip-answer__source">{localCoverage.zip.source}</p>
        </div>
      ) : groups.length === 0 ? (
        <p className="coverage-empty">{localCoverage.emptyText}</p>
      ) : (
        <div className="coverage-groups">
          {groups.map((g) => (
            <section className="coverage-group" key={g.county} aria-labelledby={`county-${g.county.replace(/\s+/g, '-').toLowerCase()}`}>
              <h3 id={`county-${g.county.replace(/\s+/g, '-').toLowerCase()}`}>{g.county} County</h3>
              <ul className="coverage-grid balanced-grid" {...balancedGrid(g.cities.length, 11)}>
                {g.cities.map((c) => (
                  <li key={c.slug}>
                    <Link to={paths.city(c.slug)}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Section>
  );
}
