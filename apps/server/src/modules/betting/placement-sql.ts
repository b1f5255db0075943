import type { BetBonusType } from '@sportsbook/contracts/bonuses';
import type { ComboboostRange } from '@sportsbook/domain/comboboost';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import type { OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { type ArrayColumn, StatementParams } from '../../db/statement-params';
import { playerDebitStatement } from '../wallet';
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
  /** The freebet paying the stake (written by placement-freebets, never by the batched statement). */
  freebetId: number | null;
  /** The bonus the bet is placed with (a freebet's kind, or comboboost); null for none. */
  bonusType: BetBonusType | null;
  /** The comboboost boosting a combo, with what settlement needs of it; null for none. */
  boost: PlacedComboboost | null;
  /** Feeds an open jackpot: stored waiting for the jackpot drain (ADR 042). Placement sets it once it has read them. */
  feedsJackpot?: boolean;
  selections: readonly {
    matchId: number;
    marketId: number;
    specifier: string;
    outcomeId: string;
    odds: number;
    /** A boosted combo's leg: whether it counted towards the range at placement; null or absent without a boost. */
    boostQualifying?: boolean | null;
  }[];
}

/** A comboboost a combo is placed with: the issued bonus, the bonus odds granted and the ranges they came from. */
export interface PlacedComboboost {
  comboboostId: number;
  bonusOdds: number;
  ranges: ComboboostRange[];
}

/** The bets of one placement request: stored with their stakes posted, all of them or none. */
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
  | { ok: false; balance: number; required: number }
  /** A leg's market stopped taking bets (a bet stop, a result) after the bets were checked: nothing written. */
  | { ok: false; closed: true };

/** One bet of a batch with its placement, as the statement reads it (`bet_input`). */
type BetInput = NewBet & { write: PlacementWrite };
/** One selection of a bet, as the statement reads it (`selection_input`). */
type SelectionInput = NewBet['selections'][number] & { position: number; bet: BetInput };

const BET_COLUMNS = [
  ['player_id', 'int', (b) => b.write.playerId],
  ['reference', 'text', (b) => b.reference],
  ['idempotency_key', 'text', (b) => b.idempotencyKey],
  ['ref', 'text', (b) => b.ref],
  ['type', 'text', (b) => b.type],
  ['system_win_count', 'smallint', (b) => b.systemWinCount],
  ['system_total_count', 'smallint', (b) => b.systemTotalCount],
  ['status', 'text', (b) => b.status],
  ['stake', 'bigint', (b) => b.stake],
  ['odds', 'bigint', (b) => b.odds],
  ['potential_return', 'bigint', (b) => b.potentialReturn],
  ['is_vip', 'boolean', (b) => b.isVip],
  ['accept_after', 'timestamptz', (b) => b.acceptAfter?.toISOString() ?? null],
  ['device_id', 'text', (b) => b.write.deviceId],
  ['quick', 'boolean', (b) => b.write.quick],
  ['accept_mode', 'text', (b) => b.write.acceptMode],
  ['created_at', 'timestamptz', (b) => b.write.at.toISOString()],
  ['feeds_jackpot', 'boolean', (b) => b.feedsJackpot === true],
] as const satisfies readonly ArrayColumn<BetInput>[];

const SELECTION_COLUMNS = [
  ['player_id', 'int', (s) => s.bet.write.playerId],
  ['idempotency_key', 'text', (s) => s.bet.idempotencyKey],
  ['position', 'smallint', (s) => s.position],
  ['match_id', 'int', (s) => s.matchId],
  ['market_id', 'int', (s) => s.marketId],
  ['specifier', 'text', (s) => s.specifier],
  ['outcome_id', 'text', (s) => s.outcomeId],
  ['odds', 'int', (s) => s.odds],
] as const satisfies readonly ArrayColumn<SelectionInput>[];

// Every parameter is handed out by one StatementParams from the column lists above: no position is written by hand.
const params = new StatementParams();
const ledger = playerDebitStatement(params, { excludedPlayers: 'closed_player' });
const betInput = params.columns('b', BET_COLUMNS);
const selectionInput = params.columns('s', SELECTION_COLUMNS);

