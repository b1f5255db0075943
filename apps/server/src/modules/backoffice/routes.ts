import type { FastifyPluginAsync } from 'fastify';
import { bearerCheck } from '../../http/bearer-token';
import type { PlatformContext } from '../../platform/context';
import { auditRoutes } from './audit-routes';
import { installBackofficeAccess } from './audited';
import { staffAuthRoutes } from './auth-routes';
import { reportRoutes } from './reports/routes';
import { type TradingEffects, tradingRoutes } from './trading-routes';

/**
 * The staff back office under /api/backoffice (ADR 036): sign-in, trading and the audit log, each route open to
 * the permissions of domain `staff-roles` and every refusal audited. The bonus operator routes beside it keep
 * their bearer token (ADR 028).
 */
export const staffBackofficeRoutes =
  (ctx: PlatformContext, effects: TradingEffects): FastifyPluginAsync =>
  async (app) => {
    installBackofficeAccess(app, {
      db: ctx.db,
      clock: ctx.clock,
      holdsToken: bearerCheck(ctx.config.backoffice.token),
    });
    await app.register(staffAuthRoutes(ctx));
    await app.register(tradingRoutes(ctx, effects));
    await app.register(auditRoutes(ctx.db));
    await app.register(reportRoutes(ctx));
  };
