import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_LIMIT_KEYS, type BetLimitsConfig } from './bet-limits';
import { MAX_SELECTIONS, newBet } from './slip/compose';
import type { Bet, Selection } from './slip/types';
import {
  comboLabel,
  fitsSelectionCount,
  hasMixedProviders,
  hasSameMatchSelections,
  hasSystemProviderConflict,
  isAllSingles,
  SLIP_ISSUE_KEYS,
  slipLabel,
  validateSlip,
} from './slip-validation';
import { ctx, selection } from './testing/slip-fixtures';

const eur = { code: 'EUR', fiat: true };
const a = selection({ match: 'sr:match:1', odds: 2000 });
const b = selection({ match: 'sr:match:2', odds: 1500 });
const c = selection({ match: 'sr:match:3', odds: 3000 });

function bet(betType: Bet['betType'], selections: Selection[], stake = 1000, extra: Partial<Bet> = {}): Bet {
  return { ...newBet(betType, selections, ctx), stake, ...extra };
}

function keys(bets: Bet[], extra: { limits?: BetLimitsConfig; isPve?: boolean } = {}): string[] {
  return validateSlip({ bets, currency: eur, ...extra }).issues.map((i) => i.key);
}

describe('slip labels', () => {
  it('chooses double, treble or accumulator by selection count', () => {
    expect([2, 3, 4, 12].map(comboLabel)).toEqual(['double', 'treble', 'accumulator', 'accumulator']);
    expect(slipLabel([bet('combo', [a, b])])).toBe('double');
    expect(slipLabel([bet('combo', [a, b, c])])).toBe('treble');
  });

  it('a slip of several singles counts as all-singles', () => {
    const singles = [bet('single', [a]), bet('single', [b])];
    expect(isAllSingles(singles)).toBe(true);
    expect(slipLabel(singles)).toBe('all_singles');
    expect(slipLabel([bet('single', [a])])).toBe('single');
    expect(slipLabel([])).toBe('empty');
    expect(slipLabel([bet('system', [a, b, c], 300, { systemType: { totalCount: 3, winCount: 2 } })])).toBe(
      'system',
    );
  });
});

