import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_STATUS, MATCH_STATUS } from '../match-status';
import type { OddsAcceptMode } from '../odds-acceptance';
import { ctx, selection } from '../testing/slip-fixtures';
import { addCustomBet, newBet, toggleSelection } from './compose';
import {
  acceptOddsChanges,
  applyMatchStatus,
  applyProviderStatuses,
  dropMissing,
  hasOddsChanges,
  type MarketSnapshot,
  purgeUnavailable,
  refreshOdds,
} from './refresh';
import type { Bet, Selection } from './types';

const a = selection({ match: 'sr:match:1', odds: 2000 });
const b = selection({ match: 'sr:match:2', odds: 1500 });
const c = selection({ match: 'sr:match:3', odds: 3000, provider: 'betradar' });

function market(s: Selection, odds: number, overrides: Partial<MarketSnapshot> = {}): MarketSnapshot {
  return {
    matchId: s.matchId,
    marketId: s.marketId,
    specifier: s.specifier,
    status: MARKET_STATUS.active,
    outcomes: [
      { id: s.outcomeId, odds, active: true },
      { id: 'other', odds: 1800, active: true },
    ],
    ...overrides,
  };
}

function build(selections: Selection[]): Bet[] {
  return selections.reduce<Bet[]>((bets, s) => toggleSelection(bets, s, ctx).bets, []);
}

function firstSelection(bets: Bet[]): Selection {
  const s = bets[0]?.selections[0];
  if (!s) throw new Error('selection expected');
  return s;
}

describe('refresh against live market data', () => {
  it('marks a selection suspended when its market is not open', () => {
    const bets = refreshOdds(build([a]), [market(a, 2000, { status: MARKET_STATUS.suspended })], 'none');
    expect(firstSelection(bets).isSuspended).toBe(true);
  });

  it('marks a selection suspended when its outcome is missing or inactive', () => {
    const missing = refreshOdds(
      build([a]),
      [market(a, 2000, { outcomes: [{ id: 'x', odds: 1, active: true }] })],
      'none',
    );
    expect(firstSelection(missing)).toMatchObject({ isSuspended: true, odds: 2000 });
    const inactive = refreshOdds(
      build([a]),
      [market(a, 2000, { outcomes: [{ id: a.outcomeId, odds: 2000, active: false }] })],
      'none',
    );
    expect(firstSelection(inactive)).toMatchObject({ isSuspended: true, active: false });
  });

  it('lifts the suspension when the market reopens', () => {
    const suspended = refreshOdds(build([a]), [market(a, 2000, { status: MARKET_STATUS.suspended })], 'none');
    expect(firstSelection(refreshOdds(suspended, [market(a, 2000)], 'none')).isSuspended).toBe(false);
  });

  it('leaves selections of other markets and unchanged prices untouched (same objects)', () => {
    const bets = build([a, b]);
    expect(refreshOdds(bets, [market(a, 2000)], 'none')[0]).toBe(bets[0]);
    expect(refreshOdds(bets, [market(c, 1234)], 'none')[0]).toBe(bets[0]);
    expect(refreshOdds(bets, [market(a, 2100)], 'none')[0]).not.toBe(bets[0]);
  });

  it('none: any change is flagged and the accepted odds stay', () => {
    const bets = refreshOdds(build([a]), [market(a, 2200)], 'none');
    expect(firstSelection(bets)).toMatchObject({ odds: 2200, acceptedOdds: 2000, isChanged: true });
    expect(hasOddsChanges(bets)).toBe(true);
  });

  it('higher: a rise is taken, a drop is flagged', () => {
    expect(firstSelection(refreshOdds(build([a]), [market(a, 2200)], 'higher'))).toMatchObject({
      odds: 2200,
      acceptedOdds: 2200,
      isChanged: false,
    });
    expect(firstSelection(refreshOdds(build([a]), [market(a, 1800)], 'higher'))).toMatchObject({
      odds: 1800,
      acceptedOdds: 2000,
      isChanged: true,
    });
  });

  it('any: every change is taken', () => {
    expect(firstSelection(refreshOdds(build([a]), [market(a, 1800)], 'any'))).toMatchObject({
      acceptedOdds: 1800,
      isChanged: false,
    });
  });

  it('a price moving back to the accepted one clears the flag', () => {
    const changed = refreshOdds(build([a]), [market(a, 2200)], 'none');
    expect(firstSelection(refreshOdds(changed, [market(a, 2000)], 'none')).isChanged).toBe(false);
  });

  it('accepting changes takes the current prices', () => {
    const changed = refreshOdds(build([a, b]), [market(a, 2200), market(b, 1400)], 'none');
    const accepted = acceptOddsChanges(changed);
    expect(hasOddsChanges(accepted)).toBe(false);
    expect(accepted[0]?.selections.map((s) => s.acceptedOdds)).toEqual([2200, 1400]);
  });

  it('rescales a stake derived from the potential win when the accepted odds move', () => {
    const bets: Bet[] = build([a, b]).map((bet) => ({ ...bet, stake: 1000, stakeSource: 'potentialWin' }));
    // 2.000 x 1.500 = 3.000 -> 2.500 x 1.500 = 3.750: 1000 x 3000 / 3750 = 800
    expect(refreshOdds(bets, [market(a, 2500)], 'any')[0]?.stake).toBe(800);
    // not taken (flagged) -> the accepted odds did not move -> no rescale
    expect(refreshOdds(bets, [market(a, 2500)], 'none')[0]?.stake).toBe(1000);
    // accepting the change then rescales
    expect(acceptOddsChanges(refreshOdds(bets, [market(a, 2500)], 'none'))[0]?.stake).toBe(800);
  });

  it('the accepted price follows the acceptance rule for any sequence of prices', () => {
    const mode = fc.constantFrom<OddsAcceptMode>('none', 'higher', 'any');
    fc.assert(
      fc.property(mode, fc.array(fc.integer({ min: 1001, max: 10_000 }), { maxLength: 20 }), (m, prices) => {
        let bets = build([a]);
        let accepted = a.acceptedOdds;
        for (const price of prices) {
          bets = refreshOdds(bets, [market(a, price)], m);
          if (m === 'any' || (m === 'higher' && price > accepted)) accepted = price;
          const s = firstSelection(bets);
          expect(s.acceptedOdds).toBe(accepted);
          expect(s.odds).toBe(price);
          expect(s.isChanged).toBe(price !== accepted);
        }
      }),
    );
  });
});

