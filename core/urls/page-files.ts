/**
 * Which file under dist/ answers an address: its prerendered HTML and its data
 * (core/pages/page-data.ts). No imports, so the Vite config's plugins can use it
 * before the site configuration is loaded.
 */

/** File under dist/ that holds a path's prerendered HTML (flat output). */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The address a built HTML file answers, the inverse of `htmlFileFor` (`index.html` → `/`, `blog/404.html` → `/blog/404`); a leading slash is allowed. */
export function pathOfHtmlFile(file: string): string {
  const name = file
    .replace(/^\//, '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${name}`;
}

/**
 * Where a page's data lives: beside the HTML, under /page-data/, named like the HTML file. The
 * app fetches it for the page shown and for each page a visitor navigates to.
 */
export function pageDataFileFor(path: string): string {
  return `page-data/${htmlFileFor(path).replace(/\.html$/, '.json')}`;
}

/** The address whose data is at `url` (`/page-data/index.json` → `/`): the inverse of `pageDataFileFor`. */
export function pathOfPageDataFile(url: string): string {
  const name = url.replace(/^\/?page-data\//, '').replace(/\.json$/, '');
  return name === 'index' ? '/' : `/${name}`;
}

/** The names the header's city label may show (src/lib/useCityLabel.ts), fetched only when there is a name to check. */
export const SERVED_CITIES_FILE = '/page-data/served-cities.json';
