import { findCurrency, LEDGER_LIMIT } from './money';

/**
 * Share-bet codes (spec part 2 §3 "share code", §4, §5; ADR 030): a slip saved under a short code a player can read
 * aloud and type. The alphabet leaves out 0/O, 1/I/L, which are misread for one another.
 */
export const SHARE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHARE_CODE_LENGTH = 8;
/** A code and its pattern as stored and checked: eight characters of the alphabet, upper case. */
export const SHARE_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;
/** How long a shared slip stays readable: long enough for a weekend's matches, short for a slip's prices. */
export const SHARE_CODE_TTL_DAYS = 30;
export const SHARE_CODE_TTL_MS = SHARE_CODE_TTL_DAYS * 24 * 3600 * 1000;
/** The query parameter a shared link carries (`/{locale}?shareCode=CODE`, spec part 1 §2). */
export const SHARE_CODE_PARAM = 'shareCode';

/** A code typed by a person: surrounding spaces dropped, lower case read as upper case. */
export function normalizeShareCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isShareCode(code: string): boolean {
  return SHARE_CODE_PATTERN.test(code);
}

/** A random code; `randomIndex(n)` answers a uniform integer in [0, n) (the server passes crypto's randomInt). */
export function randomShareCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++)
    code += SHARE_CODE_ALPHABET[randomIndex(SHARE_CODE_ALPHABET.length)];
  return code;
}

/**
 * A shared stake in another currency. The product keeps no exchange rates; its one statement of what currencies
 * are worth against each other is the deposit maximum, set to about the same value in each currency (money.ts).
 * Its ratio converts a suggested stake, never money: the stake of a shared slip is a suggestion the player
 * confirms. Rounded half up to the target's minor unit, at least one when the source stake was not zero.
 * At most the ledger limit. Undefined for a currency the product does not know.
 */
export function convertSharedStake(minor: number, from: string, to: string): number | undefined {
  const source = findCurrency(from);
  const target = findCurrency(to);
  if (!source || !target) return undefined;
  if (source.code === target.code || minor === 0) return minor;
  const scaled = BigInt(minor) * BigInt(target.maxDeposit);
  const divisor = BigInt(source.maxDeposit);
  const converted = (scaled * 2n + divisor) / (divisor * 2n);
  // No stake is larger than any balance can be; a larger one would also leave the safe-integer range.
  return Number(converted > BigInt(LEDGER_LIMIT) ? BigInt(LEDGER_LIMIT) : converted > 0n ? converted : 1n);
}
