import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limit';

describe('TokenBucket', () => {
  it('allows a burst of one second worth, then refills at the rate', () => {
    let now = 0;
    const bucket = new TokenBucket(10, () => now);
    expect(bucket.take(10)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    now = 500;
    expect(bucket.take(5)).toBe(true);
    expect(bucket.take(1)).toBe(false);
    now = 10_000;
    expect(bucket.take(10)).toBe(true);
    expect(bucket.take(1)).toBe(false);
  });

  it('never lets a frame larger than the burst through', () => {
    const bucket = new TokenBucket(5, () => 0);
    expect(bucket.take(6)).toBe(false);
    expect(bucket.take(5)).toBe(true);
  });
});
