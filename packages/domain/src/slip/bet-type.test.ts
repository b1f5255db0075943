import { describe, expect, it } from 'vitest';
import { ctx, multiSingleCtx, selection } from '../testing/slip-fixtures';
import { changeBetType } from './bet-type';
import { addCustomBet, toggleSelection } from './compose';
import type { Bet, Selection, SlipContext } from './types';

const a = selection({ match: 'sr:match:1', odds: 2000 });
const b = selection({ match: 'sr:match:2', odds: 1500 });
const c = selection({ match: 'sr:match:3', odds: 3000 });

function build(selections: Selection[], context: SlipContext = ctx): Bet[] {
  return selections.reduce<Bet[]>((bets, s) => toggleSelection(bets, s, context).bets, []);
}

describe('bet-type changes', () => {
  it('changing to single splits the selections into separate bets (with multi-single support)', () => {
    const combo = build([a, b, c]).map((bet) => ({ ...bet, stake: 700 }));
    const result = changeBetType(combo, { betType: 'single' }, multiSingleCtx);
    expect(result.change).toBe('changed');
    expect(result.bets.map((bet) => [bet.betType, bet.selections, bet.stake])).toEqual([
      ['single', [a], 700],
      ['single', [b], 700],
      ['single', [c], 700],
    ]);
  });

  it('singles convert to a combo and to a system; combo and system convert into each other', () => {
    const singles = build([a, b, c], multiSingleCtx);
    const combo = changeBetType(singles, { betType: 'combo' }, multiSingleCtx);
    expect(combo.bets).toHaveLength(1);
    expect(combo.bets[0]).toMatchObject({ betType: 'combo', selections: [a, b, c] });
    const system = changeBetType(
      combo.bets,
      { betType: 'system', systemType: { totalCount: 3, winCount: 2 } },
      ctx,
    );
    expect(system.bets[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 3, winCount: 2 } });
    const back = changeBetType(system.bets, { betType: 'combo' }, ctx);
    expect(back.bets[0]?.betType).toBe('combo');
    expect(back.bets[0]?.systemType).toBeUndefined();
  });

  it('is ignored when the type is unchanged', () => {
    const combo = build([a, b, c]);
    expect(changeBetType(combo, { betType: 'combo' }, ctx).change).toBe('ignored');
    const system = changeBetType(
      combo,
      { betType: 'system', systemType: { totalCount: 3, winCount: 2 } },
      ctx,
    ).bets;
    expect(
      changeBetType(system, { betType: 'system', systemType: { totalCount: 3, winCount: 2 } }, ctx),
    ).toEqual({
      bets: system,
      change: 'ignored',
    });
    expect(changeBetType(build([a, b], multiSingleCtx), { betType: 'single' }, multiSingleCtx).change).toBe(
      'ignored',
    );
  });

  it('is ignored for a single-selection single', () => {
    const single = build([a]);
    expect(changeBetType(single, { betType: 'combo' }, ctx).change).toBe('ignored');
    expect(
      changeBetType(single, { betType: 'system', systemType: { totalCount: 1, winCount: 1 } }, ctx).change,
    ).toBe('ignored');
  });

  it('singles are a choice with two or more selections, with or without multi-single support', () => {
    const combo = build([a, b]).map((bet) => ({ ...bet, stake: 250 }));
    const result = changeBetType(combo, { betType: 'single' }, ctx);
    expect(result.change).toBe('changed');
    expect(result.bets.map((bet) => [bet.betType, bet.selections, bet.stake])).toEqual([
      ['single', [a], 250],
      ['single', [b], 250],
    ]);
  });

  it('is ignored when a combo or system would hold two selections of one match', () => {
    const twin = selection({ match: a.matchId, outcome: '2' });
    const singles = build([a, twin, b]);
    expect(singles.map((bet) => bet.betType)).toEqual(['single', 'single', 'single']);
    expect(changeBetType(singles, { betType: 'combo' }, ctx)).toEqual({ bets: singles, change: 'ignored' });
    expect(
      changeBetType(singles, { betType: 'system', systemType: { totalCount: 3, winCount: 2 } }, ctx).change,
    ).toBe('ignored');
  });

  it('is ignored when the system type has no matching size', () => {
    const combo = build([a, b, c]);
    expect(
      changeBetType(combo, { betType: 'system', systemType: { totalCount: 4, winCount: 2 } }, ctx).change,
    ).toBe('ignored');
    expect(
      changeBetType(combo, { betType: 'system', systemType: { totalCount: 3, winCount: 3 } }, ctx).change,
    ).toBe('ignored');
  });

  it('is ignored for custom bets', () => {
    const custom = addCustomBet([], [a, b], 3000, ctx).bets;
    expect(changeBetType(custom, { betType: 'combo' }, ctx)).toEqual({ bets: custom, change: 'ignored' });
  });

  it('keeps custom bets after the regular bets it converts', () => {
    const bets = addCustomBet(build([b, c]), [a], 2500, ctx).bets;
    const result = changeBetType(bets, { betType: 'single' }, multiSingleCtx);
    expect(result.bets.map((bet) => bet.betType)).toEqual(['single', 'single', 'custom_bet']);
  });

  it('clears the bonus and turns a stake derived from the potential win into a plain stake', () => {
    const combo: Bet[] = build([a, b, c]).map((bet) => ({
      ...bet,
      stake: 400,
      stakeSource: 'potentialWin',
      bonus: { bonusId: 'cb1', bonusType: 'comboboost', activeRangeIndex: 0 },
      bonusOdds: 1050,
    }));
    const [system] = changeBetType(
      combo,
      { betType: 'system', systemType: { totalCount: 3, winCount: 2 } },
      ctx,
    ).bets;
    expect(system).toMatchObject({ stake: 400, stakeSource: 'stake', availableBonuses: { freebet: [] } });
    expect(system?.bonus).toBeUndefined();
    expect(system?.bonusOdds).toBeUndefined();
  });
});
