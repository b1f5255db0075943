import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, type RefusalKind } from '../core/domain-error';
import { HttpError, installErrorHandling, refusalStatus } from './errors';

describe('a service refusal answered at the edge', () => {
  const refusals: [RefusalKind, number][] = [
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
  ];

  it.each(refusals)('%s is answered %i with the spec error body', async (kind, status) => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/refuse', async () => {
      throw new DomainError(kind, 'limit_locked', 'You cannot change this limit yet.', {
        details: { until: 'soon' },
      });
    });
    const response = await app.inject({ method: 'GET', url: '/refuse' });
    await app.close();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      code: 'limit_locked',
      message: 'You cannot change this limit yet.',
      data: { details: { until: 'soon' } },
    });
    expect(refusalStatus(new DomainError(kind, 'x', 'y'))).toBe(status);
  });

  it('reads the status of an HttpError and of nothing else', () => {
    expect(refusalStatus(new HttpError(429, 'too_many_requests', 'Slow down'))).toBe(429);
    expect(refusalStatus(new Error('boom'))).toBeUndefined();
  });
});

describe('a lost database connection answered at the edge', () => {
  // As node-postgres raises them when an administrator terminates the backend mid-query, or when a pooled
  // connection broke; drizzle wraps the driver's error in `cause`.
  const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  const lost: [string, Error][] = [
    ['a terminated backend, wrapped by drizzle', new Error('Failed query: select 1', { cause: terminated })],
    ['a connection that broke mid-query', new Error('Connection terminated unexpectedly')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
  ];

  const answer = async (thrown: Error) => {
    const app = Fastify();
    installErrorHandling(app);
    app.get('/query', async () => {
      throw thrown;
    });
    const response = await app.inject({ method: 'GET', url: '/query' });
    await app.close();
    return response;
  };

  it.each(lost)('%s is a 503 service_unavailable the client may retry', async (_name, thrown) => {
    const response = await answer(thrown);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
      data: {},
    });
  });

  it('leaves any other fault a 500', async () => {
    const response = await answer(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
  });
});
