/** Independent settlement arithmetic for property tests: exact bigint fractions, one truncation. */

import fc from 'fast-check';
import type { LegResult } from '../settlement';

/** Exact effective factor of a leg as a fraction of bigints, independent of the implementation. */
function factor(odds: number, result: LegResult): [bigint, bigint] {
  switch (result) {
    case 'won':
      return [BigInt(odds), 1000n];
    case 'lost':
      return [0n, 1n];
    case 'void':
      return [1n, 1n];
    case 'half_won':
      return [BigInt(odds) + 1000n, 2000n];
    case 'half_lost':
      return [1n, 2n];
  }
}

/** Combined odds in thousandths, truncated once, then the payout truncated: the spec's rule. */
export function exactPayout(stake: bigint, legs: { odds: number; result: LegResult }[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = factor(leg.odds, leg.result);
    num *= n;
    den *= d;
  }
  const thousandths = (num * 1000n) / den;
  return (stake * thousandths) / 1000n;
}

export function lexSubsets(n: number, k: number, start = 0): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let i = start; i <= n - k; i++) for (const rest of lexSubsets(n, k - 1, i + 1)) out.push([i, ...rest]);
  return out;
}

export const legResult = fc.constantFrom<LegResult>('won', 'lost', 'void', 'half_won', 'half_lost');
export const leg = fc.record({ odds: fc.integer({ min: 1001, max: 25_000 }), result: legResult });
export const stakeArb = fc.integer({ min: 1, max: 100_000_000 });
