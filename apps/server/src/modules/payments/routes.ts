import {
  depositRequestSchema,
  depositResponseSchema,
  paymentParamsSchema,
  paymentSchema,
  quickDepositRequestSchema,
  testQuickDepositRequestSchema,
  WALLET_ERROR_CODES,
} from '@sportsbook/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/domain-error';
import { HttpError } from '../../http/errors';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { findCurrencyRow } from './currencies';
import { findPlayerPayment, lastPaidMethod, toPayment } from './repository';
import { completeDeposit, declineDeposit, deposit } from './service';

export const SPI_TEST_STATUS = 'spi_test';

/** Deposits (widget and quick deposit), the spi_test quick deposit, and a payment's status for polling. */
export const paymentRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    // The provider's later decisions (a real provider's webhook) settle pending payments.
    ctx.paymentProvider.onSettled(async (paymentId, decision, reason) => {
      try {
        if (decision === 'approved') await completeDeposit(ctx, paymentId);
        else await declineDeposit(ctx, paymentId, reason ?? 'Declined');
      } catch (error) {
        app.log.error({ err: error, paymentId }, 'settling a payment failed');
      }
    });
    app.addHook('onClose', async () => ctx.paymentProvider.close());

    app.post(
      '/api/platform/payments/deposits',
      {
        preHandler: requirePlayer,
        schema: { body: depositRequestSchema, response: { 200: depositResponseSchema } },
      },
      async (request) => {
        const { amount, currency, method, idempotency_key } = request.body;
        return deposit(ctx, await requirePlayer(request), {
          amount,
          currency,
          method,
          idempotencyKey: idempotency_key,
        });
      },
    );

    app.post(
      '/api/platform/payments/quick-deposit',
      {
        preHandler: requirePlayer,
        schema: { body: quickDepositRequestSchema, response: { 200: depositResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const currency = request.body.currency ?? player.currency;
        const row = await findCurrencyRow(ctx.db, currency);
        const previous = await lastPaidMethod(ctx.db, player.id, currency);
        const method = previous && previous !== 'test' ? previous : row.fiat ? 'card' : 'crypto';
        return deposit(ctx, player, {
          amount: request.body.amount,
          currency,
          method,
          idempotencyKey: request.body.idempotency_key,
        });
      },
    );

    app.post(
      '/api/platform/payments/test-quick-deposit',
      {
        preHandler: requirePlayer,
        schema: { body: testQuickDepositRequestSchema, response: { 200: depositResponseSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        if (!player.statuses.includes(SPI_TEST_STATUS)) {
          throw new HttpError(
            403,
            WALLET_ERROR_CODES.testDepositForbidden,
            'The test deposit is only for test players.',
          );
        }
        const currency = request.body.currency ?? player.currency;
        const row = await findCurrencyRow(ctx.db, currency);
        // Default: 100 major units of fiat, 1 of crypto.
        const amount = request.body.amount ?? (row.fiat ? 100 : 1) * row.subunits;
        return deposit(ctx, player, { amount, currency, method: 'test' });
      },
    );

    app.get(
      '/api/platform/payments/:id',
      {
        preHandler: requirePlayer,
        schema: { params: paymentParamsSchema, response: { 200: paymentSchema } },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const row = await findPlayerPayment(ctx.db, player.id, request.params.id);
        if (!row) throw notFound(`Payment ${request.params.id}`);
        return toPayment(row);
      },
    );
  };
