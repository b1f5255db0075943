import { cashoutRequestSchema, cashoutResponseSchema } from '@sportsbook/contracts/betting';
import type { CashoutConfig } from '@sportsbook/domain/cashout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requirePlayer } from '../../http/session';
import { type BettingPublisher, publishSafely } from '../betting';
import { executeCashout } from './execute';

/** `POST /bets/cashout {bet_id, to_cashout, stake?}`: cashes out the bet, or `stake` of it, at the shown offer. */
export const cashoutRoutes =
  (options: { db: Database; config: CashoutConfig; publish: BettingPublisher }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bets/cashout',
      {
        preHandler: requirePlayer,
        schema: { body: cashoutRequestSchema, response: { 200: cashoutResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const result = await executeCashout(
          options.db,
          player.id,
          {
            betId: request.body.bet_id,
            toCashout: request.body.to_cashout,
            ...(request.body.stake === undefined ? {} : { stake: request.body.stake }),
          },
          options.config,
          new Date(),
        );
        await publishSafely(options.publish, result.events, (err) =>
          request.log.warn({ err }, 'cash-out event not published'),
        );
        return {
          bet_id: String(result.betId),
          status: result.status,
          cashed_out: result.amount,
          remaining_stake: result.remainingStake,
          to_cashout: result.nextOffer,
        };
      },
    );
  };
