/**
 * Where lab INP's time goes: the audit's interaction worker (the same Lighthouse timespan, phone
 * screen, 4× CPU) on one tap, three ways: an answer's `<details>` on a bare page (what the browser
 * and Lighthouse cost at all on this machine), the same tap on a service page with every script
 * removed but its full stylesheet linked (the page's own style, layout and paint), and on the page
 * as built (what the audit gates).
 * If the first is near the last, no change to the page can reach the target here.
 *
 *   npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/inp-floor.ts [runs=5] [--dist dist]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InteractionJob } from '../../audit/browser/interactions';
import { CHROMIUM_ENV, parseCli } from '../lib/cli-help';

const { values, positionals, count } = parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/inp-floor.ts [runs] [--dist dir]',
  about:
    'Where lab INP’s time goes: the audit’s interaction worker (Lighthouse timespan, phone screen, 4× CPU) times one tap three ways: on a bare page with one <details>, on a service page with every script removed but its full stylesheet linked, and on that page as built. If the first is near the last, no change to the page can reach the target on this machine.',
  arguments: { '[runs]': 'runs of each case; the median is printed (default: 5)' },
  options: { dist: { type: 'string', default: 'dist', value: 'dir', description: 'the build to measure' } },
  dotEnv: true,
  env: CHROMIUM_ENV,
});
const runs = count(positionals[0] ?? '5', 'runs', 1);
const dist = values.dist;

// Imported once the arguments are read: `--help` answers without loading the audit.
const { launchAuditBrowser } = await import('../../audit/browser/chrome');
const { InteractionRunner } = await import('../../audit/browser/interactions');
const { loadConfig } = await import('../../audit/config');
const { startAuditServer } = await import('../../audit/host');
const { median } = await import('../../audit/median');
const { htmlFileFor, manifest } = await import('../../core/urls/manifest');
const { scriptFreeCopy } = await import('../../audit/script-free');

/** The floor page: one answer to open and nothing else, the way the FAQ's answers are built. */
const BARE = `<!doctype html><html lang="en" data-hydrated><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>INP floor</title></head>
<body><main><h1>INP floor</h1><details class="faq"><summary>How soon can you come?</summary>
<p>Usually the same or the next day.</p></details></main></body></html>`;

/**
 * The boot loader, a script, adds the full stylesheet; with it gone the page would tap through
 * first-screen CSS only. Linked here, so the copy renders as the page does, without any script.
 */
function withFullStylesheet(file: string): void {
  const html = readFileSync(file, 'utf8');
  const href = /<noscript><link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
  if (!href) throw new Error(`${file}: no <noscript> stylesheet to link`);
  writeFileSync(file, html.replace('</head>', `<link rel="stylesheet" href="${href}"></head>`));
}

const { config } = await loadConfig();
const service = manifest.find((p) => p.template === 'service' && p.status === 200)!.path;
const faq = config.interactions.flows.find((f) => f.template === 'service')!;
const { dir: nojs, remove } = scriptFreeCopy(dist);
withFullStylesheet(join(nojs, htmlFileFor(service)));
mkdirSync(join(nojs, 'inp-floor'));
writeFileSync(join(nojs, 'inp-floor', 'index.html'), BARE);
// Each site as the audit serves a build: HTTPS, HTTP/2 and compression.
const [built, stripped] = await Promise.all([startAuditServer(dist), startAuditServer(nojs, { redirects: [] })]);
const chrome = await launchAuditBrowser();
const runner = InteractionRunner.start(chrome.port);
const job = (url: string, ready?: string): InteractionJob => ({
  url,
  name: faq.name,
  ready,
  before: [],
  steps: faq.steps,
  cpuSlowdown: config.interactions.cpuSlowdown,
  fixtures: [],
});
const cases: [string, InteractionJob][] = [
  [
    'bare page, one <details>',
    { ...job(new URL('/inp-floor/', stripped.url).href), steps: [{ click: '.faq > summary' }] },
  ],
  [`${service} without scripts`, job(new URL(service, stripped.url).href)],
  [`${service} as built`, job(new URL(service, built.url).href, config.interactions.ready)],
];
try {
  console.log(`${faq.name}: INP at ${config.interactions.cpuSlowdown}× CPU, ${runs} runs each`);
  for (const [label, run] of cases) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const inp = await runner.measure(run);
      if (inp !== null) times.push(inp);
    }
    const mid = times.length ? String(Math.round(median(times))) : '–';
    console.log(`  ${label.padEnd(36)} median ${mid.padStart(4)} ms   runs ${times.join(' ')}`);
  }
} finally {
  await runner.close();
  await chrome.close();
  await Promise.all([built.close(), stripped.close()]);
  remove();
}
