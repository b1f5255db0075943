import {
  BETTING_ERROR_CODES,
  maxStakeRequestSchema,
  maxStakeResponseSchema,
  placementSelectionSchema,
} from '@sportsbook/contracts/betting';
import { BET_ERROR_CODES } from '@sportsbook/contracts/errors';
import { idSchema } from '@sportsbook/contracts/ids';
import { customBetQuote } from '@sportsbook/domain/custom-bet-odds';
import { findCurrency } from '@sportsbook/domain/money';
import { PLACEMENT_ERROR_KEYS } from '@sportsbook/domain/placement-errors';
import { type ValidatedBet, validateSlip } from '@sportsbook/domain/slip-validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { markets } from '../../db/schema/catalogue';
import { HttpError } from '../../http/errors';
import { requirePlayer } from '../../http/session';
import { playerBalance } from '../wallet';
import { currentSelections, selectionKey } from './current-prices';
import type { BettingService } from './service';

const refOf = (s: z.infer<typeof placementSelectionSchema>) => ({
  matchId: s.match_id,
  marketId: s.market_id,
  specifier: s.specifier,
  outcomeId: s.outcome_id,
});

/**
 * `POST /bets/max-stake`: the largest stake the slip validation (operator bet limits) and the balance allow
 * for one bet at current prices. `GET /bets/custom/markets/{matchId}` and `POST /bets/custom/odds`: the bet
 * builder's markets and its quote (error 120 when the legs cannot be priced together).
 */
export const bettingExtraRoutes =
  (options: { db: Database; service: BettingService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, service } = options;

    app.post(
      '/bets/max-stake',
      {
        preHandler: requirePlayer,
        schema: { body: maxStakeRequestSchema, response: { 200: maxStakeResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const currency = findCurrency(player.currency);
        if (!currency)
          throw new HttpError(400, BETTING_ERROR_CODES.currencyMismatch, 'Unknown account currency');
        const { bet } = request.body;
        const current = await currentSelections(db, bet.selections.map(refOf));
        const priced = (stake: number): ValidatedBet => ({
          betType: bet.type,
          stake,
          selections: bet.selections.map((s, i) => {
            const now = current.get(selectionKey(refOf(s)));
            return {
              id: String(i),
              matchId: String(s.match_id),
              provider: now?.provider ?? 'betradar',
              acceptedOdds: now?.odds || s.odds,
              isSuspended: now?.found === true && !now.open,
              isNotAvailable: !now?.found,
              isChanged: false,
            };
          }),
          ...(bet.system_id
            ? {
                systemType: {
                  winCount: Number(bet.system_id.split('/')[0]),
                  totalCount: Number(bet.system_id.split('/')[1]),
                },
              }
            : {}),
          ...(bet.custom_odds === undefined ? {} : { customOdds: bet.custom_odds }),
        });
        const allowed = (stake: number) =>
          validateSlip({
            bets: [priced(stake)],
            currency: { code: currency.code, fiat: currency.fiat },
            limits: service.config.betLimits,
          }).placementEnabled;
        const balance = await playerBalance(db, player.id, currency.code);
        // Validation is monotone in the stake above the smallest valid one: search the largest that passes.
        let low = 0;
        let high = balance;
        while (low < high) {
          const mid = Math.ceil((low + high) / 2);
          if (allowed(mid)) low = mid;
          else high = mid - 1;
        }
        return { max_stake: low > 0 ? low : null, currency: currency.code };
      },
    );

    app.get(
      '/bets/custom/markets/:matchId',
      { schema: { params: z.object({ matchId: idSchema }) } },
      async (request) => {
        const rows = await db
          .select()
          .from(markets)
          .where(and(eq(markets.matchId, request.params.matchId), eq(markets.status, 1)));
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
