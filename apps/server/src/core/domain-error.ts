import { type ErrorBody, HTTP_ERROR_CODES } from '@sportsbook/contracts/errors';

/**
 * Why a use case refuses, in its own terms. Services throw a DomainError and know no HTTP status: the edge
 * (`http/errors.ts`, `statusOfRefusal`) gives each kind its status, in one place (ADR 025).
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

/** A refusal with the spec's error `code` and `data`, answered with the spec's error body. */
export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string | number,
    message: string,
    readonly data: ErrorBody['data'] = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) =>
  new DomainError('not_found', HTTP_ERROR_CODES.notFound, `${what} not found`);