describe('placement enabled', () => {
  it('is enabled for bets with stakes whose return exceeds the stake', () => {
    expect(validateSlip({ bets: [bet('combo', [a, b])], currency: eur })).toEqual({
      placementEnabled: true,
      issues: [],
    });
  });

  it('needs bets', () => {
    expect(validateSlip({ bets: [], currency: eur }).placementEnabled).toBe(false);
  });

  it('needs every stake above 0', () => {
    const result = validateSlip({ bets: [bet('single', [a]), bet('single', [b], 0)], currency: eur });
    expect(result.placementEnabled).toBe(false);
    expect(result.issues).toEqual([
      { kind: 'error', key: SLIP_ISSUE_KEYS.stakeRequired, values: {}, betIndex: 1 },
    ]);
  });

  it('needs the return to exceed the stake', () => {
    // 1 cent at 1.500 returns 1 cent
    expect(keys([bet('single', [selection({ odds: 1500 })], 1)])).toEqual([
      SLIP_ISSUE_KEYS.potentialWinEqualOrLess,
    ]);
    expect(keys([bet('single', [selection({ odds: 1500 })], 2)])).toEqual([]);
  });

  it('refuses suspended, unavailable and unaccepted-price selections', () => {
    expect(keys([bet('single', [{ ...a, isSuspended: true }])])).toEqual([
      SLIP_ISSUE_KEYS.selectionUnavailable,
    ]);
    expect(keys([bet('single', [{ ...a, isNotAvailable: true }])])).toEqual([
      SLIP_ISSUE_KEYS.selectionUnavailable,
    ]);
    expect(keys([bet('single', [{ ...a, isChanged: true }])])).toEqual([SLIP_ISSUE_KEYS.oddsChanged]);
  });

  it('two selections from the same match block a combo or system bet, not singles', () => {
    const twin = selection({ match: a.matchId, market: '18', specifier: 'total=2.5' });
    expect(hasSameMatchSelections(bet('combo', [a, twin]))).toBe(true);
    expect(keys([bet('combo', [a, twin])])).toEqual([SLIP_ISSUE_KEYS.sameMatch]);
    const system = bet('system', [a, twin, b], 300, { systemType: { totalCount: 3, winCount: 2 } });
    expect(keys([system])).toEqual([SLIP_ISSUE_KEYS.sameMatch]);
    expect(keys([bet('single', [a]), bet('single', [twin])])).toEqual([]);
  });

  it('a slip mixing providers is invalid', () => {
    const oddin = selection({ match: 'od:match:1', provider: 'oddin' });
    expect(hasMixedProviders([bet('single', [a]), bet('single', [oddin])])).toBe(true);
    expect(keys([bet('combo', [a, oddin])])).toEqual([SLIP_ISSUE_KEYS.mixedProviders]);
  });

  it('a system bet with the oddin provider is invalid', () => {
    const legs = [1, 2, 3].map((i) => selection({ match: `od:match:${i}`, provider: 'oddin' }));
    const system = bet('system', legs, 300, { systemType: { totalCount: 3, winCount: 2 } });
    expect(hasSystemProviderConflict(system)).toBe(true);
    expect(keys([system])).toEqual([SLIP_ISSUE_KEYS.systemProvider]);
    expect(keys([bet('combo', legs)])).toEqual([]);
  });

  it('a system bet needs a fitting type and one minor unit per line', () => {
    expect(keys([bet('system', [a, b, c], 300)])).toEqual([SLIP_ISSUE_KEYS.systemTypeInvalid]);
    const small = validateSlip({
      bets: [bet('system', [a, b, c], 2, { systemType: { totalCount: 3, winCount: 2 } })],
      currency: eur,
    });
    expect(small.issues).toEqual([
      { kind: 'error', key: SLIP_ISSUE_KEYS.systemStakeTooSmall, values: { lines: 3 }, betIndex: 0 },
    ]);
  });

  it('a bet type and its selection count must agree: a single holds one, a combo and a custom bet two or more', () => {
    expect(fitsSelectionCount('single', 1)).toBe(true);
    expect(fitsSelectionCount('single', 2)).toBe(false);
    expect(fitsSelectionCount('combo', 1)).toBe(false);
    expect(fitsSelectionCount('custom_bet', 1)).toBe(false);
    expect(keys([bet('single', [a, b])])).toEqual([SLIP_ISSUE_KEYS.selectionCountInvalid]);
    expect(keys([bet('combo', [a])])).toEqual([SLIP_ISSUE_KEYS.selectionCountInvalid]);
    expect(keys([bet('custom_bet', [a], 1000, { customOdds: 2600 })])).toEqual([
      SLIP_ISSUE_KEYS.selectionCountInvalid,
    ]);
  });

  it('a custom bet needs its quote', () => {
    expect(keys([bet('custom_bet', [a, b])])).toEqual([SLIP_ISSUE_KEYS.customOddsMissing]);
    expect(keys([bet('custom_bet', [a, b], 1000, { customOdds: 2600 })])).toEqual([]);
  });

  it('more than 40 selections is too many', () => {
    const legs = Array.from({ length: MAX_SELECTIONS + 1 }, (_, i) =>
      selection({ match: `sr:match:${i}`, odds: 1100 }),
    );
    expect(keys([bet('combo', legs)])).toEqual([SLIP_ISSUE_KEYS.tooManySelections]);
    expect(keys([bet('combo', legs.slice(1))])).toEqual([]);
  });

  it('a player with the pve flag may not bet', () => {
    expect(keys([bet('single', [a])], { isPve: true })).toEqual([SLIP_ISSUE_KEYS.pvePlayerBetForbidden]);
  });

  it('bet-limit errors block and warnings do not', () => {
    const limits: BetLimitsConfig = { oddsLimit: { value: 3000, action: 'warning' } };
    const warned = validateSlip({ bets: [bet('combo', [a, b])], currency: eur, limits });
    expect(warned.placementEnabled).toBe(true);
    expect(warned.issues.map((i) => i.key)).toEqual([BET_LIMIT_KEYS.oddsLimitWarning]);
    const rejected = validateSlip({
      bets: [bet('combo', [a, b])],
      currency: eur,
      limits: { oddsLimit: { value: 3000, action: 'reject' } },
    });
    expect(rejected.placementEnabled).toBe(false);
  });

  it('bet limits see each bet odds, stake and profit and the selection count of the slip', () => {
    const limits: BetLimitsConfig = {
      selectionLimit: { value: 3 },
      payoutLimit: { fiat: [{ currencyCode: 'EUR', amount: 2000, action: 'reject' }], crypto: [] },
    };
    expect(keys([bet('combo', [a, b])], { limits })).toEqual([BET_LIMIT_KEYS.payoutLimitExceeded]);
    expect(keys([bet('combo', [a, b, c])], { limits })).toEqual([BET_LIMIT_KEYS.selectionLimitExceeded]);
    expect(keys([bet('combo', [a, b], 500)], { limits })).toEqual([]);
  });

  it('placement is enabled exactly when there are bets and no issue is an error', () => {
    const arbBet = fc.record({
      odds: fc.array(fc.integer({ min: 1001, max: 5000 }), { minLength: 1, maxLength: 4 }),
      stake: fc.nat(5000),
      suspended: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbBet, { maxLength: 3 }), (specs) => {
        const bets = specs.map((spec, i) =>
          bet(
            spec.odds.length === 1 ? 'single' : 'combo',
            spec.odds.map((o, j) => ({
              ...selection({ match: `sr:match:${i}-${j}`, odds: o }),
              isSuspended: spec.suspended,
            })),
            spec.stake,
          ),
        );
        const result = validateSlip({ bets, currency: eur });
        const anyError = result.issues.some((issue) => issue.kind === 'error');
        expect(result.placementEnabled).toBe(bets.length > 0 && !anyError);
        if (bets.some((x) => x.stake <= 0) || specs.some((s) => s.suspended))
          expect(result.placementEnabled).toBe(false);
      }),
    );
  });
});
