import { isOddsAcceptMode, type OddsAcceptMode } from '@sportsbook/domain/odds-acceptance';
import { PROVIDERS } from '@sportsbook/domain/slip/types';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  type CurrentSelection,
  describeSelections,
  marketRowsJson,
  marketRowsParams,
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

// Bet 0 of a request always exists when the request placed anything: one probe of the unique index.
const contextStatement = preparedStatement(
  'betting_placement_context',
  `SELECT
    (SELECT auto_accept_odds_change FROM sportsbook_settings WHERE player_id = $1::int) AS accept_mode,
    EXISTS (SELECT 1 FROM player_limits WHERE player_id = $1::int AND status <> 'disabled') AS has_limits,
    ($2::text IS NOT NULL AND EXISTS (
      SELECT 1 FROM bets WHERE player_id = $1::int AND idempotency_key = $2::text || '#0')) AS replay,
    ${marketRowsJson(3)} AS markets`,
  z.object({
    accept_mode: z.string().nullable(),
    has_limits: z.boolean(),
    replay: z.boolean(),
    markets: z.array(marketRowSchema),
  }),
);

/**
 * The player's acceptance mode, whether limits apply, whether the key was used, and the current markets of the
 * selections, in one statement. Plain reads, like the queries they replace: prices are not locked (the feed keeps
 * writing them), and a limit or exclusion set after this read is no different from one set a moment later.
 */
export async function readPlacementContext(
  db: Database,
  playerId: number,
  refs: readonly SelectionRef[],
  clientKey: string | undefined,
): Promise<PlacementContext> {
  const [row] = await contextStatement(db, [playerId, clientKey ?? null, ...marketRowsParams(refs)]);
  if (!row) throw new Error('placement context read no row');
  return {
    acceptMode: isOddsAcceptMode(row.accept_mode) ? row.accept_mode : 'none',
    hasLimits: row.has_limits,
    replay: row.replay,
    selections: describeSelections(refs, row.markets),
  };
}
