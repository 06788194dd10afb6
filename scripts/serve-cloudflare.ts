/**
 * Serves dist/ with Cloudflare Pages' own local runtime (scripts/lib/wrangler.ts)
 * on port 8788 (`PORT` to change; its debugger takes the port after), to see what Cloudflare will do with the build.
 */
import { spawn } from 'node:child_process';
import { WRANGLER_ENV, wranglerArgs } from './lib/wrangler';
import { parseCli } from './lib/cli-help';

parseCli({
  usage: 'npm run serve:cloudflare',
  about:
    'Serves the build with Cloudflare Pages’ own local runtime (wrangler pages dev, offline: no telemetry, no update check), which reads _redirects and _headers with Cloudflare’s parsers: what Cloudflare will do with the build. Runs until stopped.',
  env: {
    DIST_DIR: 'the build to serve (default: dist)',
    PORT: 'the port on 127.0.0.1 (default: 8788); its debugger takes the port after',
  },
});

const child = spawn(process.execPath, wranglerArgs(process.env.DIST_DIR ?? 'dist', Number(process.env.PORT ?? 8788)), {
  stdio: 'inherit',
  env: { ...process.env, ...WRANGLER_ENV },
});
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
