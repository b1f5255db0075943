import { betChangedEventSchema } from '@sportsbook/contracts/betting';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bets } from '../../db/schema/betting';
import { marketResults } from '../../db/schema/catalogue';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/wallet';
import { insertCatalogueFixture, openLiveResultMarket } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import type { BettingEvent } from '../betting/events';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { countJobs } from './jobs';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const published: { playerId: number; event: BettingEvent }[] = [];

const testApp = useTestApp({
  dependencies: {
    betting: { inPlayDelayMs: { default: 0 } },
    publishToPlayer: (playerId, event) => {
      if (event.type === 'balance_changed') published.push({ playerId, event });
    },
  },
});

beforeAll(async () => {
  // bet_changed goes out on the player's channel through the app's real-time node.
  const publish = testApp.app.realtime.publish.bind(testApp.app.realtime);
  vi.spyOn(testApp.app.realtime, 'publish').mockImplementation(async (channel, event) => {
    const playerId = Number(channel.replace('private:', ''));
    if (event.type === 'bet_changed') published.push({ playerId, event: betChangedEventSchema.parse(event) });
    await publish(channel, event);
  });
  fixture = await insertCatalogueFixture(testApp.database.db);
  await openLiveResultMarket(testApp.database.db, fixture);
});

type Result = typeof marketResults.$inferInsert.result;

/** Stores results as the feed ingestor does (the trigger enqueues the market), then waits for the worker. */
async function settle(
  matchId: number,
  marketId: number,
  specifier: string,
  outcomes: Record<string, Result>,
) {
  const rows = Object.entries(outcomes).map(([outcomeId, result]) => ({
    matchId,
    marketId,
    specifier,
    outcomeId,
    result,
    certainty: 'confirmed' as const,
  }));
  for (const row of rows) {
    await testApp.database.db
      .insert(marketResults)
      .values(row)
      .onConflictDoUpdate({
        target: [
          marketResults.matchId,
          marketResults.marketId,
          marketResults.specifier,
          marketResults.outcomeId,
        ],
        set: { result: row.result },
      });
  }
  await testApp.app.settlement.drain();
}

async function rollback(matchId: number, marketId: number, specifier: string) {
  await testApp.database.db
    .delete(marketResults)
    .where(
      and(
        eq(marketResults.matchId, matchId),
        eq(marketResults.marketId, marketId),
        eq(marketResults.specifier, specifier),
      ),
    );
  await testApp.app.settlement.drain();
}

const sel = (matchId: number, marketId: number, specifier: string, outcomeId: string, odds: number) => ({
  match_id: matchId,
  market_id: marketId,
  specifier,
  outcome_id: outcomeId,
  odds,
});

async function place(
  client: Awaited<ReturnType<typeof createSignedInPlayer>>['client'],
  type: string,
  selections: ReturnType<typeof sel>[],
  stake = 1000,
) {
  const response = await client.post('/api/sportsbook/v3/bets', {
    bets: [{ type, stake: { value: stake, currency: 'EUR' }, selections }],
  });
  expect(response.statusCode).toBe(200);
  return Number(response.json()[0].betId);
}

const betRow = async (id: number) =>
  (await testApp.database.db.select().from(bets).where(eq(bets.id, id)))[0];
const healthy = async () => {
  expect(await auditLedger(testApp.database.db)).toEqual(HEALTHY_LEDGER);
  // Every job the results enqueued was done and removed.
  expect(await countJobs(testApp.database.db)).toBe(0);
  // Stakes leave bets-in-play from the shard placement credited: no shard pays out more than it holds.
  const shards = await testApp.database.db
    .select({ shard: ledgerAccounts.shard, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'bets_in_play'), isNull(ledgerAccounts.playerId)));
  expect(shards.length).toBeGreaterThan(0);
  for (const shard of shards) expect(shard.balance, `shard ${shard.shard}`).toBeGreaterThanOrEqual(0);
};

