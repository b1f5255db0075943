import type { Bet } from '@sportsbook/contracts/betting';
import type { RealtimeEvent } from '@sportsbook/contracts/realtime';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { myBetsKeys } from './api/get-bets';
import { ALL_BETS, OPEN_BETS } from './bet-filters';
import {
  applyCashoutAnswer,
  applyPlayerEvent,
  followPlayerBets,
  type Listen,
  refreshMyBets,
} from './live-bets';
import { betFixture } from './testing/bet-fixture';

const SETTLED = { status: 'settled', result: 'all' } as const;

function clientWith(playerId: number, open: Bet[], settled: Bet[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myBetsKeys.list(playerId, OPEN_BETS), open);
  client.setQueryData(myBetsKeys.list(playerId, SETTLED), settled);
  return client;
}

const ids = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<Bet[]>(key)?.map((bet) => bet.id);

describe('player events into the query cache', () => {
  it('moves a settled bet from the open list to the settled list and marks the lists for a fresh fetch', () => {
    const client = clientWith(7, [betFixture({ id: '1' })], []);
    applyPlayerEvent(client, 7, {
      type: 'bet_changed',
      data: { id: '1', status: 'done', result: 'win', win_amount: 2252 },
    });
    expect(ids(client, myBetsKeys.list(7, OPEN_BETS))).toEqual([]);
    expect(client.getQueryData<Bet[]>(myBetsKeys.list(7, SETTLED))?.[0]).toMatchObject({
      id: '1',
      status: 'done',
      win_amount: 2252,
    });
    expect(client.getQueryState(myBetsKeys.list(7, SETTLED))?.isInvalidated).toBe(true);
  });

  it('updates the offer without a fresh fetch, and leaves another player alone', () => {
    const client = clientWith(7, [betFixture({ id: '1' })], []);
    client.setQueryData(myBetsKeys.list(8, OPEN_BETS), [betFixture({ id: '1' })]);
    applyPlayerEvent(client, 7, { type: 'bet_cashout_changed', data: { id: '1', to_cashout: 777 } });
    expect(client.getQueryData<Bet[]>(myBetsKeys.list(7, OPEN_BETS))?.[0]?.to_cashout).toBe(777);
    expect(client.getQueryData<Bet[]>(myBetsKeys.list(8, OPEN_BETS))?.[0]?.to_cashout).toBe(950);
    expect(client.getQueryState(myBetsKeys.list(7, OPEN_BETS))?.isInvalidated).toBe(false);
  });

  it('a balance change (a bet placed elsewhere) marks the lists for a fresh fetch, without touching them', () => {
    const client = clientWith(7, [betFixture({ id: '1' })], []);
    const before = client.getQueryData(myBetsKeys.list(7, OPEN_BETS));
    applyPlayerEvent(client, 7, { type: 'balance_changed', data: { currency: 'EUR', balance: 5000 } });
    expect(client.getQueryData(myBetsKeys.list(7, OPEN_BETS))).toBe(before);
    expect(client.getQueryState(myBetsKeys.list(7, OPEN_BETS))?.isInvalidated).toBe(true);
  });

  it('refreshMyBets marks every cached list for a fresh fetch', async () => {
    const client = clientWith(7, [betFixture({ id: '1' })], []);
    client.setQueryData(['catalogue', 'x'], 1);
    await refreshMyBets(client);
    expect(client.getQueryState(myBetsKeys.list(7, OPEN_BETS))?.isInvalidated).toBe(true);
    expect(client.getQueryState(myBetsKeys.list(7, SETTLED))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['catalogue', 'x'])?.isInvalidated).toBe(false);
  });

  it('a cash-out answer settles the bet at once', () => {
    const client = clientWith(7, [betFixture({ id: '1' })], []);
    client.setQueryData(myBetsKeys.list(7, ALL_BETS), [betFixture({ id: '1' })]);
    applyCashoutAnswer(client, 7, {
      bet_id: '1',
      status: 'cashed_out',
      cashed_out: 950,
      remaining_stake: 0,
      to_cashout: null,
    });
    expect(ids(client, myBetsKeys.list(7, OPEN_BETS))).toEqual([]);
    expect(client.getQueryData<Bet[]>(myBetsKeys.list(7, ALL_BETS))?.[0]).toMatchObject({
      status: 'cashed_out',
      cashed_out: 950,
    });
  });
});

describe('followPlayerBets', () => {
  it('listens to the private channel once however many views follow it, and stops with the last', () => {
    const listening: string[] = [];
    const handlers: ((event: RealtimeEvent) => void)[] = [];
    const listen: Listen = (channel, onEvent) => {
      listening.push(channel);
      handlers.push(onEvent);
      return () => {
        listening.splice(listening.indexOf(channel), 1);
      };
    };
    const client = clientWith(7, [betFixture({ id: '1' })], []);
    const stopTab = followPlayerBets(client, 7, listen);
    const stopPage = followPlayerBets(client, 7, listen);
    expect(listening).toEqual(['private:7']);

    handlers[0]?.({ type: 'bet_cashout_changed', data: { id: '1', to_cashout: 640 } });
    expect(client.getQueryData<Bet[]>(myBetsKeys.list(7, OPEN_BETS))?.[0]?.to_cashout).toBe(640);

    stopTab();
    stopTab();
    expect(listening).toEqual(['private:7']);
    stopPage();
    expect(listening).toEqual([]);
  });
});
