/** bench:gate's result as the Markdown table docs/audit.md shows: one row per audit, the verdict and what moved it. */
import type { Outcome } from './gate-noise';

interface GateResult {
  date: string;
  profile: string;
  browsers: number;
  outcomes: Outcome[];
}

export function gateTable(result: GateResult): string {
  const rows = result.outcomes.map((o, i) => {
    const verdict = o.passed ? 'passed' : 'failed';
    const expected = o.caught === null ? (o.passed ? '✅' : '❌ false failure') : o.caught ? '✅ caught' : '❌ missed';
    return `| ${i + 1} | ${o.kind}${o.page ? ` on \`${o.page}\`` : ''} | ${i === 0 ? 'quiet' : `${result.browsers} busy browsers`} | ${o.load.join(' → ')} | ${verdict} ${expected} | ${o.errors.length} | ${o.unresolved.length} | ${o.measuredAgain} | ${Math.round(o.seconds / 6) / 10} min |`;
  });
  return [
    `${result.profile} profile, ${result.date.slice(0, 10)}, \`npm run bench:gate -- --profile ${result.profile}\`:`,
    '',
    '| # | build | machine | load (1 min) | verdict | errors | not resolved | pages measured again | time |',
    '| -: | --- | --- | --- | --- | -: | -: | -: | -: |',
    ...rows,
    '',
  ].join('\n');
}