describe('availability, purge and drop', () => {
  it('a match that can no longer take bets makes its selections not available', () => {
    const bets = applyMatchStatus(build([a, b]), a.matchId, MATCH_STATUS.stopped, {});
    expect(bets[0]?.selections.map((s) => s.isNotAvailable)).toEqual([true, false]);
    const live = applyMatchStatus(bets, a.matchId, MATCH_STATUS.live, {});
    expect(live[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, false]);
  });

  it('a provider status change marks selections unavailable where their provider is no longer active', () => {
    const oddin = selection({ match: 'od:match:1', provider: 'oddin' });
    const bets = applyProviderStatuses(build([a, oddin]), { oddin: false });
    expect(bets[0]?.selections.map((s) => s.isNotAvailable)).toEqual([false, true]);
    expect(applyProviderStatuses(bets, { oddin: true })[0]?.selections.map((s) => s.isNotAvailable)).toEqual([
      false,
      false,
    ]);
    // a provider coming back does not revive a selection of a finished match
    const finished = applyMatchStatus(bets, oddin.matchId, MATCH_STATUS.finished, { oddin: false });
    expect(applyProviderStatuses(finished, { oddin: true })[0]?.selections[1]?.isNotAvailable).toBe(true);
  });

  it('purges suspended and not-available selections, reshaping what is left', () => {
    let bets = build([a, b, c]);
    bets = refreshOdds(bets, [market(a, 2000, { status: MARKET_STATUS.suspended })], 'none');
    bets = applyMatchStatus(bets, b.matchId, MATCH_STATUS.closed, {});
    const purged = purgeUnavailable(bets);
    expect(purged).toHaveLength(1);
    expect(purged[0]).toMatchObject({ betType: 'single', selections: [c] });
  });

  it('custom bets are dropped if any selection is not prematch or live', () => {
    const legs = [a, selection({ match: a.matchId, market: '18', specifier: 'total=2.5' })];
    const bets = addCustomBet(build([b]), legs, 3000, ctx).bets;
    expect(applyMatchStatus(bets, a.matchId, MATCH_STATUS.live, {})).toHaveLength(2);
    const dropped = applyMatchStatus(bets, a.matchId, MATCH_STATUS.finished, {});
    expect(dropped.map((bet) => bet.betType)).toEqual(['single']);
  });

  it('drops selections whose match has no markets, or whose market or outcome is missing', () => {
    const bets = build([a, b, c]);
    const result = dropMissing(
      bets,
      [
        { matchId: a.matchId, status: MATCH_STATUS.live, markets: [] },
        { matchId: b.matchId, status: MATCH_STATUS.prematch, markets: [market(b, 1500, { outcomes: [] })] },
      ],
      {},
    );
    expect(result).toEqual([{ ...bets[0], betType: 'single', selections: [c] }]);
    // a listed match with the market and outcome keeps the selection and takes the match status
    const kept = dropMissing(
      bets,
      [{ matchId: c.matchId, status: MATCH_STATUS.live, markets: [market(c, 3000)] }],
      {},
    );
    expect(kept[0]?.selections.find((s) => s.id === c.id)?.matchStatus).toBe(MATCH_STATUS.live);
    expect(kept[0]?.selections).toHaveLength(3);
  });

  it('dropping a leg of a custom bet clears its stale quote', () => {
    const legs = [a, selection({ match: a.matchId, market: '18', specifier: 'total=2.5' })];
    const custom = addCustomBet([], legs, 3000, ctx).bets;
    const result = dropMissing(
      custom,
      [{ matchId: a.matchId, status: MATCH_STATUS.prematch, markets: [market(a, 2000)] }],
      {},
    );
    expect(result).toHaveLength(1);
    expect(result[0]?.selections).toEqual([a]);
    expect(result[0]?.customOdds).toBeUndefined();
    expect(newBet('custom_bet', [a], ctx).customOdds).toBeUndefined();
  });
});
