import {
  withdrawalListSchema,
  withdrawalParamsSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
} from '@sportsbook/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { listPlayerWithdrawals, toWithdrawal } from './withdrawal-repository';
import { approveWithdrawal, cancelWithdrawal, requestWithdrawal } from './withdrawals';

/**
 * The player's withdrawals under /api/platform/payments/withdrawals. The operator decides them in the back office
 * (backoffice `money/payments-routes.ts`, ADR 039). Only when `WITHDRAWAL_AUTO_APPROVE_MS` is set (outside
 * production; off by default since the back office has its queue) is a new withdrawal still pending after that
 * long approved by itself, a demo without staff (a timer per request: a restart forgets it).
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
