import { tradingStepResultSchema } from '@sportsbook/contracts/backoffice';
import {
  currencyPathParamsSchema,
  riskAlertsSchema,
  riskBetsPageSchema,
  riskBetsQuerySchema,
  riskLimitBodySchema,
  riskLimitsQuerySchema,
  riskLimitsSchema,
  riskPlayerPathSchema,
  riskPlayerSchema,
  riskThresholdBodySchema,
  stakeFactorBodySchema,
  stakeFactorPathSchema,
} from '@sportsbook/contracts/backoffice-risk';
import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import { DEFAULT_STAKE_FACTOR_BP } from '@sportsbook/domain/risk-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../../core/domain-error';
import type { PlatformContext } from '../../../platform/context';
import { audited } from '../audited';
import { sportExists } from '../trading-repository';
import {
  type LimitTarget,
  limitOf,
  listLimits,
  playerExists,
  riskPlayer,
  saveLimit,
  saveStakeFactor,
  saveThreshold,
  stakeFactorOf,
  targetExists,
} from './risk-settings';
import { alertThresholds, riskAlerts, riskBets } from './risk-ticker';

const responses = { 200: tradingStepResultSchema };

/**
 * Risk (ADR 040): the bet ticker, alerts for large bets and liabilities, and the stake factors, bet limits and
 * alert thresholds risk sets, each write one audited transaction with its reason. The limits take effect at the
 * next max stake and placement: both read them from the database in the round trip they already make.
 */
export const riskRoutes =
  (ctx: PlatformContext, risk: { betLimits: BetLimitsConfig }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock } = ctx;

    app.get(
      '/risk/bets',
      {
        config: { permission: 'risk.read' },
        schema: { querystring: riskBetsQuerySchema, response: { 200: riskBetsPageSchema } },
      },
      async (request) => riskBets(db, risk.betLimits, request.query),
    );

    app.get(
      '/risk/alerts',
      { config: { permission: 'risk.read' }, schema: { response: { 200: riskAlertsSchema } } },
      async () => riskAlerts(db, risk.betLimits),
    );

    app.put(
      '/risk/thresholds/:currency',
      {
        config: { permission: 'risk.write', auditAction: 'risk.thresholds' },
        schema: { params: currencyPathParamsSchema, body: riskThresholdBodySchema, response: responses },
      },
      async (request) => {
        const { currency } = request.params;
        request.backofficeAuditTarget = `currency:${currency}`;
        const { large_bet, large_liability, reason } = request.body;
        const done = await audited(
          db,
          clock,
          request,
          { action: 'risk.thresholds', target: `currency:${currency}`, reason },
          async (tx) => {
            const before = (await alertThresholds(tx)).get(currency) ?? null;
            const after = { currency, large_bet, large_liability };
            await saveThreshold(tx, after, clock());
            return { before, after, result: null };
          },
        );
        return { audit_id: done.auditId, before: done.before, after: done.after };
      },
    );

    app.get(
      '/risk/players/:id',
      {
        config: { permission: 'risk.read' },
        schema: { params: riskPlayerPathSchema, response: { 200: riskPlayerSchema } },
      },
      async (request) => {
        const player = await riskPlayer(db, request.params.id);
        if (!player) throw notFound('Player');
        return player;
      },
    );

    app.put(
      '/risk/players/:id/stake-factors/:sportId',
      {
        config: { permission: 'risk.write', auditAction: 'risk.stake_factor' },
        schema: { params: stakeFactorPathSchema, body: stakeFactorBodySchema, response: responses },
      },
      async (request) => {
        const { id: playerId, sportId } = request.params;
        const target = `player:${playerId}|sport:${sportId}`;
        request.backofficeAuditTarget = target;
        const done = await audited(
          db,
          clock,
          request,
          { action: 'risk.stake_factor', target, reason: request.body.reason },
          async (tx) => {
            if (!(await playerExists(tx, playerId))) throw notFound('Player');
            if (!(await sportExists(tx, sportId))) throw notFound('Sport');
            const before = {
              player_id: playerId,
              sport_id: sportId,
              factor_bp: (await stakeFactorOf(tx, playerId, sportId)) ?? DEFAULT_STAKE_FACTOR_BP,
            };
            const after = { ...before, factor_bp: request.body.factor_bp };
            await saveStakeFactor(tx, playerId, sportId, after.factor_bp, clock());
            return { before, after, result: null };
          },
        );
        return { audit_id: done.auditId, before: done.before, after: done.after };
      },
    );

    app.get(
      '/risk/limits',
      {
        config: { permission: 'risk.read' },
        schema: { querystring: riskLimitsQuerySchema, response: { 200: riskLimitsSchema } },
      },
      async (request) => ({ data: await listLimits(db, request.query.scope) }),
    );

    app.put(
      '/risk/limits',
      {
        config: { permission: 'risk.write', auditAction: 'risk.limit' },
        schema: { body: riskLimitBodySchema, response: responses },
      },
      async (request) => {
        const body = request.body;
        const target: LimitTarget =
          body.target.scope === 'sport'
            ? { scope: 'sport', sportId: body.target.sport_id }
            : body.target.scope === 'player'
              ? { scope: 'player', playerId: body.target.player_id }
              : { scope: 'market', ...body.target.market };
        const name =
          target.scope === 'market'
            ? `market:${target.matchId}|${target.marketId}|${target.specifier}`
            : target.scope === 'sport'
              ? `sport:${target.sportId}`
              : `player:${target.playerId}`;
        request.backofficeAuditTarget = `${name}|${body.currency}`;
        const done = await audited(
          db,
          clock,
          request,
          { action: 'risk.limit', target: `${name}|${body.currency}`, reason: body.reason },
          async (tx) => {
            if (!(await targetExists(tx, target))) throw notFound('Limit target');
            const before = await limitOf(tx, target, body.currency);
            const after = await saveLimit(tx, target, body, clock());
            return { before, after, result: null };
          },
        );
        return { audit_id: done.auditId, before: done.before, after: done.after };
      },
    );
  };
