/** `npm run serve` (and `npm start`, and the Playwright tests' web server): dist/ served like the CDN at PORT (4173). */
import { startServer } from '.';

startServer({
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
  dist: process.env.DIST_DIR ?? 'dist',
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
