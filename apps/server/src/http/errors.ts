import { type ErrorBody, HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type RefusalKind } from '../core/domain-error';
import { isDatabaseUnavailable } from '../db/unavailable';

/** An error a use case raises on purpose; it becomes a 4xx answer with the spec's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string | number,
    message: string,
    readonly data: ErrorBody['data'] = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, HTTP_ERROR_CODES.badRequest, message, details === undefined ? {} : { details });

/** The one place a service's refusal becomes an HTTP status. */
export const statusOfRefusal: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** The status an error is answered with when it is one we raise on purpose (a refusal or an HttpError). */
export function refusalStatus(error: unknown): number | undefined {
  if (error instanceof DomainError) return statusOfRefusal[error.kind];
  if (error instanceof HttpError) return error.statusCode;
  return undefined;
}

/** What is wrong with one field of a request: `body.selections.0.match_id`, `querystring.q`, `headers.x`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The 400 of a request whose fields break the rules, each named in the message and in `data.details`. */
export const invalidRequest = (details: FieldProblem[]) =>
  badRequest(`Invalid request: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`, details);

const codeForStatus = (status: number): string =>
  ({
    400: HTTP_ERROR_CODES.badRequest,
    401: HTTP_ERROR_CODES.unauthorized,
    403: HTTP_ERROR_CODES.forbidden,
    404: HTTP_ERROR_CODES.notFound,
    409: HTTP_ERROR_CODES.conflict,
    429: HTTP_ERROR_CODES.tooManyRequests,
  })[status] ?? HTTP_ERROR_CODES.badRequest;

/** The spec's error body for any error: see installErrorHandling. */
export function answerError(thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const error = hasZodFastifySchemaValidationErrors(thrown)
    ? invalidRequest(
        thrown.validation.map((issue) => ({
          field: `${thrown.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
          message: issue.message ?? 'is invalid',
        })),
      )
    : thrown;
  if (error instanceof DomainError) {
    const body: ErrorBody = { code: error.code, message: error.message, data: error.data };
    return reply.status(statusOfRefusal[error.kind]).send(body);
  }
  if (error instanceof HttpError) {
    const body: ErrorBody = { code: error.code, message: error.message, data: error.data };
    return reply.status(error.statusCode).send(body);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const body: ErrorBody = { code: codeForStatus(status), message: error.message, data: {} };
    return reply.status(status).send(body);
  }
  if (isDatabaseUnavailable(error)) {
    // The database connection broke (a failover, a restart, connections dropped): the transaction did not
    // commit, the pool opens new connections, and the same request (with its idempotency key) can be sent again.
    request.log.warn({ err: error }, 'database unavailable');
    const body: ErrorBody = {
      code: HTTP_ERROR_CODES.unavailable,
      message: 'The service is briefly unavailable. Please try again in a moment.',
      data: {},
    };
    return reply.status(503).header('retry-after', '1').send(body);
  }
  request.log.error({ err: error }, 'request failed');
  // Only our own faults are reported (ADR 033): a user's 4xx and the retryable 503 above never are.
  request.server.errorReporter?.report(error, request);
  const body: ErrorBody = {
    code: HTTP_ERROR_CODES.internal,
    message: 'Something went wrong on our side. Please try again.',
    data: {},
  };
  return reply.status(500).send(body);
}

/**
 * Every failure leaves as the spec's error body. A user's mistake (bad JSON, a schema violation, an unknown
 * route) is a 4xx with a message that says what is wrong; a lost database connection is a 503 the client may
 * retry; only our own faults are a 500, and those are logged.
 * Errors Fastify raises before routing (a path segment that is not UTF-8, such as an encoded lone surrogate)
 * come through `frameworkErrors` (set where the app is built) to the same answer.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      code: HTTP_ERROR_CODES.notFound,
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      data: {},
    };
    return reply.status(404).send(body);
  });
}
