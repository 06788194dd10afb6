/**
 * A labelled search field that filters a list in place, with a polite live
 * region announcing how many results match, so screen-reader users hear the
 * effect of typing without losing focus. Without JavaScript the field cannot filter, so
 * `withoutScript` tells those visitors (in <noscript>) that the whole list is already shown.
 */
import { LineIcon } from './LineIcon';
import searchIcon from 'lucide-icon:search';

export function SearchBox({
  id,
  label,
  placeholder,
  value,
  onChange,
  resultCount,
  withoutScript,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
  /** null while another part of the page answers (the coverage search's ZIP answer announces itself). */
  resultCount: number | null;
  withoutScript: string;
}) {
  return (
    <div className="search-box">
      <label className="search-box__label" htmlFor={id}>
        {label}
      </label>
      <div className="search-box__field">
        <LineIcon icon={searchIcon} size={20} className="search-box__icon" />
        <input
          id={id}
          className="search-box__input"
          type="search"
          placeholder={placeholder}
          value={value}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      <noscript>
        <p className="search-box__without-script">{withoutScript}</p>
      </noscript>
      <p className="search-box__status" role="status" aria-live="polite" aria-atomic="true">
        {resultCount === null ? '' : resultCount === 1 ? '1 result' : `${resultCount} results`}
      </p>
    </div>
  );
}
