import { maxStakeRequestSchema, maxStakeResponseSchema } from '@sportsbook/contracts/betting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requirePlayer } from '../../http/session';
import { playerMaxStake } from './max-stake';
import { answerRefusal } from './refusal-answer';
import type { BettingService } from './service';

/** `POST /bets/max-stake`: the largest stake the operator bet limits and the balance allow for one bet now. */
export const maxStakeRoutes =
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
        return playerMaxStake(db, player, request.body.bet, service.config).catch(answerRefusal);
      },
    );
  };
