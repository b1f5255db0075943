import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnvelopeReceiver, startEnvelopeReceiver } from '../testing/envelope-receiver';
import { useTestDatabase } from '../testing/test-app';

describe('error reporting of the API (ADR 033)', () => {
  const testDatabase = useTestDatabase();
  let receiver: EnvelopeReceiver;
  let app: FastifyInstance;
  let faultRequestId: string | undefined;

  beforeAll(async () => {
    receiver = await startEnvelopeReceiver();
    app = await testDatabase.buildApp({ env: { SENTRY_DSN: receiver.dsn, SENTRY_ENVIRONMENT: 'test' } });
    // A fault of our own: the route records the id of the request it fails, to find it in the report.
    app.get('/api/test/fault', async (request) => {
      faultRequestId = String(request.id);
      throw new TypeError('cannot read the odds of undefined');
    });
  });
  afterAll(() => receiver.close());

  it('reports a 500 with its request id and never a user mistake (4xx)', async () => {
    const mistake = await app.inject({ method: 'GET', url: '/api/sportsbook/matches/0' });
    expect(mistake.statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    const fault = await app.inject({ method: 'GET', url: '/api/test/fault?token=secret' });
    expect(fault.statusCode).toBe(500);
    expect(fault.json().code).toBe('internal_error');

    // Closing the app sends what the reporter still holds, so everything it would ever send is in by now.
    await app.close();
    const events = receiver.events();
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.tags).toMatchObject({ request_id: faultRequestId, route: '/api/test/fault' });
    expect(event?.exception?.values?.at(-1)).toMatchObject({
      type: 'TypeError',
      value: 'cannot read the odds of undefined',
    });
    // The query string (which may carry a token) stays out of the report.
    expect(event?.contexts?.request).toEqual({ method: 'GET', path: '/api/test/fault' });
  });

  it('loads no reporter when no DSN is configured', async () => {
    const quiet = await testDatabase.buildApp();
    expect(quiet.errorReporter).toBeUndefined();
  });
});
