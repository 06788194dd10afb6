import { defaultConfig, profileSettings } from '../audit/config';
import { launchAuditBrowser } from '../audit/browser/chrome';
import { startAuditServer } from '../audit/browser/server';
import { offlinePolicy } from '../audit/browser/offline';
import { runLighthouse } from '../audit/browser/lighthouse';
import { loadSiteConfig } from '../src/content/site-config';
const config = defaultConfig();
config.fixtures = { '${GEO_ENDPOINT}': { status: 200, json: { city: 'Reno' }, headers: {} } };
const settings = { ...profileSettings(config, 'full'), formFactors: ['mobile' as const], runs: { mobile: 2 }, concurrency: 3 };
const server = await startAuditServer('dist-audit2');
const b = await launchAuditBrowser();
const vars = loadSiteConfig();
const offline = offlinePolicy(config, server.url, vars);
const t = Date.now();
const res = await runLighthouse([
  { path: '/', template: 'home', status: 200, representative: true },
  { path: '/about', template: 'company', status: 200, representative: false },
  { path: '/contact', template: 'company', status: 200, representative: false },
  { path: '/reviews', template: 'company', status: 200, representative: false },
  { path: '/appliance-repair-oakland', template: 'city', status: 200, representative: false },
  { path: '/404', template: 'not-found', status: 404, representative: true },
], { serverUrl: server.url, port: b.port, out: '/tmp/lhout', settings, config, offline, fixturePrefixes: [vars.GEO_ENDPOINT], onProgress: (d, tot, l) => console.log(((Date.now() - t)/1000).toFixed(1), d, tot, l) });
for (const r of res) console.log(r.path, r.formFactor, r.state, JSON.stringify(r.scores), r.performanceRuns, JSON.stringify(r.metrics), r.outside, r.durationMs, r.failedAudits.map(a=>a.id+':'+a.category).join(' '));
await b.close(); await server.close();
