/**
 * Serves dist/ with Cloudflare Pages' own local runtime (scripts/lib/wrangler.ts)
 * on port 8788 (`PORT` to change; its debugger takes the port after), to see what Cloudflare will do with the build.
 */
import { spawn } from 'node:child_process';
import { WRANGLER_ENV, wranglerArgs } from './lib/wrangler';

const child = spawn(process.execPath, wranglerArgs(process.env.DIST_DIR ?? 'dist', Number(process.env.PORT ?? 8788)), {
  stdio: 'inherit',
  env: { ...process.env, ...WRANGLER_ENV },
});
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
