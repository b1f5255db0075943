import { CAMPAIGN_ERROR_CODES } from '@sportsbook/contracts/bonus-campaigns';
import {
  withdrawalDeclineSchema,
  withdrawalListSchema,
  withdrawalParamsSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@sportsbook/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerCheck } from '../../http/bearer-token';
import { HttpError } from '../../http/errors';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { listPlayerWithdrawals, toWithdrawal } from './withdrawal-repository';
import { approveWithdrawal, cancelWithdrawal, declineWithdrawal, requestWithdrawal } from './withdrawals';

/**
 * The player's withdrawals under /api/platform/payments/withdrawals. Outside production a new withdrawal still
 * pending after `config.withdrawalAutoApproveMs` is approved by itself, standing in for the operator until the
 * back office has its screen (a timer per request: a restart forgets it, the operator route still approves).
 */
export const withdrawalRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const timers = new Set<NodeJS.Timeout>();
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    });
    const approveLater = (id: number) => {
      const delay = ctx.config.withdrawalAutoApproveMs;
      if (delay === null) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        // A cancelled or already decided withdrawal refuses the move: nothing to do then.
        approveWithdrawal(ctx, id).catch((error: unknown) => {
          if (!(error instanceof Error && error.name === 'DomainError')) {
            app.log.error({ err: error, withdrawalId: id }, 'demo approval of a withdrawal failed');
          }
        });
      }, delay);
      timer.unref();
      timers.add(timer);
    };

    app.get(
      '/api/platform/payments/withdrawals',
      { preHandler: requirePlayer, schema: { response: { 200: withdrawalListSchema } } },
      async (request) => {
        const player = await requirePlayer(request);
        const rows = await listPlayerWithdrawals(ctx.db, player.id);
        return { items: rows.map(toWithdrawal) };
      },
    );

    app.post(
      '/api/platform/payments/withdrawals',
      {
        preHandler: requirePlayer,
        schema: { body: withdrawalRequestSchema, response: { 200: withdrawalResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { response, created } = await requestWithdrawal(ctx, player.id, request.body);
        if (created) approveLater(response.withdrawal.id);
        return response;
      },
    );

    app.post(
      '/api/platform/payments/withdrawals/:id/cancel',
      {
        preHandler: requirePlayer,
        schema: { params: withdrawalParamsSchema, response: { 200: withdrawalResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        return cancelWithdrawal(ctx, player.id, request.params.id);
      },
    );
  };

/** The operator's decisions under /api/backoffice/withdrawals (bearer token, like the campaign routes). */
export const withdrawalBackofficeRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const holdsToken = bearerCheck(ctx.config.backoffice.token);
    app.addHook('onRequest', async (request) => {
      if (!holdsToken(request)) {
        throw new HttpError(
          401,
          CAMPAIGN_ERROR_CODES.unauthorized,
          'The back office needs its bearer token.',
        );
      }
    });
    app.post(
      '/withdrawals/:id/approve',
      { schema: { params: withdrawalParamsSchema, response: { 200: withdrawalResponseSchema } } },
      async (request) => approveWithdrawal(ctx, request.params.id),
    );
    app.post(
      '/withdrawals/:id/decline',
      {
        schema: {
          params: withdrawalParamsSchema,
          body: withdrawalDeclineSchema,
          response: { 200: withdrawalResponseSchema },
        },
      },
      async (request) => declineWithdrawal(ctx, request.params.id, request.body.reason),
    );
  };
