import {
  depositHistoryQuerySchema,
  depositHistorySchema,
  withdrawalApproveSchema,
  withdrawalDecisionSchema,
  withdrawalQueueQuerySchema,
  withdrawalQueueSchema,
} from '@sportsbook/contracts/backoffice-money';
import {
  type WithdrawalResponse,
  withdrawalDeclineSchema,
  withdrawalParamsSchema,
} from '@sportsbook/contracts/wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../../../platform/context';
import { approveWithdrawal, type DecisionTransaction, declineWithdrawal } from '../../payments';
import { audited } from '../audited';
import { depositHistory, withdrawalQueue } from './payments-repository';

/**
 * Payments (ADR 039): the withdrawal queue and deposit history, and the decisions on a withdrawal. A decision runs
 * the payments module's own approve or decline; its status move and its audit row commit in one transaction
 * (`audited()`), and what follows the move (the provider's payout, the balance published) runs after, as it
 * always did. Staff with `payments.write` and the machine token decide; the token's answer is unchanged but for
 * the audit id.
 */
export const paymentsRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    async function decide(
      request: FastifyRequest,
      what: { action: string; id: number; reason: string | null },
      run: (inTransaction: DecisionTransaction) => Promise<WithdrawalResponse>,
    ) {
      let auditId: number | undefined;
      const inTransaction: DecisionTransaction = async (step) => {
        const done = await audited(
          db,
          clock,
          request,
          { action: what.action, target: `withdrawal:${what.id}`, reason: what.reason },
          async (tx) => {
            const result = await step(tx);
            return { before: result.move.before, after: result.move.after, result };
          },
        );
        auditId = done.auditId;
        return done.result;
      };
      const answer = await run(inTransaction);
      if (auditId === undefined) throw new Error(`${what.action} of withdrawal ${what.id} was not audited`);
      return { ...answer, audit_id: auditId };
    }

    app.get(
      '/withdrawals',
      {
        config: { permission: 'payments.read' },
        schema: { querystring: withdrawalQueueQuerySchema, response: { 200: withdrawalQueueSchema } },
      },
      async (request) => withdrawalQueue(db, request.query),
    );

    app.get(
      '/deposits',
      {
        config: { permission: 'payments.read' },
        schema: { querystring: depositHistoryQuerySchema, response: { 200: depositHistorySchema } },
      },
      async (request) => depositHistory(db, request.query),
    );

    app.post(
      '/withdrawals/:id/approve',
      {
        config: { permission: 'payments.write', auditAction: 'withdrawal.approve' },
        schema: {
          params: withdrawalParamsSchema,
          body: withdrawalApproveSchema,
          response: { 200: withdrawalDecisionSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const reason = request.body.reason ?? null;
        return decide(request, { action: 'withdrawal.approve', id, reason }, (inTransaction) =>
          approveWithdrawal(ctx, id, inTransaction),
        );
      },
    );

    app.post(
      '/withdrawals/:id/decline',
      {
        config: { permission: 'payments.write', auditAction: 'withdrawal.decline' },
        schema: {
          params: withdrawalParamsSchema,
          body: withdrawalDeclineSchema,
          response: { 200: withdrawalDecisionSchema },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { reason } = request.body;
        return decide(request, { action: 'withdrawal.decline', id, reason }, (inTransaction) =>
          declineWithdrawal(ctx, id, reason, inTransaction),
        );
      },
    );
  };
