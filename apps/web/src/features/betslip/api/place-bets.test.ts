import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { postWithRetry } from './place-bets';

describe('placement retries', () => {
  it('repeats the same request after a lost answer, and stops after three attempts', async () => {
    let calls = 0;
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    const result = await postWithRetry(async () => {
      calls++;
      if (calls < 3) throw new ApiError(0, 'network_error', 'Failed to fetch');
      return 'placed';
    }, wait);
    expect(result).toBe('placed');
    expect(waits).toEqual([1000, 2000]);

    calls = 0;
    await expect(
      postWithRetry(async () => {
        calls++;
        throw new ApiError(503, 'service_unavailable', 'down');
      }, wait),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(3);
  });

  it('never repeats a refusal', async () => {
    let calls = 0;
    await expect(
      postWithRetry(async () => {
        calls++;
        throw new ApiError(400, '101', 'The odds have changed.');
      }),
    ).rejects.toMatchObject({ code: '101' });
    expect(calls).toBe(1);
  });
});
