import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSystemTypeFor } from '../system-bets';
import { ctx, multiSingleCtx, selection } from '../testing/slip-fixtures';
import { type BetTypeTarget, changeBetType } from './bet-type';
import {
  addCustomBet,
  MAX_SELECTIONS,
  regularBets,
  removeFromBet,
  removeSelection,
  selectedOutcomeIds,
  selectionCount,
  toggleSelection,
} from './compose';
import type { Bet, Selection, SlipContext } from './types';

const a = selection({ match: 'sr:match:1', odds: 2000 });
const b = selection({ match: 'sr:match:2', odds: 1500 });
const c = selection({ match: 'sr:match:3', odds: 3000 });
const d = selection({ match: 'sr:match:4', odds: 1800 });

function build(selections: Selection[], context: SlipContext = ctx): Bet[] {
  return selections.reduce<Bet[]>((bets, s) => toggleSelection(bets, s, context).bets, []);
}

describe('slip composition', () => {
  it('toggling an outcome adds it if unselected and removes it if selected', () => {
    const once = toggleSelection([], a, ctx);
    expect(once.change).toBe('added');
    expect(selectedOutcomeIds(once.bets)).toEqual([a.id]);
    const twice = toggleSelection(once.bets, a, ctx);
    expect(twice.change).toBe('removed');
    expect(twice.bets).toEqual([]);
  });

  it('the first selection creates a single bet with stake 0 in the slip currency', () => {
    expect(build([a])).toEqual([
      {
        betType: 'single',
        stake: 0,
        stakeSource: 'stake',
        currency: 'EUR',
        subunits: 100,
        selections: [a],
        availableBonuses: { freebet: [] },
      },
    ]);
  });

  it('a second selection turns the single into a combo, keeping its stake', () => {
    const single = build([a]).map((bet) => ({ ...bet, stake: 500 }));
    const next = toggleSelection(single, b, ctx).bets;
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ betType: 'combo', stake: 500, selections: [a, b] });
  });

  it('where multi-single is available for the provider, another single is added instead', () => {
    const bets = build([a, b, c], multiSingleCtx);
    expect(bets.map((bet) => bet.betType)).toEqual(['single', 'single', 'single']);
    // a provider without multi-single joining one single makes a combo
    const oddin = selection({ match: 'od:match:9', provider: 'oddin' });
    expect(toggleSelection(build([a], multiSingleCtx), oddin, multiSingleCtx).bets[0]?.betType).toBe('combo');
    // but a slip already holding several singles stays in singles
    expect(toggleSelection(bets, oddin, multiSingleCtx).bets).toHaveLength(4);
  });

  it('removing selections until one is left turns a combo back into a single', () => {
    const combo = build([a, b, c]);
    expect(combo[0]?.betType).toBe('combo');
    const two = removeSelection(combo, c.id).bets;
    expect(two[0]?.betType).toBe('combo');
    const one = removeSelection(two, b.id).bets;
    expect(one).toEqual(build([a]));
  });

  it('a system whose totalCount no longer matches takes the matching type, or becomes a combo', () => {
    const system = changeBetType(
      build([a, b, c, d]),
      { betType: 'system', systemType: { totalCount: 4, winCount: 3 } },
      ctx,
    ).bets;
    expect(system[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 4, winCount: 3 } });
    const e = selection({ match: 'sr:match:5' });
    expect(toggleSelection(system, e, ctx).bets[0]).toMatchObject({
      betType: 'system',
      systemType: { totalCount: 5, winCount: 3 },
    });
    // 3 of 3 is no system: a combo
    const three = removeSelection(system, d.id).bets;
    expect(three[0]?.betType).toBe('combo');
    expect(three[0]?.systemType).toBeUndefined();
    // down to one selection: a single
    const twoOfThree = changeBetType(
      build([a, b, c]),
      { betType: 'system', systemType: { totalCount: 3, winCount: 2 } },
      ctx,
    ).bets;
    const afterTwo = removeSelection(removeSelection(twoOfThree, c.id).bets, b.id).bets;
    expect(afterTwo[0]?.betType).toBe('single');
  });

  it('a system that would exceed the line cap when a selection is added becomes a combo', () => {
    const legs = Array.from({ length: 18 }, (_, i) => selection({ match: `sr:match:${i + 10}` }));
    const system = changeBetType(
      build(legs),
      { betType: 'system', systemType: { totalCount: 18, winCount: 5 } },
      ctx,
    ).bets;
    expect(system[0]?.betType).toBe('system');
    const grown = toggleSelection(system, selection({ match: 'sr:match:99' }), ctx).bets;
    expect(grown[0]?.betType).toBe('combo');
    expect(grown[0]?.selections).toHaveLength(19);
  });

  it('removing the last leg of a custom bet drops it; a custom bet stays custom otherwise', () => {
    const custom = addCustomBet(
      [],
      [a, selection({ match: 'sr:match:1', market: '18', specifier: 'total=2.5' })],
      3200,
      ctx,
    ).bets;
    expect(custom[0]).toMatchObject({ betType: 'custom_bet', customOdds: 3200 });
    const one = removeFromBet(custom, 0, a.id).bets;
    expect(one[0]?.betType).toBe('custom_bet');
    expect(one[0]?.customOdds).toBeUndefined();
    expect(removeFromBet(one, 0, one[0]?.selections[0]?.id ?? '').bets).toEqual([]);
    expect(removeFromBet(one, 3, a.id).change).toBe('ignored');
  });

  it('a custom bet is added as its own bet after the regular bets; toggles leave it alone', () => {
    const regular = build([b]);
    const withCustom = addCustomBet(regular, [a], 2500, ctx).bets;
    expect(withCustom.map((bet) => bet.betType)).toEqual(['single', 'custom_bet']);
    const toggled = toggleSelection(withCustom, c, ctx).bets;
    expect(toggled.map((bet) => bet.betType)).toEqual(['combo', 'custom_bet']);
    // the custom bet's leg is not "selected" in the regular markets
    expect(selectedOutcomeIds(withCustom)).toEqual([b.id]);
    expect(toggleSelection(withCustom, a, ctx).bets.map((bet) => bet.betType)).toEqual([
      'combo',
      'custom_bet',
    ]);
  });

  it('when the first bet is a custom bet, adding another opens the custom-bet modal; replace swaps it', () => {
    const first = addCustomBet([], [a], 2500, ctx).bets;
    const again = addCustomBet(first, [b], 1900, ctx);
    expect(again).toEqual({ bets: first, change: 'custom_bet_modal' });
    const replaced = addCustomBet(first, [b], 1900, ctx, { replace: true });
    expect(replaced.change).toBe('added');
    expect(replaced.bets).toHaveLength(1);
    expect(replaced.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: 1900, selections: [b] });
  });

  it('a pick of a match the slip holds makes singles, never a combo that could not be placed', () => {
    const twin = selection({ match: a.matchId, outcome: '2' });
    const pair = toggleSelection(
      build([a]).map((bet) => ({ ...bet, stake: 500 })),
      twin,
      ctx,
    ).bets;
    expect(pair.map((bet) => [bet.betType, bet.selections, bet.stake])).toEqual([
      ['single', [a], 500],
      ['single', [twin], 0],
    ]);
    const combo = build([a, b]).map((bet) => ({ ...bet, stake: 300 }));
    const switched = toggleSelection(combo, twin, ctx).bets;
    expect(switched.map((bet) => [bet.betType, bet.selections, bet.stake])).toEqual([
      ['single', [a], 300],
      ['single', [b], 300],
      ['single', [twin], 0],
    ]);
  });

  it('refuses to go past 40 selections', () => {
    const forty = Array.from({ length: MAX_SELECTIONS }, (_, i) => selection({ match: `sr:match:${i + 1}` }));
    const full = build(forty);
    expect(selectionCount(full)).toBe(40);
    const extra = toggleSelection(full, selection({ match: 'sr:match:99' }), ctx);
    expect(extra.change).toBe('limit_reached');
    expect(extra.bets).toEqual(full);
    expect(addCustomBet(full, [a], 2000, ctx).change).toBe('limit_reached');
  });
});

