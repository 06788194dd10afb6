/**
 * The coverage search (docs/product.md): a case-insensitive substring match on
 * city or county name, results grouped by county (heading and grid of city
 * links); text starting with a digit is a ZIP code, answered by <ZipAnswer>
 * (docs/zip-codes.md). The prerendered HTML has an empty query, so without
 * JavaScript every city is listed (and each city page lists its ZIP codes).
 * Once a county has more cities than CITIES_PER_COUNTY (core/urls/city-lists.ts), each
 * county shows its first ones and a line says how many more there are; the full list
 * is fetched on the first name typed (src/lib/city-search-list.ts). Below that, no request.
 *
 * A keystroke updates the field in its own render; the list follows in a deferred render React can
 * interrupt (useDeferredValue), and the county groups are memoised, so a thousand city links never
 * hold up the next paint (lab INP, docs/performance.md).
 */
import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { localCoverage } from '../../../../content/local-coverage';
import { citySearchCopy as t } from '../../../../content/city-search-copy';
import { businessContact } from '../../../../core/facts/business-contact';
import { paths } from '../../../../core/urls/paths';
import { usePageIndex } from '../../../lib/page-data-load';
import { citySearchCapped, countyGroups, type ListCity } from '../../../../core/urls/city-lists';
import { loadCitySearchList } from '../../../lib/city-search-list';
import { SearchBox } from '../../ui/SearchBox';
import { Section } from '../../ui/Section';
import { balancedGrid } from '../../ui/gridColumns';
import { isZipQuery } from '../../../../core/pages/zip-lookup';
import { ZipAnswer } from './ZipAnswer';

/** Cities whose name, or "{county} County", holds `query` (trimmed, any case): all of them for an empty query. */
function matchCities(list: readonly ListCity[], query: string): ListCity[] {
  const q = query.trim().toLowerCase();
  return list.filter((c) => !q || c.name.toLowerCase().includes(q) || `${c.county} county`.toLowerCase().includes(q));
}

/** The full list, asked for only while `wanted` (a capped list and a name typed); each keystroke retries a failed fetch. */
function useFullList(wanted: boolean, query: string): { list: ListCity[] | null; failed: boolean } {
  const [list, setList] = useState<ListCity[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || list) return;
    let live = true;
    loadCitySearchList().then(
      (data) => live && (setList(data), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, list, query]);
  return { list, failed };
}

export function CitySearch() {
  const { cities } = usePageIndex();
  const capped = citySearchCapped(cities);
  const [query, setQuery] = useState('');
  const shownQuery = useDeferredValue(query);
  const zipMode = isZipQuery(shownQuery);
  const typing = capped && !zipMode && shownQuery.trim() !== '';
  const full = useFullList(typing, shownQuery);
  const searched = typing ? (full.list ?? cities) : cities;
  const groups = useMemo(
    () => (zipMode ? [] : countyGroups(matchCities(searched, shownQuery))),
    [zipMode, searched, shownQuery],
  );
  const count = groups.reduce((n, g) => n + g.total, 0);
  const more = groups.reduce((n, g) => n + g.more, 0);
  return (
    <Section id="city-search" island="city-search" title={localCoverage.searchTitle} intro={localCoverage.zip.hint}>
      <SearchBox
        id="coverage-search"
        label={localCoverage.searchLabel}
        placeholder={localCoverage.searchPlaceholder}
        withoutScript={capped ? t.withoutScript : localCoverage.searchWithoutScript}
        value={query}
        onChange={setQuery}
        resultCount={zipMode ? null : count}
      />
      {zipMode ? (
        <div className="zip-answer-region" role="status" aria-live="polite">
          <ZipAnswer query={shownQuery} />
          <p className="zip-answer__source">{localCoverage.zip.source}</p>
        </div>
      ) : groups.length === 0 ? (
        <p className="coverage-empty">{localCoverage.emptyText}</p>
      ) : (
        <CoverageGroups groups={groups} />
      )}
      {capped && !zipMode && !typing && (
        <p className="coverage-more" data-coverage-more="start">
          {t.more(count - more, count)} <Link to={paths.serviceAreas}>{t.moreLink}</Link>.
        </p>
      )}
      {typing && !full.list && (
        <p className="coverage-more" data-coverage-more={full.failed ? 'failed' : 'loading'}>
          {full.failed ? t.failed(businessContact.phoneDisplay) : t.loading}
        </p>
      )}
      {typing && full.list && more > 0 && (
        <p className="coverage-more" data-coverage-more="results">
          {t.resultsMore(more)}
        </p>
      )}
    </Section>
  );
}

/** The county groups and their city links: re-rendered only when the matching cities change. */
const CoverageGroups = memo(function CoverageGroups({ groups }: { groups: ReturnType<typeof countyGroups> }) {
  return (
    <div className="coverage-groups">
      {groups.map((g) => (
        <section
          className="coverage-group"
          key={g.county}
          aria-labelledby={`county-${g.county.replace(/\s+/g, '-').toLowerCase()}`}
        >
          <h3 id={`county-${g.county.replace(/\s+/g, '-').toLowerCase()}`}>{g.county} County</h3>
          <ul className="coverage-grid balanced-grid" {...balancedGrid(g.shown.length, 11)}>
            {g.shown.map((c) => (
              <li key={c.slug}>
                <Link to={paths.city(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
