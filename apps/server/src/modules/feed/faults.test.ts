import type { FeedEvent, FeedMatchState } from '@sportsbook/feed/types';
import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { providerStatuses } from '../../db/schema/catalogue';
import { ledgerTransactions } from '../../db/schema/wallet';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { createFeedIngestor, type FeedIngestor } from './ingest';
import {
  pricesEvent as prices,
  totalResult as result,
  settlementEvent as settlement,
  totalMarket as total,
} from './testing';

// Faults of an odds feed, delivered as the feed's own events straight into the ingestor (what any provider
// adapter produces): the same result twice, results out of order, a stale result after a correction, a market
// reopened, a provider's outage. Settlement runs to the end after each delivery (`drain`), so what it posts is
// counted, not waited for.
const test = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 0 } } } });
let ingestor: FeedIngestor;
let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let player: Awaited<ReturnType<typeof createSignedInPlayer>>;
const PREMATCH = 'sr:match:1';
const ESPORTS = 'od:match:9';
const UNAVAILABLE = 'error.betslip.selection_unavailable';

beforeAll(async () => {
  const { db } = test.database;
  fixture = await insertCatalogueFixture(db);
  await db.insert(providerStatuses).values([
    { provider: 'betradar', active: true },
    { provider: 'oddin', active: true },
  ]);
  ingestor = createFeedIngestor(db);
  await ingestor.load();
  player = await createSignedInPlayer(test.app, db, { balance: 1_000_000 });
});
afterAll(async () => {
  // Whatever the faults did, every posting balances and every balance equals its entries.
  expect(await auditLedger(test.database.db)).toEqual(HEALTHY_LEDGER);
});

const rollback = (match: string, line: string): FeedEvent => ({
  type: 'rollback_bet_settlement',
  at: Date.now(),
  match_urn_id: match,
  markets: [{ market_id: 18, specifier: `total=${line}` }],
});
const liveState: FeedMatchState = {
  status: 1,
  phase: 'in_play',
  period_number: 1,
  max_period_number: 2,
  clock: null,
  total_score: { home: 0, away: 0 },
  period_scores: [],
  game_score: null,
  current_server: null,
  innings: null,
  winner: null,
};

/** Stores a batch of feed events (one transaction, as the runner does) and settles what it enqueued. */
async function deliver(...events: FeedEvent[]): Promise<void> {
  await ingestor.applyEvents(events);
  await test.app.settlement.drain();
}

/** Places a single of 1000 on a line's outcome: the bet id, or the refusal's message. */
async function place(matchId: number, line: string, outcome: '12' | '13'): Promise<number | string> {
  const response = await player.client.post('/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: 1000, currency: 'EUR' },
        selections: [
          { match_id: matchId, market_id: 18, specifier: `total=${line}`, outcome_id: outcome, odds: 1900 },
        ],
      },
    ],
  });
  if (response.statusCode === 200) return Number(response.json()[0].betId);
  expect(response.statusCode).toBe(400);
  return response.json().data.errors_by_bet[0].localized_message;
}

async function placed(matchId: number, line: string, outcome: '12' | '13'): Promise<number> {
  const bet = await place(matchId, line, outcome);
  if (typeof bet !== 'number') throw new Error(`bet on total=${line} refused: ${bet}`);
  return bet;
}

/** The settlement postings of a bet, in the order they were written. */
async function postingsOf(betId: number): Promise<string[]> {
  const rows = await test.database.db
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(
      or(
        like(ledgerTransactions.reference, `settle:${betId}:%`),
        like(ledgerTransactions.reference, `unsettle:${betId}:%`),
      ),
    )
    .orderBy(ledgerTransactions.id);
  return rows.map((row) => row.reference);
}

async function betState(betId: number) {
  const [row] = await test.database.db
    .select({ status: bets.status, result: bets.result, version: bets.settlementVersion })
    .from(bets)
    .where(eq(bets.id, betId));
  return row;
}