// Random slips: selections over a few matches and both providers, with bet-type changes and custom bets.
const pool = Array.from({ length: 48 }, (_, i) =>
  selection({
    match: `sr:match:${Math.floor(i / 2)}`,
    outcome: String(i % 2),
    odds: 1100 + i * 37,
    provider: i % 7 === 0 ? 'oddin' : 'betradar',
  }),
);
const target: fc.Arbitrary<BetTypeTarget> = fc.oneof(
  fc.constant({ betType: 'single' as const }),
  fc.constant({ betType: 'combo' as const }),
  fc
    .record({ n: fc.integer({ min: 3, max: 40 }), k: fc.integer({ min: 2, max: 39 }) })
    .map(({ n, k }) => ({ betType: 'system' as const, systemType: { totalCount: n, winCount: k } })),
);
type Op =
  | { kind: 'toggle'; i: number }
  | { kind: 'type'; t: BetTypeTarget }
  | { kind: 'system'; k: number }
  | { kind: 'custom'; is: number[] };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.nat(pool.length - 1).map((i) => ({ kind: 'toggle' as const, i })) },
  { weight: 1, arbitrary: target.map((t) => ({ kind: 'type' as const, t })) },
  // a system of the current size, so that systems actually occur
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 6 }).map((k) => ({ kind: 'system' as const, k })) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.nat(pool.length - 1), { minLength: 1, maxLength: 3 })
      .map((is) => ({ kind: 'custom' as const, is })),
  },
);
const context = fc.constantFrom(ctx, multiSingleCtx);

