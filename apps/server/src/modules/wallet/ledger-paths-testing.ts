import type { Database } from '../../db/client';
import { writeWithBonuses } from '../betting/placement-freebets';
import { type PlacementWrite, writePlacements } from '../betting/placement-sql';
import { type LedgerPosting, postLedgerBatch, postLedgerTransaction } from './ledger';
import { betsInPlayAccount, betsInPlayShard, openAccount } from './ledger-accounts';

/** One stake: a posting of its own, player -> the player's bets_in_play shard. */
export interface TestStake {
  reference: string;
  amount: number;
}

/**
 * One way into the ledger, driven the same way for the invariant suite: `stake` posts a player's stakes all or
 * nothing and answers whether they were posted or refused for want of funds; anything else (a reused reference,
 * an account past the ledger limit) throws with nothing written.
 */
export interface PostingPath {
  name: string;
  stake(
    db: Database,
    playerId: number,
    currency: string,
    stakes: readonly TestStake[],
  ): Promise<'posted' | 'refused'>;
}

const stakePosting = (playerId: number, currency: string, stake: TestStake): LedgerPosting => ({
  kind: 'bet_stake',
  currency,
  reference: stake.reference,
  entries: [
    { account: { playerId }, amount: -stake.amount },
    { account: betsInPlayAccount(playerId), amount: stake.amount },
  ],
});

class Refused extends Error {}

/** A placement of singles on one selection whose bets carry the stakes (the placement paths' input). */
function placementOf(
  matchId: number,
  playerId: number,
  currency: string,
  stakes: readonly TestStake[],
): PlacementWrite {
  return {
    playerId,
    currency,
    shard: betsInPlayShard(playerId),
    deviceId: null,
    quick: false,
    acceptMode: 'none',
    at: new Date(),
    bets: stakes.map((stake) => ({
      // The key follows the reference: a reposted reference is also a reused idempotency key.
      idempotencyKey: `key:${stake.reference}`,
      reference: stake.reference,
      ref: `T-${stake.reference}`,
      type: 'single',
      systemWinCount: null,
      systemTotalCount: null,
      freebetId: null,
      bonusType: null,
      boost: null,
      status: 'waiting_results',
      stake: stake.amount,
      odds: 1850,
      potentialReturn: Math.floor((stake.amount * 1850) / 1000),
      isVip: false,
      acceptAfter: null,
      selections: [{ matchId, marketId: 1, specifier: '', outcomeId: '1', odds: 1850 }],
    })),
  };
}

/** Every way a posting reaches the ledger; `matchId` reads a match the placement paths' bets may name. */
export function postingPaths(matchId: () => number): PostingPath[] {
  return [
    {
      name: 'postLedgerTransaction (one posting)',
      async stake(db, playerId, currency, stakes) {
        try {
          await db.transaction(async (tx) => {
            for (const stake of stakes) {
              const posted = await postLedgerTransaction(tx, stakePosting(playerId, currency, stake));
              if (!posted.ok) throw new Refused();
            }
          });
          return 'posted';
        } catch (error) {
          if (error instanceof Refused) return 'refused';
          throw error;
        }
      },
    },
    {
      name: 'postLedgerBatch (settlement)',
      async stake(db, playerId, currency, stakes) {
        const result = await postLedgerBatch(db, [stakes.map((s) => stakePosting(playerId, currency, s))]);
        return result.groups[0]?.ok ? 'posted' : 'refused';
      },
    },
    {
      name: 'playerDebitStatement (placement statement)',
      async stake(db, playerId, currency, stakes) {
        // The statement posts to shards that exist; placement opens them before it runs.
        await openAccount(db, betsInPlayAccount(playerId), currency);
        const [result] = await writePlacements(db, [placementOf(matchId(), playerId, currency, stakes)]);
        return result?.ok ? 'posted' : 'refused';
      },
    },
    {
      name: 'writeWithBonuses (bonus placement)',
      async stake(db, playerId, currency, stakes) {
        const result = await writeWithBonuses(db, placementOf(matchId(), playerId, currency, stakes), []);
        return result.ok ? 'posted' : 'refused';
      },
    },
  ];
}
