import { isOddsAcceptMode, type OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { z } from 'zod';
import { type BatchingOptions, createBatcher } from '../../db/batcher';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { type PlayerRisk, playerRiskColumns, playerRiskOf, playerRiskRowSchema } from './bet-risk';
import {
  type CurrentSelection,
  describeSelections,
  distinctMarkets,
  marketJoins,
  marketRowJson,
  marketRowSchema,
  type SelectionRef,
} from './current-prices';

/** Everything placement reads before it writes, from one round trip. */
export interface PlacementContext {
  /** The player's odds-acceptance mode ('none' until they choose). */
  acceptMode: OddsAcceptMode;
  /**
   * The player has responsible-gambling limits or exclusions that are not history: the full check runs. Without
   * any, there is nothing to apply, nothing to enforce and nobody excluded, so placement skips it.
   */
  hasLimits: boolean;
  /** Bets with this idempotency key exist already (always false without a key of the client's). */
  replay: boolean;
  selections: Map<string, CurrentSelection>;
  /** The player's stake factors and own limits (ADR 040). */
  risk: PlayerRisk;
}

export interface ContextRequest {
  playerId: number;
  refs: readonly SelectionRef[];
  /** The idempotency key the client sent, if any. */
  clientKey: string | undefined;
  /** The placement's moment: a prematch match past its start time takes no bet (domain takesBets). */
  now: Date;
}

// One row per request. Bet 0 of a request always exists when the request placed anything: one index probe.
// The statement is planned once per connection without its parameters (db/client.ts), so every look-up is a
// LATERAL subquery with LIMIT: a probe per request by the primary or unique key whatever the planner guesses
// about the number of requests or the size of a table (a plain EXISTS may be turned into a hashed scan of it).
const contextStatement = preparedStatement(
  'betting_placement_context',
  `WITH request AS (
    SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) AS r (idx, player_id, client_key)
  ),
  ref AS (
    SELECT * FROM unnest($4::int[], $5::int[], $6::int[], $7::text[]) AS f (idx, match_id, market_id, specifier)
  )
  SELECT r.idx, settings.accept_mode, limits.found IS NOT NULL AS has_limits,
    replay.found IS NOT NULL AS replay, book.markets, ${playerRiskColumns('r.player_id')}
  FROM request r
  LEFT JOIN LATERAL (
    SELECT auto_accept_odds_change AS accept_mode FROM sportsbook_settings WHERE player_id = r.player_id LIMIT 1
  ) settings ON true
  LEFT JOIN LATERAL (
    SELECT 1 AS found FROM player_limits WHERE player_id = r.player_id AND status <> 'disabled' LIMIT 1
  ) limits ON true
  LEFT JOIN LATERAL (
    SELECT 1 AS found FROM bets
    WHERE r.client_key IS NOT NULL AND player_id = r.player_id AND idempotency_key = r.client_key || '#0' LIMIT 1
  ) replay ON true
  CROSS JOIN LATERAL (
    SELECT COALESCE(json_agg(${marketRowJson}), '[]'::json) AS markets
    FROM ref f
    ${marketJoins}
    WHERE f.idx = r.idx
  ) book`,
  z
    .object({
      idx: z.coerce.number(),
      accept_mode: z.string().nullable(),
      has_limits: z.boolean(),
      replay: z.boolean(),
      markets: z.array(marketRowSchema),
    })
    .merge(playerRiskRowSchema),
);

/**
 * For each request: the player's acceptance mode, whether limits apply, whether the key was used, and the current
 * markets of the selections, all requests in one statement. Plain reads, like the queries they replace: prices
 * are not locked (the feed keeps writing them), and a limit or exclusion set after this read is no different from
 * one set a moment later.
 */
export async function readPlacementContexts(
  db: Database,
  requests: readonly ContextRequest[],
): Promise<PlacementContext[]> {
  // Each request's markets once: its bets may share legs (a system bet and a combo of the same picks).
  const refs = requests.flatMap((request, idx) =>
    distinctMarkets(request.refs).map((ref) => ({ ...ref, idx })),
  );
  const rows = await contextStatement(db, [
    requests.map((_, idx) => idx),
    requests.map((r) => r.playerId),
    requests.map((r) => r.clientKey ?? null),
    refs.map((r) => r.idx),
    refs.map((r) => r.matchId),
    refs.map((r) => r.marketId),
    refs.map((r) => r.specifier),
  ]);
  const byIndex = new Map(rows.map((row) => [row.idx, row]));
  return requests.map((request, idx) => {
    const row = byIndex.get(idx);
    if (!row) throw new Error(`placement context answered no row for request ${idx}`);
    return {
      acceptMode: isOddsAcceptMode(row.accept_mode) ? row.accept_mode : 'none',
      hasLimits: row.has_limits,
      replay: row.replay,
      selections: describeSelections(request.refs, row.markets, request.now.getTime()),
      risk: playerRiskOf(row),
    };
  });
}

/** Reads contexts through one statement per batch of concurrent placements (db/batcher). */
export function createContextReader(db: Database, options: BatchingOptions = {}) {
  return createBatcher<ContextRequest, PlacementContext>({
    ...options,
    run: (requests) => readPlacementContexts(db, requests),
  });
}