const placeStatement = preparedStatement(
  'betting_place_bets',
  `WITH selection_input AS (SELECT * FROM ${selectionInput.sql}),
  -- The legs' markets still taking bets, locked FOR KEY SHARE: the feed locks a market FOR UPDATE before it
  -- stops or settles it (feed/ingest-event-handlers.ts), so its result commits after this statement, or this
  -- statement sees the market closed: the row is re-read at its newest committed version when it changed after the
  -- statement began, and SKIP LOCKED passes over a market the feed is closing right now (the bet is refused, never
  -- waits on the feed's batch). Price updates take a weaker lock that does not conflict with this one.
  leg_market AS MATERIALIZED (
    SELECT m.match_id, m.market_id, m.specifier, m.outcomes
    FROM (SELECT DISTINCT match_id, market_id, specifier FROM selection_input) s
    CROSS JOIN LATERAL (
      SELECT * FROM markets
      WHERE match_id = s.match_id AND market_id = s.market_id AND specifier = s.specifier
        AND status = ${MARKET_STATUS.active}
      LIMIT 1
      FOR KEY SHARE SKIP LOCKED) m
  ),
  closed_player AS (
    SELECT DISTINCT s.player_id FROM selection_input s
    WHERE NOT EXISTS (
      SELECT 1 FROM leg_market m, jsonb_array_elements(m.outcomes) o
      WHERE m.match_id = s.match_id AND m.market_id = s.market_id AND m.specifier = s.specifier
        AND o->>'id' = s.outcome_id AND (o->>'active')::boolean)
  ),
  ${ledger.ctes},
  bet_input AS (SELECT * FROM ${betInput.sql}),
  bet_row AS (
    INSERT INTO bets (player_id, ref, type, system_win_count, system_total_count, status, stake, currency, odds,
      potential_return, is_vip, idempotency_key, device_id, quick, accept_mode, accept_after, created_at,
      accepted_at)
    SELECT b.player_id, b.ref, b.type, b.system_win_count, b.system_total_count, b.status, b.stake, ${ledger.currency},
      b.odds, b.potential_return, b.is_vip, b.idempotency_key, b.device_id, b.quick, b.accept_mode,
      b.accept_after, b.created_at, CASE WHEN b.status = 'submitted' THEN NULL ELSE b.created_at END
    FROM bet_input b JOIN ledger_tx t ON t.reference = b.reference
    RETURNING id, player_id, idempotency_key
  ),
  selection_row AS (
    INSERT INTO bet_selections (bet_id, position, match_id, market_id, specifier, outcome_id, odds)
    SELECT r.id, s.position, s.match_id, s.market_id, s.specifier, s.outcome_id, s.odds
    FROM selection_input s JOIN bet_row r ON r.player_id = s.player_id AND r.idempotency_key = s.idempotency_key
    RETURNING bet_id
  ),
  -- A bet feeding a jackpot waits for the jackpot drain (ADR 042); a data-modifying CTE runs though nothing reads it.
  jackpot_row AS (
    INSERT INTO jackpot_pending_bets (bet_id, created_at)
    SELECT r.id, b.created_at
    FROM bet_row r JOIN bet_input b ON b.player_id = r.player_id AND b.idempotency_key = r.idempotency_key
    WHERE b.feeds_jackpot
  ),
  -- What was written, counted once per statement and joined to the placements: a subquery per placement would
  -- scan every written row again for each of them, so a batch of n placements cost n² (n³ for the entries'
  -- joins), and the larger batches a backlog brings would be slower per bet instead of faster.
  placed AS (
    SELECT r.player_id, json_agg(json_build_object('id', r.id, 'key', r.idempotency_key)) AS bets
    FROM bet_row r GROUP BY r.player_id
  ),
  placed_selections AS (
    SELECT r.player_id, count(*) AS selections
    FROM selection_row s JOIN bet_row r ON r.id = s.bet_id GROUP BY r.player_id
  ),
  posted_entries AS (
    SELECT p.idx, count(*) AS entries
    FROM ledger_entry e JOIN ledger_tx t ON t.id = e.transaction_id JOIN ledger_posting p ON p.reference = t.reference
    GROUP BY p.idx
  )
  SELECT g.idx, l.balance AS balance_before, d.balance, b.bets, COALESCE(s.selections, 0) AS selections,
    COALESCE(e.entries, 0) AS entries,
    EXISTS (SELECT 1 FROM closed_player c WHERE c.player_id = g.player_id) AS closed
  FROM ledger_group g
  LEFT JOIN ledger_locked l ON l.kind = 'player' AND l.player_id = g.player_id
  LEFT JOIN ledger_debit d ON d.idx = g.idx
  LEFT JOIN placed b ON b.player_id = g.player_id
  LEFT JOIN placed_selections s ON s.player_id = g.player_id
  LEFT JOIN posted_entries e ON e.idx = g.idx`,
  z.object({
    idx: z.coerce.number(),
    balance_before: z.coerce.number().nullable(),
    balance: z.coerce.number().nullable(),
    bets: z.array(z.object({ id: z.coerce.number(), key: z.string() })).nullable(),
    selections: z.coerce.number(),
    entries: z.coerce.number(),
    closed: z.boolean(),
  }),
);

