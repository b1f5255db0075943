import { isOddsAcceptMode, type OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { PROVIDERS } from '@sportsbook/domain/slip/types';
import { z } from 'zod';
import { createBatcher } from '../../db/batcher';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  type CurrentSelection,
  describeSelections,
  marketRowJson,
  marketRowSources,
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
}

export interface ContextRequest {
  playerId: number;
  refs: readonly SelectionRef[];
  /** The idempotency key the client sent, if any. */
  clientKey: string | undefined;
}

const marketRowSchema = z.object({
  matchId: z.coerce.number(),
  marketId: z.coerce.number(),
  specifier: z.string(),
  name: z.string(),
  status: z.coerce.number(),
  outcomes: z.array(z.object({ id: z.string(), odds: z.number(), active: z.boolean() })),
  provider: z.enum(PROVIDERS),
  matchStatus: z.coerce.number(),
  sportKey: z.string(),
  providerActive: z.boolean().nullable(),
});

// One row per request. Bet 0 of a request always exists when the request placed anything: one index probe.
const contextStatement = preparedStatement(
  'betting_placement_context',
  `WITH request AS (
    SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) AS r (idx, player_id, client_key)
  ),
  ref AS (
    SELECT * FROM unnest($4::int[], $5::int[], $6::int[], $7::text[]) AS f (idx, match_id, market_id, specifier)
  )
  SELECT r.idx,
    (SELECT auto_accept_odds_change FROM sportsbook_settings WHERE player_id = r.player_id) AS accept_mode,
    EXISTS (SELECT 1 FROM player_limits WHERE player_id = r.player_id AND status <> 'disabled') AS has_limits,
    (r.client_key IS NOT NULL AND EXISTS (
      SELECT 1 FROM bets WHERE player_id = r.player_id AND idempotency_key = r.client_key || '#0')) AS replay,
    (SELECT COALESCE(json_agg(${marketRowJson}), '[]'::json)
      FROM ${marketRowSources}
      WHERE (m.match_id, m.market_id, m.specifier) IN (
        SELECT f.match_id, f.market_id, f.specifier FROM ref f WHERE f.idx = r.idx)) AS markets
  FROM request r`,
  z.object({
    idx: z.coerce.number(),
    accept_mode: z.string().nullable(),
    has_limits: z.boolean(),
    replay: z.boolean(),
    markets: z.array(marketRowSchema),
  }),
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
  const refs = requests.flatMap((request, idx) => request.refs.map((ref) => ({ ...ref, idx })));
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
      selections: describeSelections(request.refs, row.markets),
    };
  });
}

/** Reads contexts through one statement per batch of concurrent placements (db/batcher). */
export function createContextReader(db: Database, options: { inFlight?: number; batchSize?: number } = {}) {
  return createBatcher<ContextRequest, PlacementContext>({
    ...options,
    run: (requests) => readPlacementContexts(db, requests),
  });
}
