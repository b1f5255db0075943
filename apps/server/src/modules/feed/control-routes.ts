import { idSchema } from '@sportsbook/contracts/ids';
import { type FeedControlCall, FeedControlError } from '@sportsbook/feed/adapter';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema/catalogue';
import { HttpError } from '../../http/errors';
import { type FeedRunner, NoControlSurface, NotFeedLeader } from './runner';

const statusForCode: Record<FeedControlError['code'], number> = {
  unknown_match: 404,
  unknown_market: 404,
  unknown_outcome: 404,
  invalid_state: 409,
  invalid_score: 400,
  invalid_argument: 400,
};

const score = z.object({
  home: z.number().int().min(0).max(1000),
  away: z.number().int().min(0).max(1000),
  winner: z.enum(['home', 'away']).optional(),
});
const marketRef = z.object({
  market_id: idSchema,
  specifier: z.string().max(200).default(''),
});
const idParams = z.object({ id: idSchema });

/**
 * The feed simulator's control surface, for development and end-to-end tests only (never registered in
 * production): start, fast-forward and finish a match, force a price, suspend and reopen a market, take a
 * provider down, correct a result, cancel a match. Matches are addressed by our id, as the API shows them. Each
 * call is recorded with its effects, so the simulator still shows it after a restart (ADR 020).
 */
export const feedControlRoutes =
  (options: { db: Database; runner: FeedRunner }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, runner } = options;

    async function urnOf(id: number): Promise<string> {
      const [row] = await db.select({ urn: matches.urnId }).from(matches).where(eq(matches.id, id));
      if (!row) throw notFound('Match');
      return row.urn;
    }

    async function perform(call: FeedControlCall) {
      try {
        const changes = await runner.perform(call);
        return { ok: true, settled_markets: changes.settlements.reduce((n, s) => n + s.results.length, 0) };
      } catch (error) {
        if (error instanceof NoControlSurface) throw new HttpError(404, 'not_found', error.message);
        if (error instanceof NotFeedLeader)
          throw new HttpError(
            409,
            'not_feed_leader',
            `${error.message}: send control calls to the node that does`,
          );
        if (error instanceof FeedControlError)
          throw new HttpError(statusForCode[error.code], error.code, error.message);
        throw error;
      }
    }

    const response = { 200: z.object({ ok: z.boolean(), settled_markets: z.number().int() }) };

    // Which node to steer when several run: only the one that runs the feed carries out control calls.
    app.get('/', { schema: { response: { 200: z.object({ leading: z.boolean() }) } } }, async () => ({
      leading: runner.leading,
    }));

    app.post(
      '/matches/:id/start',
      { schema: { params: idParams, body: z.object({ calm: z.boolean() }).partial().optional(), response } },
      async (request) => {
        const match = await urnOf(request.params.id);
        return perform({ kind: 'startMatch', match, options: { calm: request.body?.calm === true } });
      },
    );

    app.post(
      '/matches/:id/fast-forward',
      { schema: { params: idParams, body: z.object({ minutes: z.number().positive().max(600) }), response } },
      async (request) => {
        const match = await urnOf(request.params.id);
        return perform({ kind: 'fastForward', match, minutes: request.body.minutes });
      },
    );

    app.post(
      '/matches/:id/finish',
      { schema: { params: idParams, body: score.partial().optional(), response } },
      async (request) => {
        const match = await urnOf(request.params.id);
        const body = request.body;
        const finalScore =
          body?.home !== undefined && body.away !== undefined
            ? { home: body.home, away: body.away, ...(body.winner ? { winner: body.winner } : {}) }
            : undefined;
        return perform({ kind: 'finishMatch', match, ...(finalScore ? { finalScore } : {}) });
      },
    );

    app.post(
      '/matches/:id/force-price',
      {
        schema: {
          params: idParams,
          body: marketRef.extend({
            outcome_id: z.string().min(1).max(100),
            odds: z.number().int().min(1001).max(1_000_000),
          }),
          response,
        },
      },
      async (request) => {
        const match = await urnOf(request.params.id);
        const b = request.body;
        return perform({
          kind: 'forcePrice',
          match,
          marketId: b.market_id,
          specifier: b.specifier,
          outcomeId: b.outcome_id,
          odds: b.odds,
        });
      },
    );

    app.post(
      '/matches/:id/suspend',
      { schema: { params: idParams, body: marketRef, response } },
      async (request) => {
        const match = await urnOf(request.params.id);
        const { market_id: marketId, specifier } = request.body;
        return perform({ kind: 'suspendMarket', match, marketId, specifier });
      },
    );

    app.post(
      '/matches/:id/reopen',
      { schema: { params: idParams, body: marketRef, response } },
      async (request) => {
        const match = await urnOf(request.params.id);
        const { market_id: marketId, specifier } = request.body;
        return perform({ kind: 'reopenMarket', match, marketId, specifier });
      },
    );

    app.post(
      '/matches/:id/correct-result',
      { schema: { params: idParams, body: score, response } },
      async (request) => {
        const match = await urnOf(request.params.id);
        return perform({ kind: 'correctResult', match, finalScore: request.body });
      },
    );

    app.post(
      '/matches/:id/cancel',
      {
        schema: {
          params: idParams,
          body: z.object({ reason: z.string().max(200).optional() }).optional(),
          response,
        },
      },
      async (request) => {
        const match = await urnOf(request.params.id);
        const reason = request.body?.reason;
        return perform({ kind: 'cancelMatch', match, ...(reason ? { reason } : {}) });
      },
    );

    app.post(
      '/providers/:provider',
      {
        schema: {
          params: z.object({ provider: z.enum(['betradar', 'oddin', 'betconstruct']) }),
          body: z.object({ active: z.boolean() }),
          response,
        },
      },
      async (request) =>
        perform({
          kind: 'setProviderActive',
          provider: request.params.provider,
          active: request.body.active,
        }),
    );
  };
