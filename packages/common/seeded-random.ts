/**
 * Deterministic pseudo-random numbers (mulberry32): the same seed gives the same sequence on
 * every machine, for the benchmark's synthetic pages (scripts/bench/) and the audit's seeded test sweeps
 * (audit/test/settled.test.ts).
 */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
