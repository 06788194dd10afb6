/**
 * What the scripts cost over the script-free copy (audit/app-cost.ts), as the gate and the benchmark
 * judge it, and the copy itself (audit/script-free.ts): pure functions, on made-up figures.
 */
import { describe, expect, it } from 'vitest';
import { appCost, judgeAppCost, medianFigures } from '../app-cost';
import { withoutScripts } from '../script-free';

const LIMITS = { tbtMs: 50, scorePoints: 2, lcpRatio: 1.05 };
const run = (tbtMs: number, lcpMs = 1000, performance: number | null = 1) => ({ performance, lcpMs, tbtMs, cls: 0 });

describe('app cost', () => {
  it('compares each figure as the median of its own runs', () => {
    const cost = appCost([run(90), run(30), run(60)], [run(0), run(40), run(10)]);
    expect(cost).toMatchObject({ runs: 3, tbtMs: 50, scorePoints: 0, lcpRatio: 1 });
    expect(judgeAppCost(cost, LIMITS).every((v) => v.pass)).toBe(true);
  });

  it('names each limit a page misses, with both figures', () => {
    const cost = appCost([run(120, 1060, 0.96)], [run(20, 1000, 0.99)]);
    const verdicts = judgeAppCost(cost, LIMITS);
    expect(verdicts.filter((v) => !v.pass).map((v) => v.target)).toEqual(['TBT ≤ +50 ms', 'score ≥ −2', 'LCP ≤ ×1.05']);
    expect(verdicts[0].measured).toBe('+100 ms (120 against 20 ms)');
    expect(verdicts[1].measured).toBe('−3 (96 against 99)');
    expect(verdicts[2].measured).toBe('×1.060 (1060 against 1000 ms)');
  });

  it('a page Lighthouse could not score fails the score limit; other runs still give a median', () => {
    expect(medianFigures([run(10, 1000, null), run(20, 1000, 0.9)]).performance).toBe(0.9);
    const unscored = appCost([run(10, 1000, null)], [run(10)]);
    expect(judgeAppCost(unscored, LIMITS).find((v) => v.id === 'score')?.pass).toBe(false);
  });
});

describe('the script-free copy', () => {
  it('drops every script but JSON-LD, the module preloads, and unwraps <noscript> as a browser without JavaScript does', () => {
    const html = `<head><link rel="modulepreload" href="/a.js">
<script type="application/ld+json">{"@type":"Thing"}</script>
<script type="module" data-entry="/app.js">boot()</script></head>
<body><p>Hi</p><noscript><link rel="stylesheet" href="/s.css"></noscript></body>`;
    expect(withoutScripts(html)).toBe(`<head><script type="application/ld+json">{"@type":"Thing"}</script>
</head>
<body><p>Hi</p><link rel="stylesheet" href="/s.css"></body>`);
  });
});
