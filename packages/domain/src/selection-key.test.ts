import { describe, expect, it } from 'vitest';
import { marketKey, selectionKey } from './selection-key';

describe('selection and market keys', () => {
  it('are the same for the server (numeric ids) and the slip (ids as text)', () => {
    const server = { matchId: 12, marketId: 18, specifier: 'total=2.5', outcomeId: '12' };
    const slip = { matchId: '12', marketId: '18', specifier: 'total=2.5', outcomeId: '12' };
    expect(selectionKey(server)).toBe(selectionKey(slip));
    expect(marketKey(server)).toBe(marketKey(slip));
  });

  it('keep specifiers with slashes and colons apart', () => {
    const a = { matchId: 1, marketId: 2, specifier: 'variant=sr:x/y', outcomeId: '3' };
    const b = { matchId: 1, marketId: 2, specifier: 'variant=sr:x', outcomeId: 'y/3' };
    expect(selectionKey(a)).not.toBe(selectionKey(b));
  });
});