/**
 * Stores the bets of several placements (at most one per player, all in one currency) and posts their stakes
 * (player -> bets_in_play shard, `bet_stake`) in ONE statement. Each placement is all or nothing on its own: one
 * whose balance does not cover its stakes answers `ok: false` with the balance and changes nothing, the others
 * are stored. One whose leg's market stopped taking bets since it was checked answers `closed` and changes nothing.
 * A key or reference used before fails the whole statement with a unique violation (23505).
 */
export async function writePlacements(
  db: Database,
  writes: readonly PlacementWrite[],
): Promise<PlacementWriteResult[]> {
  const [first] = writes;
  if (!first) return [];
  if (writes.some((w) => w.currency !== first.currency)) throw new Error('one currency per placement batch');
  if (writes.some((w) => w.bets.some((bet) => bet.bonusType !== null))) {
    throw new Error('bets with a bonus are written by writeWithBonuses');
  }
  const bets = writes.flatMap((write) => write.bets.map((bet) => ({ ...bet, write })));
  const legs = bets.flatMap((bet) => bet.selections.map((s, position) => ({ ...s, position, bet })));
  const ledgerValues = ledger.values({
    kind: 'bet_stake',
    currency: first.currency,
    house: 'bets_in_play',
    groups: writes.map((write) => ({
      playerId: write.playerId,
      at: write.at,
      shard: write.shard,
      postings: write.bets.map((bet) => ({
        reference: bet.reference,
        amount: bet.stake,
        metadata: { idempotencyKey: bet.idempotencyKey },
      })),
    })),
  });
  const rows = await placeStatement(
    db,
    params.assemble(...ledgerValues, betInput.place(bets), selectionInput.place(legs)),
  );
  const byIndex = new Map(rows.map((row) => [row.idx, row]));
  return writes.map((write, idx) => {
    const row = byIndex.get(idx);
    if (!row) throw new Error(`placement statement answered no row for placement ${idx}`);
    if (row.closed) return { ok: false, closed: true };
    const required = write.bets.reduce((sum, bet) => sum + bet.stake, 0);
    if (row.balance === null) return { ok: false, balance: row.balance_before ?? 0, required };
    const placed = row.bets ?? [];
    const legCount = write.bets.reduce((sum, bet) => sum + bet.selections.length, 0);
    // The parts select from one another, so they happen together; a mismatch would be a bug in this statement.
    if (
      placed.length !== write.bets.length ||
      row.selections !== legCount ||
      row.entries !== 2 * placed.length
    ) {
      throw new Error(
        `placement statement wrote ${placed.length} bets, ${row.selections} selections, ${row.entries} entries`,
      );
    }
    return { ok: true, betIds: new Map(placed.map((bet) => [bet.key, bet.id])), balance: row.balance };
  });
}
