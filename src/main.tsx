/**
 * Entry for vite-react-ssg. Everything the library needs worked around (client
 * routes without loaders, one route per prerendered page, each page's own head
 * from unhead) lives in src/ssg/adapter.tsx.
 */
import { customCreateRouter, renderPageWithHead } from './ssg/adapter';
import { ViteReactSSG } from 'vite-react-ssg';
import { discoverRoute, prerenderPaths, routes } from './routes';
import { nextTask } from './lib/next-task';
import './styles/index.css';

// The browser learns other pages' routes as a visitor goes there (src/routes.tsx).
const createRouter: typeof customCreateRouter = (list, options) =>
  customCreateRouter(list, { ...options, patchRoutesOnNavigation: discoverRoute });

export const createRoot = ViteReactSSG({ routes, customCreateRouter: createRouter }, async (ctx) => {
  // In the browser: end the task that built the router before hydrating (src/lib/next-task.ts).
  if (!import.meta.env.SSR) return nextTask();
  await renderPageWithHead(ctx);
});

/** vite-react-ssg reads this export to choose the prerendered paths. */
export const includedRoutes = () => prerenderPaths();
