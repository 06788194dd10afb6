import { loadConfig } from '../audit/config';
import { runBrowserChecks } from '../audit/browser';
import { manifest } from '../src/lib/urls';
const { config } = await loadConfig();
const pages = manifest.slice(0, 12).map((e) => ({ path: e.path, status: e.status, template: e.template }));
const t = Date.now();
const r = await runBrowserChecks('dist-audit2', pages, config, { profile: 'fast', out: null, lighthouse: false });
console.log('total', Date.now() - t, r.durationMs);
