import { describe, expect, it } from 'vitest';
import { errorBodySchema } from './errors';

describe('errorBodySchema', () => {
  it('accepts the spec error body with per-bet messages', () => {
    const body = {
      code: 101,
      message: 'Odds changed',
      data: { errors_by_bet: [{ localized_message: 'x' }] },
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  it('rejects a body without data', () => {
    expect(errorBodySchema.safeParse({ code: 'not_found', message: 'x' }).success).toBe(false);
  });
});
