/**
 * The searchable library (SPEC §2, §4): search box, category buttons and the
 * matching articles. State: the selected category (default all), the search
 * text and the set of expanded articles. With JavaScript off the controls are
 * hidden (blog-faq.css) and all five articles show with their bodies.
 */
import { useEffect, useRef, useState } from 'react';
import { libraryCategories, libraryItems, type LibraryCategoryId } from '../../../../content/library';
import { SearchBox } from '../../ui/SearchBox';
import { LibraryArticle } from './LibraryArticle';
import { filterLibrary, NO_MATCH_TEXT } from './libraryFilter';

export function LibraryBrowser() {
  const [category, setCategory] = useState<LibraryCategoryId>('all');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  // Marks the list interactive once hydrated (tests can wait for it), without re-rendering it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) root.current.dataset.ready = 'true';
  }, []);
  const shown = filterLibrary(libraryItems, category, query);

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="library" ref={root}>
      <div className="library__controls">
        <SearchBox
          id="library-search"
          label="Search tips and answers"
          placeholder="Search repair tips..."
          value={query}
          onChange={setQuery}
          resultCount={shown.length}
        />
        <div className="library__categories" role="group" aria-label="Filter by topic">
          {libraryCategories.map((c) => (
            <button
              key={c.id}
              type="button"
              className="library__category"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <div className="library__empty">
          <p>{NO_MATCH_TEXT}</p>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setQuery('');
              setCategory('all');
            }}
          >
            Show all topics
          </button>
        </div>
      ) : (
        <ul className="library__list">
          {shown.map((item) => (
            <li key={item.id}>
              <LibraryArticle item={item} expanded={expanded.has(item.id)} onToggle={() => toggle(item.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
