import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the API reference is served: under /api, so the web origin forwards it like every other API call. */
export const API_DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document is generated from the routes' own zod schemas (the same ones that validate requests and
 * serialise answers), so it cannot drift from what the server accepts. Registered before the routes: the
 * swagger plugin collects each route as it is added. The reference UI reads the document at /api/docs/json.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sportsbook API',
        description:
          'Catalogue, betting, wallet and account calls of the sportsbook. State-changing calls need the session ' +
          'cookie and the CSRF header (x-csrf-token) echoing the sb_csrf cookie.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, logLevel: 'warn' });
}
