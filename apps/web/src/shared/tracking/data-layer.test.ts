import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DataLayerHost, purchaseAmount, track } from './data-layer';

describe('data layer tracking', () => {
  it('creates the data layer when missing and appends events in order', () => {
    const host: DataLayerHost = {};
    track(
      { event: 'outcome_add_click', matchId: 1, marketId: 2, specifier: '', outcomeId: '1', odds: 2150 },
      host,
    );
    track({ event: 'purchase', transactionId: '7', contentIds: ['1'], amount: 5, currency: 'EUR' }, host);
    expect(host.dataLayer).toEqual([
      expect.objectContaining({ event: 'outcome_add_click', outcomeId: '1' }),
      expect.objectContaining({ event: 'purchase', transactionId: '7' }),
    ]);
  });

  it('keeps what the tag manager already pushed', () => {
    const host: DataLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    track(
      { event: 'outcome_delete_click', matchId: 1, marketId: 2, specifier: '', outcomeId: '1', odds: 2150 },
      host,
    );
    expect(host.dataLayer).toHaveLength(2);
  });

  it('does nothing without a host (server rendering)', () => {
    expect(() =>
      track({ event: 'purchase', transactionId: '1', contentIds: [], amount: 1, currency: 'EUR' }, undefined),
    ).not.toThrow();
  });

  it('divides the stake by the subunits with the decimals of fiat and crypto', () => {
    expect(purchaseAmount(1050, 'EUR')).toBe(10.5);
    expect(purchaseAmount(123_456_789, 'BTC')).toBe(1.23456789);
    expect(purchaseAmount(500, 'JPY')).toBe(500);
  });

  it('equals stake / subunits for every fiat stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (stake) => {
        expect(purchaseAmount(stake, 'EUR')).toBeCloseTo(stake / 100, 9);
      }),
    );
  });
});
