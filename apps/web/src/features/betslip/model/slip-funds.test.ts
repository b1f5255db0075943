import { newBet } from '@sportsbook/domain/slip/compose';
import type { Bet } from '@sportsbook/domain/slip/types';
import { describe, expect, it } from 'vitest';
import { pick } from '@/features/betslip/store/test-support';
import { selectionFromPick } from './pick-to-selection';
import { balanceShortfall, cashStake } from './slip-funds';

const ctx = { currency: 'EUR', subunits: 100, multiSingleAvailableByProvider: {} };
const single = (stake: number, freebet = false): Bet => ({
  ...newBet('single', [selectionFromPick(pick(1))], ctx),
  stake,
  ...(freebet ? { bonus: { bonusId: 'f1', bonusType: 'freebet' as const, freebetStake: stake } } : {}),
});

describe('slip funds', () => {
  it('counts cash stakes only and names what the balance lacks', () => {
    const bets = [single(500), single(700), single(1000, true)];
    expect(cashStake(bets)).toBe(1200);
    expect(balanceShortfall(bets, 1000)).toBe(200);
    expect(balanceShortfall(bets, 5000)).toBe(0);
    expect(balanceShortfall(bets, undefined)).toBe(0);
  });
});
