import { placementSelectionSchema } from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { idSchema } from '@sportsbook/contracts/ids';
import { customBetQuote } from '@sportsbook/domain/custom-bet-odds';
import { MARKET_STATUS } from '@sportsbook/domain/match-status';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { markets } from '../../db/schema/catalogue';
import { HttpError } from '../../http/errors';
import { currentSelections, selectionKey } from './current-prices';
import { refOf } from './validated-bet';

/**
 * The bet builder: `GET /bets/custom/markets/{matchId}` lists a match's active markets with their active
 * outcomes, `POST /bets/custom/odds` quotes legs of one match together (domain `customBetQuote`; 120 when they
 * cannot be combined or a leg does not take bets now). Placement prices a custom bet with the same quote.
 */
export const customBetRoutes =
  (options: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = options;

    app.get(
      '/bets/custom/markets/:matchId',
      { schema: { params: z.object({ matchId: idSchema }) } },
      async (request) => {
        const rows = await db
          .select()
          .from(markets)
          .where(and(eq(markets.matchId, request.params.matchId), eq(markets.status, MARKET_STATUS.active)));
        return rows.map((m) => ({
          id: m.marketId,
          name: m.name,
          specifier: m.specifier,
          outcomes: m.outcomes.filter((o) => o.active).map((o) => ({ id: o.id, name: o.name, odds: o.odds })),
        }));
      },
    );

    app.post(
      '/bets/custom/odds',
      { schema: { body: z.object({ selections: z.array(placementSelectionSchema).min(2).max(20) }) } },
      async (request) => {
        const refs = request.body.selections.map(refOf);
        const current = await currentSelections(db, refs);
        const legs = refs.map((ref) => ({ ...ref, now: current.get(selectionKey(ref)) }));
        const quote = legs.every((leg) => leg.now?.open)
          ? customBetQuote(legs.map((leg) => ({ ...leg, odds: leg.now?.odds ?? 0 })))
          : undefined;
        if (quote === undefined) {
          throw new HttpError(
            400,
            BET_ERROR_CODES.invalidOddsCustomBet,
            'These selections cannot be combined.',
            {
              localized_message: PLACEMENT_ERROR_KEYS.invalidOddsCustomBet,
            },
          );
        }
        return { custom_odds: quote };
      },
    );
  };
