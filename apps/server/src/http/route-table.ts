import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import { requirePlayer } from './session';

/** One registered route: what the fuzz and security tests enumerate, so a new route cannot slip past them. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** A signed-in player's route: `requirePlayer` runs before its schema's body is even looked at. */
  playerOnly: boolean;
  /** A staff back-office route's permission (its refusals are audited, modules/backoffice/audited.ts). */
  staffPermission: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered (Fastify's onRoute hook), HEAD twins left out. Installed before any
 * route plugin.
 */
export function installRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        playerOnly: [route.preHandler ?? []].flat().includes(requirePlayer),
        staffPermission: route.config?.permission,
      });
    }
  });
}
