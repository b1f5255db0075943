import {
  SHARE_CODE_ERROR_CODES,
  shareCodeCreatedSchema,
  shareCodeQuerySchema,
  shareCodeRequestSchema,
  sharedBetsSchema,
} from '@sportsbook/contracts/share-codes';
import { findCurrency } from '@sportsbook/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../core/domain-error';
import { rateLimitAddress } from '../../http/client-address';
import { enforceRateLimits } from '../../http/rate-limit';
import { currentPlayer } from '../../http/session';
import type { PlatformContext } from '../../platform/context';
import { createShareCode, readShareCode } from './share-codes';

/**
 * The currency a reader gets stakes in: a signed-in player's own (asking for another is a 400, as placement
 * refuses a stake in another currency); a visitor's choice, or the slip's when none is asked for.
 */
function readerCurrency(player: { currency: string } | null, asked: string | undefined): string | undefined {
  if (asked !== undefined && !findCurrency(asked)) {
    throw new DomainError('invalid', SHARE_CODE_ERROR_CODES.currencyMismatch, `Unknown currency ${asked}.`);
  }
  if (!player) return asked;
  if (asked !== undefined && asked !== player.currency) {
    throw new DomainError(
      'invalid',
      SHARE_CODE_ERROR_CODES.currencyMismatch,
      `Your account is in ${player.currency}; a shared slip is read in it.`,
    );
  }
  return player.currency;
}

/**
 * `POST /bets/share-code` saves a slip (visitors too) and answers `{code, expires_at}`; `GET /bets/share-code?code=`
 * answers the slip at current prices. Both are rate limited per client address (ADR 030).
 */
export const shareCodeRoutes =
  (ctx: PlatformContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bets/share-code',
      { schema: { body: shareCodeRequestSchema, response: { 200: shareCodeCreatedSchema } } },
      async (request, reply) => {
        await enforceRateLimits(reply, [
          { limiter: ctx.rateLimiters.shareCodeByAddress, key: rateLimitAddress(request.ip) },
        ]);
        const player = await currentPlayer(request);
        return createShareCode(ctx.db, request.body, player?.id ?? null, ctx.clock());
      },
    );

    app.get(
      '/bets/share-code',
      { schema: { querystring: shareCodeQuerySchema, response: { 200: sharedBetsSchema } } },
      async (request, reply) => {
        await enforceRateLimits(reply, [
          { limiter: ctx.rateLimiters.shareLookupByAddress, key: rateLimitAddress(request.ip) },
        ]);
        const currency = readerCurrency(await currentPlayer(request), request.query.currency);
        return readShareCode(ctx.db, request.query.code, currency, ctx.clock());
      },
    );
  };
