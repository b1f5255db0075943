/** Token bucket: `ratePerSecond` commands a second on average, bursts up to one second's worth. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = ratePerSecond;
    this.last = now();
  }

  take(count: number): boolean {
    const at = this.now();
    this.tokens = Math.min(this.ratePerSecond, this.tokens + ((at - this.last) / 1000) * this.ratePerSecond);
    this.last = at;
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
}
