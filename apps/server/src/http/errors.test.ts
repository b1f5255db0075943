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
