import type { LegResult } from '@sportsbook/domain/settlement';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betSelections, bets } from '../../db/schema/betting';
import { marketResults } from '../../db/schema/catalogue';
import { postLedgerTransaction } from '../wallet/ledger';
import { betsInPlayAccount } from '../wallet/ledger-accounts';

export interface TestLeg {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
  odds: number;
}

export interface TestBet {
  playerId: number;
  type: 'single' | 'combo' | 'system';
  stake: number;
  legs: readonly TestLeg[];
  system?: { winCount: number; totalCount: number };
}

let counter = 0;

/**
 * An accepted open bet as placement leaves it (status waiting_results, stake moved to bets_in_play), written
 * directly so settlement tests can choose any legs and system types without the placement rules.
 */
export async function insertOpenBet(db: Database, bet: TestBet): Promise<number> {
  const key = `settlement-test-${process.pid}-${Date.now()}-${++counter}`;
  const [row] = await db
    .insert(bets)
    .values({
      playerId: bet.playerId,
      ref: key,
      type: bet.type,
      systemWinCount: bet.system?.winCount ?? null,
      systemTotalCount: bet.system?.totalCount ?? null,
      status: 'waiting_results',
      stake: bet.stake,
      currency: 'EUR',
      odds: 2000,
      potentialReturn: bet.stake * 2,
      idempotencyKey: key,
      createdAt: new Date(),
    })
    .returning({ id: bets.id });
  if (!row) throw new Error('bet not inserted');
  await db
    .insert(betSelections)
    .values(bet.legs.map((leg, position) => ({ betId: row.id, position, ...leg })));
  const posting = await postLedgerTransaction(db, {
    kind: 'bet_stake',
    currency: 'EUR',
    reference: `bet:${bet.playerId}:${key}`,
    entries: [
      { account: { playerId: bet.playerId }, amount: -bet.stake },
      { account: betsInPlayAccount(bet.playerId), amount: bet.stake },
    ],
    metadata: { betId: row.id },
  });
  if (!posting.ok) throw new Error('stake not covered');
  return row.id;
}

/** Stores an outcome's result as the feed ingestor does (an upsert); the trigger enqueues the market. */
export async function storeResult(db: Database, leg: TestLeg, result: LegResult): Promise<void> {
  await db
    .insert(marketResults)
    .values({ ...leg, result, certainty: 'confirmed' })
    .onConflictDoUpdate({
      target: [
        marketResults.matchId,
        marketResults.marketId,
        marketResults.specifier,
        marketResults.outcomeId,
      ],
      set: { result: sql`excluded.result` },
    });
}

/** Removes a market's results as the feed's rollback does; the trigger enqueues the market. */
export async function removeResults(db: Database, leg: TestLeg): Promise<void> {
  await db.execute(sql`DELETE FROM market_results WHERE match_id = ${leg.matchId}
    AND market_id = ${leg.marketId} AND specifier = ${leg.specifier}`);
}
