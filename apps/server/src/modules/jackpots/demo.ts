import { type JackpotCreate, jackpotCreateSchema } from '@sportsbook/contracts/jackpots';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jackpots } from '../../db/schema/jackpots';
import { isUniqueViolation } from '../../db/sql-state';
import { createJackpot } from './service';

export const DEMO_JACKPOT_NAME = 'Sportsbook Jackpot';

/**
 * The demo jackpot (outside production, like the demo campaigns): EUR, 1% of every stake of 1 EUR or more, three
 * levels. The draws are rare on purpose, so other demo and end-to-end bets almost never hit by chance; the dev
 * control forces a hit when one is wanted.
 */
const DEMO_JACKPOT: JackpotCreate = jackpotCreateSchema.parse({
  name: DEMO_JACKPOT_NAME,
  currency: 'EUR',
  contribution_bp: 100,
  min_stake: 100,
  levels: [
    {
      code: 'mini',
      name: 'Mini',
      seed_amount: 5_000,
      must_drop_by: 50_000,
      hit_probability_ppm: 20,
      weight_bp: 6_000,
    },
    { code: 'major', name: 'Major', seed_amount: 50_000, hit_probability_ppm: 2, weight_bp: 3_000 },
    { code: 'mega', name: 'Mega', seed_amount: 500_000, hit_probability_ppm: 1, weight_bp: 1_000 },
  ],
});

/**
 * The demo jackpot as seeded: with `draws` off (`DEMO_JACKPOT_DRAWS=false`, the end-to-end runs) no level has a
 * chance or a must-drop amount, so only the dev control's forced hit pays it and no other spec's exact balance
 * check ever meets a random hit (ADR 034).
 */
export function demoJackpot(draws: boolean): JackpotCreate {
  if (draws) return DEMO_JACKPOT;
  return {
    ...DEMO_JACKPOT,
    levels: DEMO_JACKPOT.levels.map((level) => ({ ...level, must_drop_by: null, hit_probability_ppm: 0 })),
  };
}

/**
 * Seeds the demo jackpot once: a second start, or another node seeding at the same moment, leaves it as it is
 * (so `draws` is read when the data folder is new).
 */
export async function seedDemoJackpot(
  db: Database,
  { draws = true, at = new Date() }: { draws?: boolean; at?: Date } = {},
): Promise<void> {
  const [existing] = await db
    .select({ id: jackpots.id })
    .from(jackpots)
    .where(eq(jackpots.name, DEMO_JACKPOT_NAME));
  if (existing) return;
  try {
    await createJackpot(db, demoJackpot(draws), at);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}
