/**
 * System bets: a "k of n" system is every combination of k selections out of n, each a combo line.
 *
 * Stake split (money is never created or lost): the total stake S is spread over L lines as
 * floor(S / L) each, and the first S mod L lines in lexicographic order carry one extra minor unit,
 * so the line stakes always sum to exactly S. A stake below L leaves some lines at 0; validation
 * refuses that (see `isSystemStakeEnough`).
 *
 * Size: the types offered are 2..n-1 of n, limited to MAX_SYSTEM_LINES lines so that pricing and
 * settlement, which walk every line, stay bounded.
 */

import { combineOdds, potentialReturn, saturate } from './odds';

export interface SystemType {
  totalCount: number;
  winCount: number;
}

/** A system type's id as the API writes it: "k/n" (2 of 3 is "2/3"). */
export const SYSTEM_ID_PATTERN = /^(\d{1,2})\/(\d{1,2})$/;

export function formatSystemId(type: SystemType): string {
  return `${type.winCount}/${type.totalCount}`;
}

/** The system type a "k/n" id names, or undefined for text that is not one (whether it fits a slip is separate). */
export function parseSystemId(id: string): SystemType | undefined {
  const match = SYSTEM_ID_PATTERN.exec(id);
  if (!match) return undefined;
  const winCount = Number(match[1]);
  const totalCount = Number(match[2]);
  return winCount > 0 && totalCount > 0 ? { winCount, totalCount } : undefined;
}

/** Largest number of lines a system type may have; larger types are not offered. */
export const MAX_SYSTEM_LINES = 10_000;

/** C(n, k) exactly (bigint inside; C(40, 20) is still a safe integer). */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  const r = Math.min(k, n - k);
  let result = 1n;
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - r + i)) / BigInt(i);
  return Number(result);
}

/** Every k-subset of 0..n-1 as ascending index lists, in lexicographic order, produced lazily. */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return;
  const indices = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield indices.slice();
    let i = k - 1;
    while (i >= 0 && indices[i] === n - k + i) i--;
    if (i < 0) return;
    indices[i] = (indices[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j++) indices[j] = (indices[j - 1] ?? 0) + 1;
  }
}

export function systemLineCount(type: SystemType): number {
  return binomial(type.totalCount, type.winCount);
}

/** A valid system for n selections: 2 <= k < n and no more than MAX_SYSTEM_LINES lines. */
export function isSystemTypeFor(type: SystemType, selectionCount: number): boolean {
  return (
    type.totalCount === selectionCount &&
    Number.isInteger(type.winCount) &&
    type.winCount >= 2 &&
    type.winCount < selectionCount &&
    systemLineCount(type) <= MAX_SYSTEM_LINES
  );
}

/** The system types offered for n selections, sorted by totalCount then winCount. */
export function systemTypesFor(selectionCount: number): SystemType[] {
  const types: SystemType[] = [];
  for (let k = 2; k < selectionCount; k++) {
    const type = { totalCount: selectionCount, winCount: k };
    if (isSystemTypeFor(type, selectionCount)) types.push(type);
  }
  return types.sort(compareSystemTypes);
}

export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

export function sameSystemType(a: SystemType | undefined, b: SystemType | undefined): boolean {
  return a !== undefined && b !== undefined && a.totalCount === b.totalCount && a.winCount === b.winCount;
}

/** Stake of the line at `index` (lexicographic position) when `totalStake` is split over `lines`. */
export function lineStake(totalStake: number, lines: number, index: number): number {
  const base = Math.floor(totalStake / lines);
  return index < totalStake % lines ? base + 1 : base;
}

/** Every line carries at least one minor unit. */
export function isSystemStakeEnough(totalStake: number, type: SystemType): boolean {
  return totalStake >= systemLineCount(type);
}

export interface SystemLine {
  /** Indices into the bet's selections. */
  legs: number[];
  stake: number;
  odds: number;
  potentialReturn: number;
}

/** The lines of a system bet with their stakes, combined odds and returns (all legs winning). */
export function systemLines(legOdds: readonly number[], type: SystemType, totalStake: number): SystemLine[] {
  const count = systemLineCount(type);
  const lines: SystemLine[] = [];
  let index = 0;
  for (const legs of combinations(legOdds.length, type.winCount)) {
    const odds = combineOdds(legs.map((i) => legOdds[i] ?? 0));
    const stake = lineStake(totalStake, count, index);
    lines.push({ legs, stake, odds, potentialReturn: potentialReturn(stake, odds) });
    index++;
  }
  return lines;
}

/** Highest return of a system bet: the sum over its lines with every selection winning. */
export function systemPotentialReturn(
  legOdds: readonly number[],
  type: SystemType,
  totalStake: number,
): number {
  const lines = systemLines(legOdds, type, totalStake);
  return saturate(lines.reduce((sum, line) => sum + BigInt(line.potentialReturn), 0n));
}

/**
 * A system bet's odds as one number (average line odds, truncated): what the slip shows as total
 * odds and what a stake derived from a wanted win is rescaled by.
 */
export function systemOdds(legOdds: readonly number[], type: SystemType): number {
  let sum = 0n;
  let count = 0n;
  for (const legs of combinations(legOdds.length, type.winCount)) {
    sum += BigInt(combineOdds(legs.map((i) => legOdds[i] ?? 0)));
    count++;
  }
  return count === 0n ? 0 : Number(sum / count);
}

/**
 * What a system bet may return once it wins at all: at least the smallest line's return (exactly `winCount`
 * selections win, the lowest-priced ones), at most every line (all selections win). The slip shows this range
 * instead of the average line odds, which no outcome pays.
 */
export function systemReturnRange(
  legOdds: readonly number[],
  type: SystemType,
  totalStake: number,
): { min: number; max: number } {
  const lines = systemLines(legOdds, type, totalStake);
  if (lines.length === 0) return { min: 0, max: 0 };
  const min = lines.reduce((low, line) => Math.min(low, line.potentialReturn), Number.MAX_SAFE_INTEGER);
  return { min, max: systemPotentialReturn(legOdds, type, totalStake) };
}
