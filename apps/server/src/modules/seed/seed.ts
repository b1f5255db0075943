import { CURRENCIES } from '@sportsbook/domain/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerLimits } from '../../db/schema/limits';
import { currencies } from '../../db/schema/system';
import { hasFreebets, issueFreebet } from '../bonuses';
import { activeExclusion } from '../limits';
import { findPlayerByEmail, insertPlayer } from '../player-records';
import { hashPassword } from '../players';
import { openAccount, postLedgerTransaction } from '../wallet';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoHunting } from './demo-hunting';

/** The operator configuration every fresh database starts with. Safe to run at every start. */
export async function seedOperatorConfiguration(db: Database): Promise<void> {
  await db
    .insert(currencies)
    .values(CURRENCIES.map((c) => ({ code: c.code, subunits: c.subunits, fiat: c.fiat })))
    .onConflictDoUpdate({
      target: currencies.code,
      set: { subunits: sql`excluded.subunits`, fiat: sql`excluded.fiat` },
    });
}

export interface DemoPlayer {
  email: string;
  password: string;
  /** What the account shows off, for the credentials printed at start. */
  description: string;
  currency: string;
  /** Opening balance in minor units. */
  balance: number;
  /** The freebet issued at seeding, minor units (min odds 1.500, valid 30 days). */
  freebet: number;
  country: string;
  statuses?: string[];
  pve?: boolean;
  /** Days of self-exclusion running from the seeding. */
  selfExcludedDays?: number;
}

/** The demo freebets' minimum odds (1.500). */
export const DEMO_FREEBET_MIN_ODDS = 1500;

/** Demo players seeded outside production (printed by `npm start`). All e-mails are confirmed. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  {
    email: 'demo@example.com',
    password: 'demo-pass-1',
    description: 'player with 1,000.00 EUR and a 5.00 EUR freebet',
    currency: 'EUR',
    balance: 100_000,
    freebet: 500,
    country: 'DE',
  },
  {
    email: 'second@example.com',
    password: 'demo-pass-1',
    description: 'a second player with 1,000.00 EUR (two sessions side by side)',
    currency: 'EUR',
    balance: 100_000,
    freebet: 500,
    country: 'DE',
  },
  {
    email: 'btc@example.com',
    password: 'demo-pass-1',
    description: 'crypto player with 0.05 BTC',
    currency: 'BTC',
    balance: 5_000_000,
    freebet: 50_000,
    country: 'DE',
  },
  {
    email: 'pve@example.com',
    password: 'demo-pass-1',
    description: 'Serasa pve player (may not bet) with 500.00 BRL',
    currency: 'BRL',
    balance: 50_000,
    freebet: 500,
    country: 'BR',
    pve: true,
  },
  {
    email: 'excluded@example.com',
    password: 'demo-pass-1',
    description: 'self-excluded player (sign-in refused)',
    currency: 'EUR',
    balance: 2_000,
    freebet: 500,
    country: 'DE',
    selfExcludedDays: 180,
  },
  {
    email: 'freebet@example.com',
    password: 'demo-pass-1',
    description: 'player with 100.00 EUR and a 5.00 EUR freebet to try',
    currency: 'EUR',
    balance: 10_000,
    freebet: 500,
    country: 'DE',
  },
  {
    email: 'bonuses@example.com',
    password: 'demo-pass-1',
    description:
      'player with 100.00 EUR and a bonus of every kind (freebets, comboboost; promo code WELCOME10)',
    currency: 'EUR',
    balance: 10_000,
    freebet: 500,
    country: 'DE',
  },
  {
    email: 'spitest@example.com',
    password: 'demo-pass-1',
    description: 'spi_test player with the test quick deposit, 10.00 EUR',
    currency: 'EUR',
    balance: 1_000,
    freebet: 500,
    country: 'DE',
    statuses: ['spi_test'],
  },
  {
    email: 'lootbox@example.com',
    password: 'demo-pass-1',
    description: 'player with 100.00 EUR whose settled bets earn loot box chests',
    currency: 'EUR',
    balance: 10_000,
    freebet: 500,
    country: 'DE',
  },
];

/**
 * Creates the demo players with their opening balances. Idempotent: existing players are left alone and the
 * opening balance is a ledger posting with a fixed reference, so it is paid once.
 */
export async function seedDemoPlayers(db: Database, now: Date = new Date()): Promise<void> {
  for (const demo of DEMO_PLAYERS) {
    const existing = await findPlayerByEmail(db, demo.email);
    const playerId =
      existing?.id ??
      (await insertPlayer(db, {
        email: demo.email,
        passwordHash: await hashPassword(demo.password),
        currency: demo.currency,
        country: demo.country,
        locale: 'en',
        marketingTags: {},
        createdAt: now,
        emailConfirmedAt: now,
        firstName: 'Demo',
        lastName: demo.email.split('@')[0] ?? 'Player',
        dateOfBirth: '1990-01-01',
        statuses: demo.statuses ?? [],
        pve: demo.pve ?? false,
      })) ??
      (await findPlayerByEmail(db, demo.email))?.id;
    if (playerId === undefined) throw new Error(`Could not seed ${demo.email}`);
    await openAccount(db, { playerId }, demo.currency);
    const posting = await postLedgerTransaction(db, {
      kind: 'adjustment',
      currency: demo.currency,
      reference: `seed:${demo.email}:${demo.currency}`,
      entries: [
        { account: { house: 'operator' }, amount: -demo.balance },
        { account: { playerId }, amount: demo.balance },
      ],
      metadata: { reason: 'demo opening balance' },
      at: now,
    });
    if (!posting.ok) throw new Error(`Could not fund ${demo.email}`);
    if (!(await hasFreebets(db, playerId))) {
      await issueFreebet(db, {
        playerId,
        currency: demo.currency,
        amount: demo.freebet,
        minOdds: DEMO_FREEBET_MIN_ODDS,
        validTo: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
        issuedAt: now,
      });
    }
    if (demo.selfExcludedDays && !(await activeExclusion(db, playerId, now))) {
      await db.insert(playerLimits).values({
        playerId,
        type: 'selfexclusion',
        status: 'active',
        value: demo.selfExcludedDays,
        endsAt: new Date(now.getTime() + demo.selfExcludedDays * 24 * 3600 * 1000),
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await seedDemoCampaigns(db, now);
  await seedDemoHunting(db, now);
}
