import {
  marketPathParamsSchema,
  matchPathParamsSchema,
  priceOverrideSchema,
  sportPathParamsSchema,
  sportSettingsSchema,
  sportSettingsViewSchema,
  tradingMatchesQuerySchema,
  tradingMatchesSchema,
  tradingStepResultSchema,
  tradingStepSchema,
  voidMarketSchema,
} from '@sportsbook/contracts/backoffice';
import type { MarketChange } from '@sportsbook/contracts/realtime';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../core/domain-error';
import type { Transaction } from '../../db/client';
import type { PlatformContext } from '../../platform/context';
import {
  overridePriceByTrader,
  reopenMarketByTrader,
  reopenMatchByTrader,
  suspendMarketByTrader,
  suspendMatchByTrader,
  type TradedMarketRef,
  type TraderStep,
  voidMarketByTrader,
} from '../feed';
import { audited } from './audited';
import { saveSportSettings, sportExists, sportSettings, tradingMatches } from './trading-repository';

/** What a committed trading step sets off outside its transaction. */
export interface TradingEffects {
  /** Publishes market changes on the match channel, the same event the feed runner publishes. */
  publishMarkets(matchId: number, changes: MarketChange[]): Promise<void>;
  /** Catalogue answers kept in memory are stale now. */
  invalidateCatalogue(): void;
  /** A void wrote results: the settlement worker need not wait for its next poll. */
  wakeSettlement(): void;
}

const responses = { 200: tradingStepResultSchema };
const marketTarget = (ref: TradedMarketRef) => `market:${ref.matchId}|${ref.marketId}|${ref.specifier}`;

/**
 * Trading (ADR 036): matches with prices and liability, and a trader's steps on markets and matches. Each step is
 * one audited transaction; after the commit its changes go to the player site through the real-time path the feed
 * uses.
 */
export const tradingRoutes =
  (ctx: PlatformContext, effects: TradingEffects): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    async function step<State>(
      request: FastifyRequest,
      matchId: number,
      what: { action: string; target: string; reason?: string | undefined },
      run: (tx: Transaction) => Promise<TraderStep<State>>,
    ) {
      const done = await audited(db, clock, request, { ...what, reason: what.reason ?? null }, async (tx) => {
        const changed = await run(tx);
        return { before: changed.before, after: changed.after, result: changed.changes };
      });
      effects.invalidateCatalogue();
      if (done.result.length > 0) {
        await effects.publishMarkets(matchId, done.result).catch((err: unknown) => {
          request.log.error({ err, matchId }, 'trading change not published');
        });
      }
      return { audit_id: done.auditId, before: done.before, after: done.after };
    }

    app.get(
      '/matches',
      {
        config: { permission: 'trading.read' },
        schema: { querystring: tradingMatchesQuerySchema, response: { 200: tradingMatchesSchema } },
      },
      async (request) => ({ data: await tradingMatches(db, request.query) }),
    );

    // Suspend and reopen, for a market and for a whole match: one route each, the same audited step.
    const marketSteps = { suspend: suspendMarketByTrader, reopen: reopenMarketByTrader } as const;
    for (const [verb, change] of Object.entries(marketSteps)) {
      const action = `market.${verb}`;
      app.post(
        `/markets/:id/${verb}`,
        {
          config: { permission: 'trading.write', auditAction: action },
          schema: { params: marketPathParamsSchema, body: tradingStepSchema, response: responses },
        },
        async (request) => {
          const ref = request.params.id;
          return step(
            request,
            ref.matchId,
            { action, target: marketTarget(ref), reason: request.body.reason },
            (tx) => change(tx, ref),
          );
        },
      );
    }

    app.post(
      '/markets/:id/price',
      {
        config: { permission: 'trading.write', auditAction: 'market.price_override' },
        schema: { params: marketPathParamsSchema, body: priceOverrideSchema, response: responses },
      },
      async (request) => {
        const ref = request.params.id;
        const { outcome_id: outcomeId, odds, reason } = request.body;
        return step(
          request,
          ref.matchId,
          { action: 'market.price_override', target: `${marketTarget(ref)}|${outcomeId}`, reason },
          (tx) => overridePriceByTrader(tx, ref, outcomeId, odds),
        );
      },
    );

    app.post(
      '/markets/:id/void',
      {
        config: { permission: 'trading.write', auditAction: 'market.void' },
        schema: { params: marketPathParamsSchema, body: voidMarketSchema, response: responses },
      },
      async (request) => {
        const ref = request.params.id;
        const answer = await step(
          request,
          ref.matchId,
          { action: 'market.void', target: marketTarget(ref), reason: request.body.reason },
          (tx) => voidMarketByTrader(tx, ref),
        );
        effects.wakeSettlement();
        return answer;
      },
    );

    const matchSteps = { suspend: suspendMatchByTrader, reopen: reopenMatchByTrader } as const;
    for (const [verb, change] of Object.entries(matchSteps)) {
      const action = `match.${verb}`;
      app.post(
        `/matches/:id/${verb}`,
        {
          config: { permission: 'trading.write', auditAction: action },
          schema: { params: matchPathParamsSchema, body: tradingStepSchema, response: responses },
        },
        async (request) => {
          const matchId = request.params.id;
          return step(
            request,
            matchId,
            { action, target: `match:${matchId}`, reason: request.body.reason },
            (tx) => change(tx, matchId),
          );
        },
      );
    }

    app.get(
      '/sports/:id/settings',
      {
        config: { permission: 'trading.read' },
        schema: { params: sportPathParamsSchema, response: { 200: sportSettingsViewSchema.nullable() } },
      },
      async (request) => {
        if (!(await sportExists(db, request.params.id))) throw notFound('Sport');
        return sportSettings(db, request.params.id);
      },
    );

    app.put(
      '/sports/:id/settings',
      {
        config: { permission: 'trading.write', auditAction: 'sport.settings' },
        schema: { params: sportPathParamsSchema, body: sportSettingsSchema, response: responses },
      },
      async (request) => {
        const sportId = request.params.id;
        const { margin_bp, in_play_delay_seconds, reason } = request.body;
        const done = await audited(
          db,
          clock,
          request,
          { action: 'sport.settings', target: `sport:${sportId}`, reason: reason ?? null },
          async (tx) => {
            if (!(await sportExists(tx, sportId))) throw notFound('Sport');
            const before = await sportSettings(tx, sportId);
            const after = { sport_id: sportId, margin_bp, in_play_delay_seconds };
            await saveSportSettings(tx, after, clock());
            return { before, after, result: null };
          },
        );
        return { audit_id: done.auditId, before: done.before, after: done.after };
      },
    );
  };
