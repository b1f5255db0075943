import type { FastifyPluginAsync } from 'fastify';
import type { PlatformContext } from '../../../platform/context';
import { playerReadRoutes } from './read-routes';
import { playerStepRoutes } from './step-routes';

/** The Players screen's API (ADR 038), inside the staff back-office plugin (its access hook and refusal audit). */
export const playerRoutes =
  (ctx: PlatformContext): FastifyPluginAsync =>
  async (app) => {
    await app.register(playerReadRoutes(ctx));
    await app.register(playerStepRoutes(ctx));
  };
