/** Probability distributions the pricing models share. */

/** P(X = k) for k = 0..max of a Poisson(mean); the tail beyond max is folded into max so the array sums to 1. */
export function poissonPmf(mean: number, max: number): number[] {
  const pmf: number[] = [];
  if (mean <= 0) {
    for (let k = 0; k <= max; k++) pmf.push(k === 0 ? 1 : 0);
    return pmf;
  }
  let p = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k <= max; k++) {
    pmf.push(p);
    total += p;
    p *= mean / (k + 1);
  }
  pmf[max] = (pmf[max] ?? 0) + Math.max(0, 1 - total);
  return pmf;
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26 on erf; error below 2e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** P(X > x) for X ~ N(mean, sd); a point mass when sd is 0. */
export function normalAbove(x: number, mean: number, sd: number): number {
  if (sd <= 1e-9) return mean > x ? 1 : 0;
  return 1 - normalCdf((x - mean) / sd);
}

/** P(X = k) for an integer-valued X approximated by N(mean, sd) with a continuity correction. */
export function normalAt(k: number, mean: number, sd: number): number {
  if (sd <= 1e-9) return Math.round(mean) === k ? 1 : 0;
  return normalCdf((k + 0.5 - mean) / sd) - normalCdf((k - 0.5 - mean) / sd);
}

/** A distribution over integers as value -> probability. */
export type IntDistribution = ReadonlyMap<number, number>;

export function distributionFrom(entries: Iterable<readonly [number, number]>): Map<number, number> {
  const dist = new Map<number, number>();
  for (const [value, p] of entries) if (p > 0) dist.set(value, (dist.get(value) ?? 0) + p);
  return dist;
}

/** Distribution of a Poisson(mean) count shifted by `offset`. */
export function shiftedPoisson(offset: number, mean: number, max = 14): Map<number, number> {
  return distributionFrom(poissonPmf(mean, max).map((p, k) => [offset + k, p] as const));
}