function run(ops: readonly Op[], c: SlipContext): Bet[] {
  let bets: Bet[] = [];
  for (const o of ops) {
    if (o.kind === 'toggle') {
      const s = pool[o.i];
      if (s) bets = toggleSelection(bets, s, c).bets;
    } else if (o.kind === 'type') {
      bets = changeBetType(bets, o.t, c).bets;
    } else if (o.kind === 'system') {
      const n = selectionCount(regularBets(bets));
      bets = changeBetType(bets, { betType: 'system', systemType: { totalCount: n, winCount: o.k } }, c).bets;
    } else {
      const legs = o.is.flatMap((i) => (pool[i] ? [pool[i]] : []));
      bets = addCustomBet(bets, legs, 2500, c).bets;
    }
  }
  return bets;
}

describe('slip composition properties', () => {
  it('toggling an unselected outcome twice is the identity (or a system falls back to combo when n+1 has no type)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), context, fc.nat(pool.length - 1), (ops, c, pick) => {
        const bets = run(ops, c);
        const fresh = pool[pick];
        if (!fresh || selectedOutcomeIds(bets).includes(fresh.id)) return;
        const once = toggleSelection(bets, fresh, c);
        const twice = toggleSelection(once.bets, fresh, c).bets;
        const system = regularBets(bets)[0];
        const n = selectionCount(regularBets(bets));
        const systemFallsBack =
          system?.betType === 'system' &&
          once.change === 'added' &&
          !isSystemTypeFor({ totalCount: n + 1, winCount: system.systemType?.winCount ?? 0 }, n + 1);
        const combined = regularBets(bets)[0];
        const sameMatchSwitch =
          (combined?.betType === 'combo' || combined?.betType === 'system') &&
          combined.selections.some((s) => s.matchId === fresh.matchId);
        if (sameMatchSwitch) {
          expect(regularBets(once.bets).every((bet) => bet.betType === 'single')).toBe(true);
        } else if (systemFallsBack) {
          expect(regularBets(once.bets)[0]?.betType).toBe('combo');
        } else {
          expect(twice).toEqual(bets);
        }
      }),
    );
  });

  it('toggling a selected outcome twice keeps the same selections', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), context, fc.nat(), (ops, c, pick) => {
        const bets = run(ops, c);
        const ids = selectedOutcomeIds(bets);
        const chosen = pool.find((s) => s.id === ids[pick % Math.max(1, ids.length)]);
        if (!chosen) return;
        const twice = toggleSelection(toggleSelection(bets, chosen, c).bets, chosen, c).bets;
        expect([...selectedOutcomeIds(twice)].sort()).toEqual([...ids].sort());
      }),
    );
  });

  it('the selection count never exceeds 40 and the slip keeps its shape', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 120 }), context, (ops, c) => {
        const bets = run(ops, c);
        expect(selectionCount(bets)).toBeLessThanOrEqual(MAX_SELECTIONS);
        const regular = regularBets(bets);
        // regular bets come first, then custom bets
        expect(bets.slice(0, regular.length)).toEqual(regular);
        // one or more singles, or exactly one combo or system, each the right size
        const first = regular[0];
        if (first && first.betType !== 'single') expect(regular).toHaveLength(1);
        for (const bet of regular) {
          if (bet.betType === 'single') expect(bet.selections).toHaveLength(1);
          if (bet.betType === 'combo') expect(bet.selections.length).toBeGreaterThanOrEqual(2);
          if (bet.betType === 'system') {
            expect(bet.systemType && isSystemTypeFor(bet.systemType, bet.selections.length)).toBe(true);
          }
        }
        // no outcome is selected twice in the regular bets
        const ids = selectedOutcomeIds(bets);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});
