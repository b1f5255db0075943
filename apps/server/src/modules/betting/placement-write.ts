import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { PLAYER_DEBIT_PARAMS, playerDebitCtes, playerDebitParams } from '../wallet/ledger-statement';
import type { BetRow } from './repository';

/** One bet to store, its stake taken from the player's account by its own ledger posting. */
export interface NewBet {
  /** The request's idempotency key with the bet's index (`key#0`), UNIQUE per player. */
  idempotencyKey: string;
  /** The stake posting's reference, unique in the ledger. */
  reference: string;
  ref: string;
  type: BetRow['type'];
  systemWinCount: number | null;
  systemTotalCount: number | null;
  status: BetRow['status'];
  stake: number;
  odds: number;
  potentialReturn: number;
  isVip: boolean;
  acceptAfter: Date | null;
  selections: readonly {
    matchId: number;
    marketId: number;
    specifier: string;
    outcomeId: string;
    odds: number;
  }[];
}

export interface PlacementWrite {
  playerId: number;
  currency: string;
  /** The bets_in_play shard credited with the stakes. */
  shard: number;
  deviceId: string | null;
  quick: boolean;
  acceptMode: OddsAcceptMode;
  at: Date;
  bets: readonly NewBet[];
}

export type PlacementWriteResult =
  | { ok: true; betIds: Map<string, number>; balance: number }
  | { ok: false; balance: number; required: number };

// Parameters after the ledger's: the request, then one array per bet column, then one per selection column.
const $ = (offset: number) => `$${PLAYER_DEBIT_PARAMS + 1 + offset}`;

const placeStatement = preparedStatement(
  'betting_place_bets',
  `WITH ${playerDebitCtes(1)},
  bet_input AS (
    SELECT * FROM unnest(${$(6)}::text[], ${$(7)}::text[], ${$(8)}::text[], ${$(9)}::text[], ${$(10)}::smallint[],
      ${$(11)}::smallint[], ${$(12)}::text[], ${$(13)}::bigint[], ${$(14)}::bigint[], ${$(15)}::bigint[],
      ${$(16)}::boolean[], ${$(17)}::timestamptz[])
      AS b (reference, idempotency_key, ref, type, system_win_count, system_total_count, status, stake, odds,
        potential_return, is_vip, accept_after)
  ),
  bet_row AS (
    INSERT INTO bets (player_id, ref, type, system_win_count, system_total_count, status, stake, currency, odds,
      potential_return, is_vip, idempotency_key, device_id, quick, accept_mode, accept_after, created_at)
    SELECT ${$(0)}::int, b.ref, b.type, b.system_win_count, b.system_total_count, b.status, b.stake,
      ${$(1)}::text, b.odds, b.potential_return, b.is_vip, b.idempotency_key, ${$(2)}::text, ${$(3)}::boolean,
      ${$(4)}::text, b.accept_after, ${$(5)}::timestamptz
    FROM bet_input b JOIN ledger_tx t ON t.reference = b.reference
    RETURNING id, idempotency_key
  ),
  selection_input AS (
    SELECT * FROM unnest(${$(18)}::text[], ${$(19)}::smallint[], ${$(20)}::int[], ${$(21)}::int[],
      ${$(22)}::text[], ${$(23)}::text[], ${$(24)}::int[])
      AS s (idempotency_key, position, match_id, market_id, specifier, outcome_id, odds)
  ),
  selection_row AS (
    INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds)
    SELECT b.id, s.position, s.match_id, s.market_id, s.specifier, s.outcome_id, s.odds
    FROM selection_input s JOIN bet_row b ON b.idempotency_key = s.idempotency_key
    RETURNING id
  )
  SELECT
    (SELECT balance FROM ledger_locked WHERE kind = 'player') AS balance_before,
    (SELECT balance FROM ledger_debit) AS balance,
    (SELECT json_agg(json_build_object('id', id, 'key', idempotency_key)) FROM bet_row) AS bets,
    (SELECT count(*) FROM selection_row) AS selections,
    (SELECT count(*) FROM ledger_entry) AS entries`,
  z.object({
    balance_before: z.coerce.number().nullable(),
    balance: z.coerce.number().nullable(),
    bets: z.array(z.object({ id: z.coerce.number(), key: z.string() })).nullable(),
    selections: z.coerce.number(),
    entries: z.coerce.number(),
  }),
);

/**
 * Stores the bets and posts their stakes (player -> bets_in_play, `bet_stake`) in ONE statement, all or nothing:
 * no round trip happens while the house account's row is locked (see playerDebitCtes). Answers `ok: false` with
 * the balance when it does not cover the stakes (nothing changed). A key or reference used before fails the
 * statement with a unique violation (23505), also changing nothing.
 */
export async function writePlacement(db: Database, write: PlacementWrite): Promise<PlacementWriteResult> {
  const { bets } = write;
  const ledger = playerDebitParams({
    kind: 'bet_stake',
    currency: write.currency,
    playerId: write.playerId,
    house: 'bets_in_play',
    shard: write.shard,
    at: write.at,
    postings: bets.map((bet) => ({
      reference: bet.reference,
      amount: bet.stake,
      metadata: { idempotencyKey: bet.idempotencyKey },
    })),
  });
  const legs = bets.flatMap((bet) =>
    bet.selections.map((s, position) => ({ ...s, position, key: bet.idempotencyKey })),
  );
  const [row] = await placeStatement(db, [
    ...ledger,
    write.playerId,
    write.currency,
    write.deviceId,
    write.quick,
    write.acceptMode,
    write.at.toISOString(),
    bets.map((b) => b.reference),
    bets.map((b) => b.idempotencyKey),
    bets.map((b) => b.ref),
    bets.map((b) => b.type),
    bets.map((b) => b.systemWinCount),
    bets.map((b) => b.systemTotalCount),
    bets.map((b) => b.status),
    bets.map((b) => b.stake),
    bets.map((b) => b.odds),
    bets.map((b) => b.potentialReturn),
    bets.map((b) => b.isVip),
    bets.map((b) => b.acceptAfter?.toISOString() ?? null),
    legs.map((s) => s.key),
    legs.map((s) => s.position),
    legs.map((s) => s.matchId),
    legs.map((s) => s.marketId),
    legs.map((s) => s.specifier),
    legs.map((s) => s.outcomeId),
    legs.map((s) => s.odds),
  ]);
  if (!row) throw new Error('placement statement answered no row');
  const required = bets.reduce((sum, bet) => sum + bet.stake, 0);
  if (row.balance === null) return { ok: false, balance: row.balance_before ?? 0, required };
  const placed = row.bets ?? [];
  // The parts select from one another, so they happen together; a mismatch would be a bug in this statement.
  if (placed.length !== bets.length || row.selections !== legs.length || row.entries !== 2 * bets.length) {
    throw new Error(
      `placement statement wrote ${placed.length} bets, ${row.selections} selections, ${row.entries} entries`,
    );
  }
  return { ok: true, betIds: new Map(placed.map((bet) => [bet.key, bet.id])), balance: row.balance };
}
