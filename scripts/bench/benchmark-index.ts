/**
 * The host's Lighthouse `benchmarkIndex`, measured on its own: Lighthouse's own page function
 * (`computeBenchmarkIndex`, two short busy loops) run `times` times (odd) in a blank page of the system
 * Chromium, the middle one kept. A Lighthouse run measures it once (the audit's worker keeps its first
 * figure), and on this shared two-core machine one figure ranged from 1,300 to 2,800 between runs
 * of an hour: the median of several, taken with nothing else running, is what the benchmark records.
 */
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_FLAGS, findChromium } from '@bay-appliance/common/host';

export async function measureBenchmarkIndex(times = 5): Promise<number> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage();
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const figures: number[] = [];
    for (let i = 0; i < times; i++) figures.push(Number(await page.evaluate(source)));
    return figures.sort((a, b) => a - b)[Math.floor(times / 2)];
  } finally {
    await browser.close();
  }
}
