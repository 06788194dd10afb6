/**
 * The machine a benchmark ran on, and whether Lighthouse's own throttling guidance says its figures
 * can be compared with another machine's. Lighthouse slows the CPU by a fixed 4× (what Chrome's
 * Lighthouse and PageSpeed Insights run too), calibrated for a high-end desktop; its
 * documentation's CPU-throttling calculator (Lighthouse's own docs/throttling.md, in its repository: "Calibrating the CPU slowdown")
 * turns the host's `benchmarkIndex` into the multiplier that makes the host a mid-tier phone, with
 * a range. The benchmark runs at that multiplier unless told otherwise (`--cpu-slowdown`); when the
 * multiplier it ran at lies inside the range, the figures stand for the same phone on any machine
 * and it publishes its verdicts; outside it, it prints the figures and says so instead.
 */
import { cpus, loadavg } from 'node:os';

export interface CpuGuidance {
  multiplier: number;
  low: number;
  high: number;
}

/** The calculator's multiplier and range for a `benchmarkIndex`; null below 150, where no multiplier is advised. */
export function cpuGuidance(benchmarkIndex: number): CpuGuidance | null {
  const around = (multiplier: number, spread: number) => ({
    multiplier,
    low: multiplier - spread / 2,
    high: multiplier + spread / 2,
  });
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) {
    const excess = (benchmarkIndex - 1300) / 233;
    const multiplier = 3 + excess;
    return around(multiplier, Math.max(excess, 1.5, multiplier * 0.3));
  }
  if (benchmarkIndex >= 800) return around(2 + (benchmarkIndex - 800) / 500, 1.5);
  return around(1 + (benchmarkIndex - 150) / 650, 0.5);
}

/** Lighthouse's default CPU slowdown, which the gate and Chrome's Lighthouse use, and the benchmark unless told otherwise. */
export const CPU_SLOWDOWN = 4;

export interface Machine {
  cores: number;
  /** The CPU multiplier the runs used. */
  cpuSlowdown: number;
  /** Load averages (1, 5, 15 min) when the benchmark ended. */
  load: number[];
  /** Lighthouse's benchmarkIndex of the host (scripts/bench/benchmark-index.ts). */
  benchmarkIndex: number;
  guidance: CpuGuidance | null;
  /** Whether the multiplier used lies inside the guidance range: only then are verdicts published. */
  comparable: boolean;
}

/** `--cpu-slowdown`: a number, or `guidance` (the calculator's multiplier for this machine, to a tenth). */
export function chosenSlowdown(option: string, benchmarkIndex: number): number | null {
  if (option === 'guidance') {
    const advised = cpuGuidance(benchmarkIndex)?.multiplier;
    return advised === undefined ? null : Math.round(advised * 10) / 10;
  }
  const n = Number(option);
  return Number.isFinite(n) && n >= 1 ? n : null;
}

export function describeMachine(benchmarkIndex: number, cpuSlowdown = CPU_SLOWDOWN): Machine {
  const guidance = cpuGuidance(benchmarkIndex);
  return {
    cores: cpus().length,
    cpuSlowdown,
    load: loadavg().map((n) => Math.round(n * 100) / 100),
    benchmarkIndex: Math.round(benchmarkIndex),
    guidance,
    comparable: guidance !== null && cpuSlowdown >= guidance.low && cpuSlowdown <= guidance.high,
  };
}

/** `judged`: the runs were at 4× and the audit gave the verdict, wherever the guidance lies. */
export function machineLine(m: Machine, judged = false): string {
  const advice = m.guidance
    ? `Lighthouse's guidance for it: ${m.guidance.multiplier.toFixed(1)}× (${m.guidance.low.toFixed(1)}–${m.guidance.high.toFixed(1)})`
    : 'below the range Lighthouse advises a multiplier for';
  const verdict = judged
    ? `${m.cpuSlowdown}×, Lighthouse's default: the audit's verdict`
    : m.comparable
      ? `${m.cpuSlowdown}× is inside it: verdicts published`
      : `${m.cpuSlowdown}× is outside it: figures only, no verdict (a faster machine reads every figure low, a slower one high)`;
  return `Machine: ${m.cores} cores, load ${m.load.join(' ')}, benchmarkIndex ${m.benchmarkIndex}; ${advice}; ${verdict}.`;
}
