import { describe, expect, it } from 'vitest';
import { BET_LIMIT_KEYS } from './bet-limits';
import { MATCH_STATUS } from './match-status';
import {
  canPlaceQuickBet,
  initialQuickBet,
  type QuickBet,
  type QuickBetAction,
  type QuickBetRules,
  quickBetReducer,
  validateQuickBet,
} from './quick-bet';
import { newBet } from './slip/compose';
import { ctx, selection } from './testing/slip-fixtures';

const live = selection({ match: 'sr:match:7', odds: 2500, status: MATCH_STATUS.live });
const prematch = selection({ match: 'sr:match:8', odds: 2500, status: MATCH_STATUS.prematch });
const rules: QuickBetRules = { fiat: true, isPve: false };

function apply(actions: QuickBetAction[], from: QuickBet = initialQuickBet('EUR', 100)): QuickBet {
  return actions.reduce(quickBetReducer, from);
}

const armed: QuickBetAction[] = [{ type: 'toggle' }, { type: 'set_stake', stake: 500 }, { type: 'approve' }];

describe('quick bet state', () => {
  it('toggling resets approval', () => {
    const q = apply(armed);
    expect(q).toMatchObject({ isEnabled: true, isApproved: true });
    expect(quickBetReducer(q, { type: 'toggle' })).toMatchObject({ isEnabled: false, isApproved: false });
  });

  it('approval requires a stake above 0', () => {
    expect(apply([{ type: 'toggle' }, { type: 'approve' }]).isApproved).toBe(false);
  });

  it('a stake or currency change resets approval', () => {
    expect(quickBetReducer(apply(armed), { type: 'set_stake', stake: 600 }).isApproved).toBe(false);
    const changed = quickBetReducer(apply(armed), {
      type: 'set_currency',
      currency: 'BTC',
      subunits: 100_000_000,
    });
    expect(changed).toMatchObject({ currency: 'BTC', subunits: 100_000_000, isApproved: false });
  });

  it('the stake is turned off when the balance is 0 or below the stake', () => {
    expect(quickBetReducer(apply(armed), { type: 'balance_changed', balance: 499 }).isApproved).toBe(false);
    expect(quickBetReducer(apply(armed), { type: 'balance_changed', balance: 0 }).isApproved).toBe(false);
    expect(quickBetReducer(apply(armed), { type: 'balance_changed', balance: 500 }).isApproved).toBe(true);
  });

  it('selecting an outcome of a live match in quick-bet mode places the quick bet', () => {
    const q = quickBetReducer(apply(armed), {
      type: 'outcome_selected',
      selection: live,
      isCustom: false,
      rules,
    });
    expect(q).toMatchObject({ state: 'processing', selectedOutcomeIds: [live.id] });
    expect(q.bet).toMatchObject({ betType: 'single', stake: 500, currency: 'EUR', selections: [live] });
  });

  it('does nothing for a prematch outcome, a custom bet, when disabled or not approved', () => {
    const q = apply(armed);
    expect(
      quickBetReducer(q, { type: 'outcome_selected', selection: prematch, isCustom: false, rules }),
    ).toEqual(q);
    expect(quickBetReducer(q, { type: 'outcome_selected', selection: live, isCustom: true, rules })).toEqual(
      q,
    );
    const off = apply([{ type: 'set_stake', stake: 500 }, { type: 'approve' }]);
    expect(
      quickBetReducer(off, { type: 'outcome_selected', selection: live, isCustom: false, rules }),
    ).toEqual(off);
    const unapproved = apply([{ type: 'toggle' }, { type: 'set_stake', stake: 500 }]);
    expect(
      quickBetReducer(unapproved, { type: 'outcome_selected', selection: live, isCustom: false, rules }),
    ).toEqual(unapproved);
  });

  it('placing is blocked while processing', () => {
    const processing = quickBetReducer(apply(armed), {
      type: 'outcome_selected',
      selection: live,
      isCustom: false,
      rules,
    });
    const other = selection({ match: 'sr:match:9', status: MATCH_STATUS.live });
    expect(
      quickBetReducer(processing, { type: 'outcome_selected', selection: other, isCustom: false, rules }),
    ).toEqual(processing);
    expect(canPlaceQuickBet(processing, [])).toBe(false);
  });

  it('a warning blocks the quick bet too', () => {
    const warnRules: QuickBetRules = { ...rules, limits: { oddsLimit: { value: 2000, action: 'warning' } } };
    const q = quickBetReducer(apply(armed), {
      type: 'outcome_selected',
      selection: live,
      isCustom: false,
      rules: warnRules,
    });
    expect(q).toMatchObject({
      state: 'error',
      error: BET_LIMIT_KEYS.oddsLimitWarning,
      selectedOutcomeIds: [],
    });
  });

  it('when the state is not processing, selected outcomes clear', () => {
    const processing = quickBetReducer(apply(armed), {
      type: 'outcome_selected',
      selection: live,
      isCustom: false,
      rules,
    });
    const done = quickBetReducer(processing, {
      type: 'place_success',
      placed: { betId: 'Q1', ref: 'BQ1', status: 'waiting_results', isVip: false, odds: 2500 },
    });
    expect(done).toMatchObject({ state: 'success', selectedOutcomeIds: [] });
    expect(done.bet?.placed?.betId).toBe('Q1');
    const failed = quickBetReducer(processing, { type: 'place_error', message: 'error.place_bets.default' });
    expect(failed).toMatchObject({
      state: 'error',
      error: 'error.place_bets.default',
      selectedOutcomeIds: [],
    });
  });

  it('signing out turns quick bet off', () => {
    expect(quickBetReducer(apply(armed), { type: 'signed_out' })).toMatchObject({
      isEnabled: false,
      isApproved: false,
    });
  });
});

describe('quick bet validation', () => {
  const single = (stake: number, odds: number) => ({
    ...newBet('single', [selection({ odds })], ctx),
    stake,
  });

  it('runs stake and odds through the bet limits', () => {
    const issues = validateQuickBet(single(5000, 2000), {
      ...rules,
      limits: { maxStakeLimit: { fiat: [{ currencyCode: 'EUR', amount: 5000 }], crypto: [] } },
    });
    expect(issues.map((i) => i.key)).toEqual([BET_LIMIT_KEYS.maxStakeLimitExceeded]);
  });

  it("is refused with 'error.potential_win.equal_or_less' if the potential win is not above the stake", () => {
    expect(validateQuickBet(single(1, 1500), rules).map((i) => i.key)).toEqual([
      'error.potential_win.equal_or_less',
    ]);
    expect(validateQuickBet(single(2, 1500), rules)).toEqual([]);
  });

  it("is refused for a pve player with 'error.platform.pve_player_bet_forbidden'", () => {
    expect(validateQuickBet(single(100, 2000), { ...rules, isPve: true }).map((i) => i.key)).toEqual([
      'error.platform.pve_player_bet_forbidden',
    ]);
  });

  it('is placed only when approved, a bet exists and it is not already processing', () => {
    const q = apply(armed);
    expect(canPlaceQuickBet(q, [])).toBe(false);
    const withBet = { ...q, bet: single(500, 2000) };
    expect(canPlaceQuickBet(withBet, [])).toBe(true);
    expect(canPlaceQuickBet({ ...withBet, isApproved: false }, [])).toBe(false);
    expect(canPlaceQuickBet(withBet, [{ kind: 'warning', key: 'w', values: {} }])).toBe(false);
  });
});
