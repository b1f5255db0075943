import { placementRequestSchema } from '@sportsbook/contracts/betting';
import type { Bet } from '@sportsbook/domain/slip/types';
import { describe, expect, it } from 'vitest';
import { pick } from '@/features/betslip/store/test-support';
import { selectionFromPick } from './pick-to-selection';
import { placementBet, placementRequest } from './placement-payload';

const base = (overrides: Partial<Bet>): Bet => ({
  betType: 'combo',
  stake: 1000,
  stakeSource: 'stake',
  currency: 'EUR',
  subunits: 100,
  selections: [],
  availableBonuses: { freebet: [] },
  ...overrides,
});

describe('placement payload', () => {
  it('sends each selection at the price the player accepted, with numeric ids', () => {
    const moved = {
      ...selectionFromPick(pick(7, { marketId: 18, specifier: 'total=2.5', outcomeId: '12' })),
      odds: 2500,
    };
    expect(placementBet(base({ selections: [moved] }))).toEqual({
      type: 'combo',
      stake: { value: 1000, currency: 'EUR' },
      selections: [{ match_id: 7, market_id: 18, specifier: 'total=2.5', outcome_id: '12', odds: 2000 }],
    });
  });

  it('names a system "k/n" and carries a custom bet quote', () => {
    const legs = [1, 2, 3].map((m) => selectionFromPick(pick(m)));
    expect(
      placementBet(base({ betType: 'system', selections: legs, systemType: { totalCount: 3, winCount: 2 } }))
        .system_id,
    ).toBe('2/3');
    const custom = placementBet(base({ betType: 'custom_bet', selections: legs, customOdds: 4100 }));
    expect(custom).toMatchObject({ type: 'custom_bet', custom_odds: 4100 });
    expect(custom.system_id).toBeUndefined();
  });

  it('names the freebet that pays the stake, and nothing for a cash stake', () => {
    const legs = [selectionFromPick(pick(1))];
    const withFreebet = base({
      betType: 'single',
      selections: legs,
      stake: 500,
      bonus: { bonusId: '42', bonusType: 'freebet', freebetStake: 500 },
    });
    expect(placementBet(withFreebet).bonus).toEqual({ id: '42', type: 'freebet' });
    expect(placementBet(base({ betType: 'single', selections: legs })).bonus).toBeUndefined();
    const request = placementRequest([withFreebet], {
      deviceId: 'dev',
      quick: false,
      type: 'desktop',
      idempotencyKey: 'bet-0123456789',
    });
    expect(placementRequestSchema.parse(request).bets[0]?.bonus).toEqual({ id: '42', type: 'freebet' });
  });

  it("names the freebet's own kind: the server refuses a no-risk freebet sent as a plain one", () => {
    const legs = [selectionFromPick(pick(1))];
    const noRisk = base({
      betType: 'single',
      selections: legs,
      stake: 500,
      bonus: { bonusId: '43', bonusType: 'freebet_no_risk', freebetStake: 500 },
    });
    expect(placementBet(noRisk).bonus).toEqual({ id: '43', type: 'freebet_no_risk' });
  });

  it("sends a combo's comboboost with the bonus odds the slip showed; a combo turned off sends none", () => {
    const legs = [1, 2, 3].map((m) => selectionFromPick(pick(m)));
    const boosted = base({
      selections: legs,
      bonus: { bonusId: '40', bonusType: 'comboboost', activeRangeIndex: 0, suitableSelections: [] },
      bonusOdds: 1100,
    });
    expect(placementBet(boosted).bonus).toEqual({ id: '40', type: 'comboboost', odds: 1100 });
    const request = placementRequest([boosted], {
      deviceId: 'dev',
      quick: false,
      type: 'desktop',
      idempotencyKey: 'bet-0123456789',
    });
    expect(placementRequestSchema.parse(request).bets[0]?.bonus).toEqual({
      id: '40',
      type: 'comboboost',
      odds: 1100,
    });
    const { bonus: _bonus, bonusOdds: _odds, ...off } = boosted;
    expect(placementBet({ ...off, comboboostOff: true }).bonus).toBeUndefined();
  });

  it('builds a request the server contract accepts, meta included', () => {
    const request = placementRequest([base({ selections: [selectionFromPick(pick(1))] })], {
      deviceId: 'dev',
      quick: true,
      type: 'mobile',
      idempotencyKey: 'bet-0123456789',
    });
    expect(request.meta).toEqual({
      device_id: 'dev',
      quick: true,
      type: 'mobile',
      idempotency_key: 'bet-0123456789',
    });
    expect(placementRequestSchema.parse(request)).toEqual(request);
  });
});
