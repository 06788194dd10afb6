/** `npm run serve` (and `npm start`, and the Playwright tests' web server): dist/ served like the CDN at PORT (4173). */
import { parseArgs } from 'node:util';

// The help as scripts/lib/cli-help.ts prints every script's (serve/ may not import the scripts: eslint.config.js).
const USAGE = `Usage: npm run serve

Options:
  -h, --help              print this help and exit`;
const HELP = `Usage: npm run serve

Serves a build like the CDN it deploys to: clean URLs, the build's own _redirects, _headers and 404
pages, compression. Stops with exit 2 when DIST_DIR holds no build or the port is taken.

Options:
  -h, --help              print this help and exit

Environment (also read from .env; the environment wins):
  DIST_DIR                the build to serve (default: dist)
  PORT                    the port (default: 4173)
  HOST                    the address to listen on (default: 127.0.0.1)`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
try {
  parseArgs({ args, options: {} });
} catch (error) {
  // parseArgs' first sentence ("Unknown option '--x'. To specify…"), then the usage.
  console.error(`${(error as Error).message.split(/\.\s|\n/)[0].replace(/\.$/, '')}.\n${USAGE}`);
  process.exit(2);
}

// Imported once the arguments are read: `--help` answers without loading the server.
const { startServer } = await import('.');
startServer({
  port: Number(process.env.PORT ?? 4173),
  host: process.env.HOST ?? '127.0.0.1',
  dist: process.env.DIST_DIR ?? 'dist',
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