describe('settlement from the feed results', () => {
  it('pays a won single once, reverses on rollback, and settles the corrected result', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const prematch = fixture.matches.prematch.id;
    const id = await place(client, 'single', [sel(prematch, 1, '', '1', 1850)]);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);

    await settle(prematch, 1, '', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await betRow(id)).toMatchObject({
      status: 'done',
      result: 'win',
      payout: 1850,
      settlementVersion: 1,
    });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_850);
    expect(published).toContainEqual({
      playerId,
      event: {
        type: 'bet_changed',
        data: { id: String(id), status: 'done', result: 'win', win_amount: 1850 },
      },
    });
    expect(published).toContainEqual({
      playerId,
      event: { type: 'balance_changed', data: { currency: 'EUR', balance: 10_850 } },
    });

    // The same result delivered again changes nothing.
    const postings = (await testApp.database.db.select().from(ledgerTransactions)).length;
    await settle(prematch, 1, '', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect((await testApp.database.db.select().from(ledgerTransactions)).length).toBe(postings);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_850);

    await rollback(prematch, 1, '');
    expect(await betRow(id)).toMatchObject({ status: 'waiting_results', result: null, payout: 0 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);

    await settle(prematch, 1, '', { '1': 'lost', '2': 'won', '3': 'lost' });
    expect(await betRow(id)).toMatchObject({
      status: 'done',
      result: 'lose',
      payout: 0,
      settlementVersion: 2,
    });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(9000);

    // Settling, rolling back and settling again to a win leaves the player as settling once would.
    await rollback(prematch, 1, '');
    await settle(prematch, 1, '', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await betRow(id)).toMatchObject({ result: 'win', payout: 1850, settlementVersion: 3 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(10_850);
    await healthy();
    await rollback(prematch, 1, '');
  });

  it('drops a void leg from a combo and pays half-won legs at half the odds', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 10_000,
    });
    const { prematch, live } = fixture.matches;
    const combo = await place(client, 'combo', [
      sel(prematch.id, 18, 'total=2.5', '12', 1900),
      sel(live.id, 1, '', '1', 1400),
    ]);
    const single = await place(client, 'single', [sel(prematch.id, 18, 'total=2.5', '12', 1900)]);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(8000);

    await settle(live.id, 1, '', { '1': 'void', '2': 'void', '3': 'void' });
    expect((await betRow(combo))?.status).toBe('waiting_results');
    await settle(prematch.id, 18, 'total=2.5', { '12': 'half_won', '13': 'half_lost' });
    // Combo: the void leg drops out, the half-won leg counts (1900 + 1000) / 2 = 1450.
    expect(await betRow(combo)).toMatchObject({ status: 'done', result: 'win', payout: 1450 });
    expect(await betRow(single)).toMatchObject({ status: 'done', result: 'win', payout: 1450 });
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(8000 + 1450 * 2);
    await healthy();
  });

  it('settles a combo lost as soon as one leg loses, and a later leg result moves no money', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, testApp.database.db, {
      balance: 5000,
    });
    const { prematch, live } = fixture.matches;
    await rollback(prematch.id, 1, '');
    await rollback(live.id, 1, '');
    const combo = await place(client, 'combo', [
      sel(prematch.id, 1, '', '2', 3600),
      sel(live.id, 1, '', '3', 7000),
    ]);
    await settle(prematch.id, 1, '', { '1': 'won', '2': 'lost', '3': 'lost' });
    expect(await betRow(combo)).toMatchObject({ status: 'done', result: 'lose', payout: 0 });
    const comboPostings = async () =>
      (await testApp.database.db.select().from(ledgerTransactions)).filter((t) => t.metadata?.betId === combo)
        .length;
    const postings = await comboPostings();
    await settle(live.id, 1, '', { '1': 'lost', '2': 'lost', '3': 'won' });
    expect(await comboPostings()).toBe(postings);
    expect((await betRow(combo))?.settlementVersion).toBe(1);
    expect(await playerBalance(testApp.database.db, playerId, 'EUR')).toBe(4000);
    await healthy();
  });
});
