import { currencyRequestSchema } from '@sportsbook/contracts/platform';
import {
  accountSchema,
  accountsResponseSchema,
  walletTransactionsPageSchema,
  walletTransactionsQuerySchema,
} from '@sportsbook/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { playerAccounts, switchCurrency, transactionsPage } from './service';

/** Accounts, the active currency and the ledger history of the signed-in player. */
export const walletRoutes =
  ({ db }: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/platform/player/accounts',
      { preHandler: requirePlayer, schema: { response: { 200: accountsResponseSchema } } },
      async (request) => playerAccounts(db, await requirePlayer(request)),
    );

    app.put(
      '/api/platform/player/currency',
      {
        preHandler: requirePlayer,
        schema: { body: currencyRequestSchema, response: { 200: accountSchema } },
      },
      async (request) => switchCurrency(db, await requirePlayer(request), request.body.currency),
    );

    app.get(
      '/api/platform/wallet/transactions',
      {
        preHandler: requirePlayer,
        schema: {
          querystring: walletTransactionsQuerySchema,
          response: { 200: walletTransactionsPageSchema },
        },
      },
      async (request) => {
        const player = await requirePlayer(request);
        const { items, total } = await transactionsPage(db, player.id, request.query);
        return { items, total, page: request.query.page, limit: request.query.limit };
      },
    );
  };
