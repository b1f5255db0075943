import type { FastifyPluginAsync } from 'fastify';
import { loadWidgetScript } from './widget-script';

/** GET /spi/main.js: the payment widget script (the web app forwards /spi/* here). */
export const widgetRoutes: FastifyPluginAsync = async (app) => {
  // Built (or read) while the app starts, so a broken widget fails the start, not a player's deposit page.
  const script = await loadWidgetScript();
  app.get('/spi/main.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
    return script;
  });
};
