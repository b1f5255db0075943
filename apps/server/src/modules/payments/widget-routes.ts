import type { FastifyPluginAsync } from 'fastify';
import { SPI_WIDGET_SCRIPT } from './widget-script';

/** GET /spi/main.js: the payment widget script (the web app forwards /spi/* here). */
export const widgetRoutes: FastifyPluginAsync = async (app) => {
  app.get('/spi/main.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
    return SPI_WIDGET_SCRIPT;
  });
};
