import { describe, expect, it } from 'vitest';
import { httpContext, reportableBody } from './http-context';

describe('the HTTP context of a reported API error', () => {
  it('carries the URL, status and both bodies', () => {
    expect(
      httpContext(500, {
        method: 'POST',
        url: 'http://127.0.0.1/api/sportsbook/bets',
        requestBody: '{"stake":100}',
        responseBody: '{"code":"internal_error"}',
      }),
    ).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1/api/sportsbook/bets',
      status: 500,
      request_body: '{"stake":100}',
      response_body: '{"code":"internal_error"}',
    });
  });

  it('redacts credentials at any depth and cuts long bodies to the value limit', () => {
    expect(
      reportableBody(
        '{"email":"a@b.c","password":"hunter2","promo_code":"X","card":{"number":"4111"},"x":[{"token":"t"}]}',
      ),
    ).toBe(
      '{"email":"a@b.c","password":"[redacted]","promo_code":"[redacted]","card":"[redacted]","x":[{"token":"[redacted]"}]}',
    );
    const long = reportableBody('x'.repeat(1000));
    expect(long).toHaveLength(250);
    expect(reportableBody('')).toBeUndefined();
  });
});
