/**
 * The searchable library (docs/product.md): search box, category buttons and the
 * matching articles. State: the selected category (default all), the search
 * text and the set of expanded articles. With JavaScript off the controls are
 * hidden (blog-faq.css) and all five articles show with their bodies.
 *
 * When the visitor changes the topic or the search, the matching articles
 * appear one after another, 0.1 s apart (docs/product.md "Blog and FAQ page"): opacity and
 * transform only, so nothing moves the layout (no CLS), and never on the
 * first paint, where the prerendered list is the page (docs/product.md).
 *
 * A tap or keystroke answers at once: the field, the pressed topic and an opened answer update in
 * the interaction's own render, and the list follows in a deferred render React can interrupt
 * (useDeferredValue), so re-mounting the articles never holds up the next paint (lab INP,
 * docs/performance.md). Articles are memoised: opening one re-renders that one.
 */
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { libraryCategories, type LibraryCategoryId } from '../../../../content/library/categories';
import { libraryItemsOf } from '../../../lib/content-registry';
import { usePageEntry } from '../../../lib/usePageEntry';
import { librarySearch } from '../../../../content/library/search-text';
import { SearchBox } from '../../ui/SearchBox';
import { islandAttribute } from '../../../islands/names';
import { LibraryArticle } from './LibraryArticle';
import { filterLibrary, NO_MATCH_TEXT } from './libraryFilter';

/** Re-renders only when its own item or open state changes (`onToggle` is stable). */
const ShownArticle = memo(LibraryArticle);

export function LibraryBrowser() {
  const libraryItems = libraryItemsOf(usePageEntry().key);
  const [category, setCategory] = useState<LibraryCategoryId>('all');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  // Marks the list interactive once hydrated (tests can wait for it), without re-rendering it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) root.current.dataset.ready = 'true';
  }, []);
  // Bumped on every filter change: new keys remount the items, so their entrance animation runs again.
  const [round, setRound] = useState(0);
  const filter = useMemo(() => ({ category, query, round }), [category, query, round]);
  const listed = useDeferredValue(filter);
  const shown = useMemo(() => filterLibrary(libraryItems, listed.category, listed.query), [libraryItems, listed]);
  const filterBy = (next: { category?: LibraryCategoryId; query?: string }) => {
    if (next.category !== undefined) setCategory(next.category);
    if (next.query !== undefined) setQuery(next.query);
    setRound((r) => r + 1);
  };

  const toggle = useCallback(
    (id: number) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  return (
    <div {...islandAttribute('library')} className="library" ref={root}>
      <div className="library__controls">
        <SearchBox
          id="library-search"
          label={librarySearch.label}
          placeholder={librarySearch.placeholder}
          withoutScript={librarySearch.withoutScript}
          value={query}
          onChange={(value) => filterBy({ query: value })}
          resultCount={shown.length}
        />
        <div className="library__categories" role="group" aria-label="Filter by topic">
          {libraryCategories.map((c) => (
            <button
              key={c.id}
              type="button"
              className="library__category"
              aria-pressed={category === c.id}
              onClick={() => filterBy({ category: c.id })}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <div className="library__empty">
          <p>{NO_MATCH_TEXT}</p>
          <button type="button" className="btn btn--secondary" onClick={() => filterBy({ query: '', category: 'all' })}>
            Show all topics
          </button>
        </div>
      ) : (
        <ul className={listed.round > 0 ? 'library__list library__list--stagger' : 'library__list'}>
          {shown.map((item, i) => (
            <li key={`${item.id}-${listed.round}`} style={{ '--i': i } as CSSProperties}>
              <ShownArticle item={item} expanded={expanded.has(item.id)} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
