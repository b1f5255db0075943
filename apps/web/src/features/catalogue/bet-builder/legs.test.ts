import { selectionKey } from '@sportsbook/domain/selection-key';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutcomeSelection } from '../../../shared/betting/outcome-selection';
import { pickLeg } from './legs';

const leg = (marketId: number, outcomeId: string, specifier = ''): OutcomeSelection => ({
  matchId: 9,
  marketId,
  specifier,
  outcomeId,
  odds: 1900,
  provider: 'betradar',
  matchStatus: 0,
  matchName: 'A - B',
  marketName: `Market ${marketId}`,
  outcomeName: outcomeId,
});

describe('bet builder legs', () => {
  it('adds, replaces within a market and removes on a second pick', () => {
    const one = pickLeg([], leg(1, '1'));
    const two = pickLeg(one, leg(18, '12', 'total=2.5'));
    expect(two.map(selectionKey)).toEqual(['9|1||1', '9|18|total=2.5|12']);
    const replaced = pickLeg(two, leg(1, '3'));
    expect(replaced.map(selectionKey)).toEqual(['9|1||3', '9|18|total=2.5|12']);
    // Another line of the same market type is another market.
    expect(pickLeg(replaced, leg(18, '13', 'total=3.5'))).toHaveLength(3);
    expect(pickLeg(replaced, leg(1, '3')).map(selectionKey)).toEqual(['9|18|total=2.5|12']);
  });

  it('never holds two outcomes of one market, whatever is picked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom('1', '2', '3')), { maxLength: 30 }),
        (picks) => {
          const legs = picks.reduce<OutcomeSelection[]>((all, [m, o]) => pickLeg(all, leg(m, o)), []);
          const markets = legs.map((l) => l.marketId);
          expect(new Set(markets).size).toBe(markets.length);
        },
      ),
    );
  });
});
