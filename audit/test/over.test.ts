/**
 * A finding says how far past its limit it is (`over`), so "Fix these first" can rank a title 89
 * characters long above one 61 long, and a 3 MB image far above a page a few KB over its budget.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { auditFixture, fixtureSite, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

describe('how far past the limit', () => {
  it('is on the findings of the length and weight rules', async () => {
    site = fixtureSite();
    site.page({ path: '/a-page', title: `Fixture Family Repair: ${'a'.repeat(66)}` }); // 89 characters
    site.write(
      'assets/app.js',
      `export const big = ${JSON.stringify(Array.from({ length: 40_000 }, (_, i) => `${i}-${(i * 7919) % 10007}`))};`,
    );
    const report = await auditFixture(site, {
      only: ['titles/title-length', 'budgets/javascript-weight'],
      config: testConfig({ maxJsKb: 50 }),
    });
    const title = report.findings.find((f) => f.ruleId === 'titles/title-length');
    expect(title).toMatchObject({ page: '/a-page', over: 1.48 });
    const js = report.findings.find((f) => f.ruleId === 'budgets/javascript-weight' && f.page === '/a-page')!;
    expect(js.over).toBeGreaterThan(1);
    expect(js.over).toBeCloseTo(Number(/Loads ([\d.]+) KB/.exec(js.message)![1]) / 50, 1);
  });
});
