/**
 * Loot boxes (spec part 2 §1, §3 "Loot box ranks", §9): a settled bet that meets a loot box campaign earns a chest;
 * opening it draws a prize from the campaign's table. The chest's place (1, 2, 3) is the campaign tier the bet's
 * stake reached, its win or loss variant the bet's result; together they are the rank `place1Win` … `place3Lose`,
 * which picks the chest image (small, medium, large by place 1, 2, 3+; ADR 028, "Loot boxes, AMB, predictions").
 */

export const LOOTBOX_PLACES = [1, 2, 3] as const;
export type LootboxPlace = (typeof LOOTBOX_PLACES)[number];

/** The variant of a chest: the earning bet won or lost. */
export const LOOTBOX_RESULTS = ['win', 'lose'] as const;
export type LootboxResult = (typeof LOOTBOX_RESULTS)[number];

/** Every rank of the spec, best place first. */
export const LOOTBOX_RANKS = [
  'place1Win',
  'place1Lose',
  'place2Win',
  'place2Lose',
  'place3Win',
  'place3Lose',
] as const;
export type LootboxRank = (typeof LOOTBOX_RANKS)[number];

/** A box's own status: `active` until opened (the list's default filter, spec part 2 §9), then `opened`. */
export const LOOTBOX_STATUSES = ['active', 'opened'] as const;
export type LootboxStatus = (typeof LOOTBOX_STATUSES)[number];
export const LOOTBOX_DEFAULT_STATUS: LootboxStatus = 'active';

export const CHEST_SIZES = ['small', 'medium', 'large'] as const;
export type ChestSize = (typeof CHEST_SIZES)[number];

/** At most this many tiers (places) a campaign has, and prizes in one table. */
export const LOOTBOX_MAX_PRIZES = 20;
/** A prize's weight is a whole number in 1..LOOTBOX_MAX_WEIGHT. */
export const LOOTBOX_MAX_WEIGHT = 1_000_000;

export function lootboxRank(place: LootboxPlace, result: LootboxResult): LootboxRank {
  return `place${place}${result === 'win' ? 'Win' : 'Lose'}`;
}

/** Small, medium or large by rank 1, 2, 3+ (spec part 2 §9). */
export function chestSize(place: number): ChestSize {
  if (place <= 1) return 'small';
  return place === 2 ? 'medium' : 'large';
}

/** The chest image's file name under the web's `/images/lootboxes/`: size, variant and whether it is open. */
export function chestImage(rank: LootboxRank, opened: boolean): string {
  const place = Number(rank.charAt(5));
  const variant = rank.endsWith('Win') ? 'win' : 'lose';
  return `chest-${chestSize(place)}-${variant}${opened ? '-open' : ''}.svg`;
}

/** A tier: the smallest stake (minor units, per currency) that earns a chest of this place. */
export interface LootboxTier {
  minStake: Readonly<Record<string, number>>;
}

/**
 * The place a stake earns: the highest tier (tiers are listed from place 1 up) whose minimum in the bet's
 * currency the stake reaches; null when it reaches none or no tier names the currency.
 */
export function lootboxPlace(
  tiers: readonly LootboxTier[],
  stake: number,
  currency: string,
): LootboxPlace | null {
  let place: LootboxPlace | null = null;
  for (const [index, tier] of tiers.slice(0, LOOTBOX_PLACES.length).entries()) {
    const min = tier.minStake[currency];
    if (min !== undefined && stake >= min) place = LOOTBOX_PLACES[index] ?? null;
  }
  return place;
}

/** One line of a prize table: its weight, and the freebet campaign it issues (null: the chest is empty). */
export interface LootboxPrize {
  weight: number;
  campaignId: number | null;
}

/**
 * The draw's number from a seed given as hex (the server's HMAC of the box id): its first 48 bits. 48 bits keep
 * the modulo's bias under 2^-28 for any weight total up to LOOTBOX_MAX_PRIZES * LOOTBOX_MAX_WEIGHT.
 */
export function seedNumber(seedHex: string): number {
  if (!/^[0-9a-f]{12,}$/i.test(seedHex)) throw new Error('a draw seed is at least 12 hex digits');
  return Number.parseInt(seedHex.slice(0, 12), 16);
}

/**
 * The prize a seed draws: each line with a chance of its weight over the total. The same seed and table always
 * draw the same line, so anyone holding the secret can audit a draw.
 */
export function drawPrize(prizes: readonly LootboxPrize[], seedHex: string): LootboxPrize {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('a prize table needs a positive total weight');
  let ticket = seedNumber(seedHex) % total;
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('unreachable: the ticket is below the total');
}
