/** bench:gate's result as the Markdown table bench-results/gate-noise.md holds: one row per audit, the verdict and what moved it. */
/** One audit of bench:gate: which build, its verdict, and what the machine was doing. */
export interface Outcome {
  kind: 'baseline' | 'unchanged' | 'long task' | '3 MB image';
  page: string | null;
  passed: boolean;
  caught: boolean | null;
  errors: string[];
  /** Timing findings the machine could not resolve (warnings that say so). */
  unresolved: string[];
  /** Pages measured a second time because their first measurement missed a timing limit. */
  measuredAgain: number;
  /** The one-minute load average as the audit began and ended. */
  load: [number, number];
  seconds: number;
}

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
    return `| ${i + 1} | ${o.kind}${o.page ? ` on \`${o.page}\`` : ''} | ${i === 0 ? 'no busy browsers' : `${result.browsers} busy browsers`} | ${o.load.join(' → ')} | ${verdict} ${expected} | ${o.errors.length} | ${o.unresolved.length} | ${o.measuredAgain} | ${Math.round(o.seconds / 6) / 10} min |`;
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
