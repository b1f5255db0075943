import { describe, expect, it } from 'vitest';
import type { BetRow } from '../betting/repository';
import { type PlannedLeg, planBet } from './bet-plan';

const now = new Date('2026-11-22T12:00:00Z');
const bet = (overrides: Partial<BetRow> = {}): BetRow => ({
  id: 7,
  playerId: 3,
  ref: 'r',
  type: 'combo',
  systemWinCount: null,
  systemTotalCount: null,
  status: 'waiting_results',
  result: null,
  stake: 1000,
  freebetId: null,
  bonusType: null,
  comboboostId: null,
  bonusOdds: null,
  bonusRanges: null,
  currency: 'EUR',
  odds: 4000,
  potentialReturn: 4000,
  payout: 0,
  cashedOut: 0,
  isVip: false,
  idempotencyKey: 'k#0',
  deviceId: null,
  quick: false,
  acceptMode: 'none',
  acceptAfter: null,
  settlementVersion: 0,
  createdAt: now,
  acceptedAt: now,
  settledAt: null,
  ...overrides,
});
const leg = (
  id: number,
  stored: PlannedLeg['stored'],
  current: PlannedLeg['current'],
  odds = 2000,
): PlannedLeg => ({
  id,
  odds,
  stored,
  current,
});

describe('planBet', () => {
  it('plans nothing while the results are the ones recorded', () => {
    expect(planBet(bet(), [leg(1, 'won', 'won'), leg(2, null, null)], now)).toBeUndefined();
  });

  it('records a leg of a bet still pending without moving money', () => {
    expect(planBet(bet(), [leg(1, null, 'won'), leg(2, null, null)], now)).toEqual({
      bet: bet(),
      postings: [],
      legUpdates: [{ id: 1, result: 'won' }],
    });
  });

  it('settles a decided bet with version n + 1 and refunds as bet_refund', () => {
    const plan = planBet(bet(), [leg(1, null, 'void'), leg(2, null, 'void')], now);
    expect(plan?.update).toEqual({
      id: 7,
      status: 'done',
      result: 'refund',
      payout: 1000,
      settledAt: now,
      settlementVersion: 1,
    });
    expect(plan?.postings).toEqual([
      {
        kind: 'bet_refund',
        currency: 'EUR',
        reference: 'settle:7:1',
        entries: [
          { account: { house: 'bets_in_play', shard: 3 }, amount: -1000 },
          { account: { playerId: 3 }, amount: 1000 },
        ],
        metadata: { betId: 7, result: 'refund', payout: 1000 },
        at: now,
      },
    ]);
  });

  it('reverses a settled bet exactly, then settles it again when a correction decides it', () => {
    const settled = bet({
      status: 'done',
      result: 'win',
      payout: 4000,
      settlementVersion: 1,
      settledAt: now,
    });
    const plan = planBet(settled, [leg(1, 'won', 'won'), leg(2, 'won', 'lost')], now);
    expect(plan?.postings.map((p) => [p.reference, p.entries])).toEqual([
      [
        'unsettle:7:1',
        [
          { account: { house: 'bets_in_play', shard: 3 }, amount: 1000 },
          { account: { house: 'operator' }, amount: 3000 },
          { account: { playerId: 3 }, amount: -4000 },
        ],
      ],
      [
        'settle:7:2',
        [
          { account: { house: 'bets_in_play', shard: 3 }, amount: -1000 },
          { account: { house: 'operator' }, amount: 1000 },
        ],
      ],
    ]);
    expect(plan?.update).toMatchObject({ status: 'done', result: 'lose', payout: 0, settlementVersion: 2 });
  });

  it('reopens a settled bet whose result was rolled back', () => {
    const settled = bet({ status: 'done', result: 'lose', payout: 0, settlementVersion: 1, settledAt: now });
    const plan = planBet(settled, [leg(1, 'won', 'won'), leg(2, 'lost', null)], now);
    expect(plan?.postings.map((p) => p.reference)).toEqual(['unsettle:7:1']);
    expect(plan?.update).toEqual({
      id: 7,
      status: 'waiting_results',
      result: null,
      payout: 0,
      settledAt: null,
      settlementVersion: 1,
    });
  });

  it('only records a later leg of a combo already lost', () => {
    const lost = bet({ status: 'done', result: 'lose', payout: 0, settlementVersion: 1, settledAt: now });
    const plan = planBet(lost, [leg(1, 'lost', 'lost'), leg(2, null, 'won')], now);
    expect(plan).toEqual({ bet: lost, postings: [], legUpdates: [{ id: 2, result: 'won' }] });
  });

  it('leaves bets that are not open or settled alone', () => {
    expect(planBet(bet({ status: 'cashed_out' }), [leg(1, null, 'won')], now)).toBeUndefined();
  });
});
