import { MATCH_STATUS } from '@sportsbook/domain/match-status';
import { initialQuickBet } from '@sportsbook/domain/quick-bet';
import type { Bet } from '@sportsbook/domain/slip/types';
import { describe, expect, it } from 'vitest';
import { memoryStorage, pick } from '@/features/betslip/store/test-support';
import { selectionFromPick } from './pick-to-selection';
import {
  hasShareCode,
  readBets,
  readPanel,
  readQuickBet,
  saveBets,
  savePanel,
  saveQuickBet,
} from './slip-storage';

function combo(): Bet {
  return {
    betType: 'system',
    stake: 1200,
    stakeSource: 'potentialWin',
    currency: 'EUR',
    subunits: 100,
    selections: [
      selectionFromPick(pick(1)),
      selectionFromPick(pick(2)),
      selectionFromPick(pick(3, { matchStatus: MATCH_STATUS.live })),
    ],
    systemType: { totalCount: 3, winCount: 2 },
    availableBonuses: { freebet: [{ bonusId: 'f', bonusType: 'freebet', amount: 100 }] },
    bonus: { bonusId: 'h', bonusType: 'hunting' },
    placed: { betId: '1', ref: 'BREF1', status: 'submitted', isVip: false, odds: 2000 },
  };
}

describe('slip storage', () => {
  it('keeps bets under the "bets" key and reads them back without bonuses or placement answers', () => {
    const storage = memoryStorage();
    saveBets(storage, [combo()]);
    expect(storage.data.has('bets')).toBe(true);
    const [restored] = readBets(storage);
    const { bonus: _b, placed: _p, availableBonuses: _a, ...core } = combo();
    expect(restored).toEqual({ ...core, availableBonuses: { freebet: [] } });
  });

  it('forgets the key when the slip is empty', () => {
    const storage = memoryStorage({ bets: '[]' });
    saveBets(storage, []);
    expect(storage.data.has('bets')).toBe(false);
  });

  it('restores nothing from broken or tampered data', () => {
    expect(readBets(memoryStorage({ bets: '{not json' }))).toEqual([]);
    const tampered = JSON.parse(JSON.stringify([combo()]));
    tampered[0].selections[0].matchStatus = 9;
    expect(readBets(memoryStorage({ bets: JSON.stringify(tampered) }))).toEqual([]);
    const badStake = JSON.parse(JSON.stringify([combo()]));
    badStake[0].stake = 1.5;
    expect(readBets(memoryStorage({ bets: JSON.stringify(badStake) }))).toEqual([]);
  });

  it('keeps the panel as toggle state and tab', () => {
    const storage = memoryStorage();
    savePanel(storage, { open: true, tab: 'myBets' });
    expect(storage.data.get('betslipToggleState')).toBe('open');
    expect(storage.data.get('ticketState')).toBe('myBets');
    expect(readPanel(storage)).toEqual({ open: true, tab: 'myBets' });
    expect(readPanel(memoryStorage({ ticketState: 'elsewhere' }))).toEqual({ open: false, tab: 'betslip' });
  });

  it('keeps the quick-bet settings; an approval without a stake is not restored', () => {
    const storage = memoryStorage();
    saveQuickBet(storage, { ...initialQuickBet('EUR', 100), isEnabled: true, stake: 500, isApproved: true });
    expect(readQuickBet(storage)).toEqual({
      isEnabled: true,
      stake: 500,
      currency: 'EUR',
      subunits: 100,
      isApproved: true,
    });
    const zero = memoryStorage({
      quickBet: JSON.stringify({
        isEnabled: true,
        stake: 0,
        currency: 'EUR',
        subunits: 100,
        isApproved: true,
      }),
    });
    expect(readQuickBet(zero)?.isApproved).toBe(false);
    expect(readQuickBet(memoryStorage({ quickBet: '"x"' }))).toBeUndefined();
  });

  it('sees a share code in the query string', () => {
    expect(hasShareCode('?shareCode=AB12')).toBe(true);
    expect(hasShareCode('?sport=football')).toBe(false);
  });
});
