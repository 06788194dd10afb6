/**
 * The boot loader: starts the app only once the page has loaded and painted. The prerendered
 * HTML is the page (readable, every link working, styled by the site's one stylesheet linked in
 * its head); the app only adds interactivity, so its scripts should not compete with the first
 * paint for bandwidth on a slow phone. Each page gets one tiny inline loader (the same bytes on
 * every page, so one sha256 in the CSP covers it; inline so it costs no request before first
 * paint) that, after the `load` event and the first contentful paint (a PerformanceObserver, not a
 * timer, so tests' fake clocks don't hold it back), preloads the page's data and every chunk the
 * page needs (one link per task) and imports the entry: no script requested before first paint, no
 * chain deeper than two.
 *
 * Inlined into every page by the build (scripts/lib/boot-loader.ts strips the types and minifies
 * it), so it must stay one self-contained module: the only import is a type, erased at build.
 * Its `data-*` attributes are owned by core/build/boot-attributes.ts.
 */
import type { BootDataset } from '../../core/build/boot-attributes';

const { dataset } = document.querySelector('script[data-entry]') as HTMLScriptElement & { dataset: BootDataset };
let loaded = document.readyState === 'complete';
let painted = false;
let started = false;
const start = () => {
  if (started || !loaded || !(painted || document.hidden)) return;
  started = true;
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    if (as) link.as = as;
    link.href = href;
    document.head.appendChild(link);
  };
  // One preload link per task. Inserting a modulepreload link costs 0.1 to 12 ms in
  // Chromium (it starts the fetch synchronously; measured at 4x CPU throttling, varying from run
  // to run), so the 16 links a page adds took 3 to 100 ms as one task and made the
  // simulated TBT jump between runs. A MessageChannel, not a timer: fake clocks don't hold it.
  const hrefs = dataset.preload.split(' ');
  // The page's data (core/pages/page-data.ts), fetched by the app as it starts: requested first, with the chunks.
  if (dataset.page) add('preload', dataset.page, 'fetch');
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    const href = hrefs.shift();
    if (!href) return;
    add('modulepreload', href);
    port2.postMessage(0);
  };
  port2.postMessage(0);
  void import(dataset.entry);
};
if (!loaded)
  addEventListener('load', () => {
    loaded = true;
    start();
  }); // `load` fires once: no need to remove it
try {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    painted = true;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} catch {
  painted = true;
}
start();