describe('feed faults', () => {
  it('pays once for a result delivered twice, in one batch and again in a later one', async () => {
    const matchId = fixture.matches.prematch.id;
    await deliver(prices(PREMATCH, total('0.5')));
    const bet = await placed(matchId, '0.5', '12');
    await deliver(settlement(PREMATCH, result('0.5', '12')), settlement(PREMATCH, result('0.5', '12')));
    await deliver(settlement(PREMATCH, result('0.5', '12')));
    expect(await betState(bet)).toMatchObject({ status: 'done', result: 'win', version: 1 });
    expect(await postingsOf(bet)).toEqual([`settle:${bet}:1`]);
    expect(await place(matchId, '0.5', '12')).toBe(UNAVAILABLE);
  });

  it('settles each market once when a later market result comes before an earlier one', async () => {
    const matchId = fixture.matches.prematch.id;
    await deliver(prices(PREMATCH, total('1.5'), total('2.25')));
    const earlier = await placed(matchId, '1.5', '13');
    const later = await placed(matchId, '2.25', '12');
    await deliver(settlement(PREMATCH, result('2.25', '13')));
    await deliver(settlement(PREMATCH, result('1.5', '13')));
    expect(await betState(earlier)).toMatchObject({ status: 'done', result: 'win' });
    expect(await betState(later)).toMatchObject({ status: 'done', result: 'lose' });
    expect([...(await postingsOf(earlier)), ...(await postingsOf(later))]).toEqual([
      `settle:${earlier}:1`,
      `settle:${later}:1`,
    ]);
  });

  it('keeps a result that arrives before the match goes live: the live update and its prices reopen nothing', async () => {
    const matchId = fixture.matches.esports.id;
    await deliver(prices(ESPORTS, total('2.75')));
    const bet = await placed(matchId, '2.75', '12');
    await deliver(settlement(ESPORTS, result('2.75', '12')));
    await deliver(
      { type: 'match_status_changed', at: Date.now(), match_urn_id: ESPORTS, state: liveState },
      prices(ESPORTS, total('2.75')),
    );
    expect(await place(matchId, '2.75', '12')).toBe(UNAVAILABLE);
    expect(await betState(bet)).toMatchObject({ status: 'done', result: 'win', version: 1 });
    expect(await postingsOf(bet)).toEqual([`settle:${bet}:1`]);
  });

  it('rolls back and re-posts once on a correction, and ignores the original result arriving late', async () => {
    const matchId = fixture.matches.prematch.id;
    await deliver(prices(PREMATCH, total('3.5')));
    const bet = await placed(matchId, '3.5', '12');
    await deliver(settlement(PREMATCH, result('3.5', '12')));
    expect(await betState(bet)).toMatchObject({ result: 'win', version: 1 });
    await deliver(rollback(PREMATCH, '3.5'), settlement(PREMATCH, result('3.5', '13')));
    expect(await betState(bet)).toMatchObject({ status: 'done', result: 'lose', version: 2 });
    // The original result again, alone and behind a second copy of the correction.
    await deliver(settlement(PREMATCH, result('3.5', '12')));
    await deliver(settlement(PREMATCH, result('3.5', '13')), settlement(PREMATCH, result('3.5', '12')));
    expect(await betState(bet)).toMatchObject({ status: 'done', result: 'lose', version: 2 });
    expect(await postingsOf(bet)).toEqual([`settle:${bet}:1`, `unsettle:${bet}:1`, `settle:${bet}:2`]);
    expect(await place(matchId, '3.5', '13')).toBe(UNAVAILABLE);
  });

  it('refuses bets while a market is suspended and takes them once it reopens', async () => {
    const matchId = fixture.matches.prematch.id;
    await deliver(prices(PREMATCH, total('4.5')));
    await deliver({
      type: 'bet_stop',
      at: Date.now(),
      match_urn_id: PREMATCH,
      markets: [{ market_id: 18, specifier: 'total=4.5' }],
      reason: 'dangerous_moment',
    });
    expect(await place(matchId, '4.5', '13')).toBe(UNAVAILABLE);
    await deliver(prices(PREMATCH, total('4.5')));
    expect(typeof (await place(matchId, '4.5', '13'))).toBe('number');
  });

  it('refuses bets while the provider is down and takes them when it is back', async () => {
    const matchId = fixture.matches.prematch.id;
    await deliver(prices(PREMATCH, total('5.5')));
    await deliver({ type: 'provider_status_changed', at: Date.now(), provider: 'betradar', active: false });
    expect(await place(matchId, '5.5', '12')).toBe(UNAVAILABLE);
    // Prices sent while it was down are stored but still take no bet until it says it is back.
    await deliver(prices(PREMATCH, total('5.5')));
    expect(await place(matchId, '5.5', '12')).toBe(UNAVAILABLE);
    await deliver({ type: 'provider_status_changed', at: Date.now(), provider: 'betradar', active: true });
    expect(typeof (await place(matchId, '5.5', '12'))).toBe('number');
  });
});
