import type { BetLimitsConfig } from '@sportsbook/domain/bet-limits';
import type { FastifyPluginAsync } from 'fastify';
import { bearerCheck } from '../../http/bearer-token';
import type { PlatformContext } from '../../platform/context';
import { auditRoutes } from './audit-routes';
import { installBackofficeAccess } from './audited';
import { staffAuthRoutes } from './auth-routes';
import { campaignsRoutes } from './money/campaigns-routes';
import { engagementRoutes } from './money/engagement-routes';
import { paymentsRoutes } from './money/payments-routes';
import { playerRoutes } from './players';
import { reportRoutes } from './reports/routes';
import { riskRoutes } from './risk/risk-routes';
import { type TradingEffects, tradingRoutes } from './trading-routes';

/**
 * The staff back office under /api/backoffice (ADR 036): sign-in, trading, the audit log, players (ADR 038),
 * payments and campaigns (ADR 039) and risk (ADR 040, the operator's bet limits it adjusts per player in `risk`) and
 * reports (ADR 041),
 * each route open to
 * the permissions of domain `staff-roles` and every refusal audited. The bonus operator routes beside it keep
 * their bearer token (ADR 028).
 */
export const staffBackofficeRoutes =
  (ctx: PlatformContext, effects: TradingEffects, risk: { betLimits: BetLimitsConfig }): FastifyPluginAsync =>
  async (app) => {
    installBackofficeAccess(app, {
      db: ctx.db,
      clock: ctx.clock,
      holdsToken: bearerCheck(ctx.config.backoffice.token),
    });
    await app.register(staffAuthRoutes(ctx));
    await app.register(tradingRoutes(ctx, effects));
    await app.register(auditRoutes(ctx.db));
    await app.register(playerRoutes(ctx));
    await app.register(riskRoutes(ctx, risk));
    await app.register(paymentsRoutes(ctx));
    await app.register(campaignsRoutes(ctx));
    await app.register(engagementRoutes(ctx));
    await app.register(reportRoutes(ctx));
  };
