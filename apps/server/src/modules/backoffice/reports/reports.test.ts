import { WAGER_EXPORT_COLUMNS } from '@sportsbook/contracts/backoffice-reports';
import { errorBodySchema } from '@sportsbook/contracts/errors';
import { reportWindow } from '@sportsbook/domain/reports';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketBetStops } from '../../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../../testing/catalogue-fixture';
import { useTestApp } from '../../../testing/test-app';
import { dayClearOfMidnight } from '../../../testing/utc-day';
import { createSignedInPlayer } from '../../players/testing';
import { storeResult } from '../../settlement/testing';
import { postLedgerTransaction } from '../../wallet/ledger';
import { backofficeAudit, signedInStaff, type TestStaff } from '../testing';
import { wagerExportLines } from './wagers';

const testApp = useTestApp({ dependencies: { betting: { inPlayDelayMs: { default: 0 } } } });
const db = () => testApp.database.db;
const { lastAuditRow } = backofficeAudit(db);

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
let finance: TestStaff;
let trader: TestStaff;
// Set first thing in the setup: every bet, settlement and bonus below falls on this UTC day.
let today: string;
let range: string;
const betIds: Record<'won' | 'lost' | 'voided' | 'open' | 'usd', number> = {
  won: 0,
  lost: 0,
  voided: 0,
  open: 0,
  usd: 0,
};

type Player = Awaited<ReturnType<typeof createSignedInPlayer>>;
async function placeSingle(
  player: Player,
  stake: number,
  currency: string,
  selection: { match_id: number; market_id: number; specifier: string; outcome_id: string; odds: number },
): Promise<number> {
  const response = await player.client.post('/api/sportsbook/v3/bets', {
    bets: [{ type: 'single', stake: { value: stake, currency }, selections: [selection] }],
  });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json()[0].betId);
}

/**
 * The book of the day, figures by hand (EUR): won 10.00 at 1.85 pays 18.50; lost 20.00 pays nothing; 5.00 on a
 * CS2 market a trader voids is refunded; 3.00 at 1.90 stays open. USD: 7.00 at 1.85 wins 12.95.
 */
beforeAll(async () => {
  today = await dayClearOfMidnight(60_000);
  range = `from=${today}&to=${today}`;
  fixture = await insertCatalogueFixture(db());
  await db().execute(sql`INSERT INTO provider_statuses (provider, active) VALUES ('betradar', true), ('oddin', true)
    ON CONFLICT (provider) DO UPDATE SET active = true`);
  finance = await signedInStaff(testApp.app, db(), 'finance');
  trader = await signedInStaff(testApp.app, db(), 'trader');
  const eur = await createSignedInPlayer(testApp.app, db(), { balance: 100_000 });
  const usd = await createSignedInPlayer(testApp.app, db(), { balance: 100_000, currency: 'USD' });
  const prematch = fixture.matches.prematch.id;
  const oneX2 = { match_id: prematch, market_id: 1, specifier: '' };
  betIds.won = await placeSingle(eur, 1000, 'EUR', { ...oneX2, outcome_id: '1', odds: 1850 });
  betIds.lost = await placeSingle(eur, 2000, 'EUR', { ...oneX2, outcome_id: '2', odds: 3600 });
  betIds.voided = await placeSingle(eur, 500, 'EUR', {
    match_id: fixture.matches.esports.id,
    market_id: 186,
    specifier: '',
    outcome_id: '4',
    odds: 1650,
  });
  betIds.open = await placeSingle(eur, 300, 'EUR', {
    match_id: prematch,
    market_id: 18,
    specifier: 'total=2.5',
    outcome_id: '12',
    odds: 1900,
  });
  betIds.usd = await placeSingle(usd, 700, 'USD', { ...oneX2, outcome_id: '1', odds: 1850 });
  const leg = { matchId: prematch, marketId: 1, specifier: '' };
  await storeResult(db(), { ...leg, outcomeId: '1', odds: 1850 }, 'won');
  await storeResult(db(), { ...leg, outcomeId: '2', odds: 3600 }, 'lost');
  await storeResult(db(), { ...leg, outcomeId: '3', odds: 4300 }, 'lost');
  const voided = await trader.client.post(
    `/api/backoffice/markets/${encodeURIComponent(`${fixture.matches.esports.id}|186|`)}/void`,
    { reason: 'wrong line offered' },
  );
  expect(voided.statusCode, voided.body).toBe(200);
  await testApp.app.settlement.drain();
  // The bonus account pays 7.00 out and gets 2.00 back.
  for (const [reference, amount] of [
    ['report-bonus-out', 700],
    ['report-bonus-back', -200],
  ] as const) {
    const posting = await postLedgerTransaction(db(), {
      kind: 'bonus_credit',
      currency: 'EUR',
      reference,
      entries: [
        { account: { house: 'bonus' }, amount: -amount },
        { account: { playerId: eur.playerId }, amount },
      ],
    });
    expect(posting.ok).toBe(true);
  }
});

describe('revenue reports', () => {
  it('counts handle, payouts, GGR and hold per day and currency, never summing currencies', async () => {
    const response = await finance.client.get(`/api/backoffice/reports/revenue?${range}&by=day`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      from: today,
      to: today,
      by: 'day',
      rows: [
        // 35.00 staked, 18.50 won + 5.00 refunded: GGR 11.50, hold 11.50 / 35.00 = 32.86 %.
        {
          key: today,
          label: today,
          currency: 'EUR',
          bets: 3,
          handle: 3500,
          payouts: 2350,
          ggr: 1150,
          hold_bp: 3286,
        },
        {
          key: today,
          label: today,
          currency: 'USD',
          bets: 1,
          handle: 700,
          payouts: 1295,
          ggr: -595,
          hold_bp: -8500,
        },
      ],
    });
  });

  it('splits the same bets per sport and per market kind', async () => {
    const bySport = await finance.client.get(`/api/backoffice/reports/revenue?${range}&by=sport`);
    expect(bySport.json().rows).toEqual([
      {
        key: 'cs2',
        label: 'Counter-Strike 2',
        currency: 'EUR',
        bets: 1,
        handle: 500,
        payouts: 500,
        ggr: 0,
        hold_bp: 0,
      },
      {
        key: 'football',
        label: 'Football',
        currency: 'EUR',
        bets: 2,
        handle: 3000,
        payouts: 1850,
        ggr: 1150,
        hold_bp: 3833,
      },
      {
        key: 'football',
        label: 'Football',
        currency: 'USD',
        bets: 1,
        handle: 700,
        payouts: 1295,
        ggr: -595,
        hold_bp: -8500,
      },
    ]);
    const byMarket = await finance.client.get(`/api/backoffice/reports/revenue?${range}&by=market`);
    expect(
      byMarket
        .json()
        .rows.map((r: { key: string; label: string; currency: string; ggr: number }) => [
          r.key,
          r.label,
          r.currency,
          r.ggr,
        ]),
    ).toEqual([
      ['1', '1x2', 'EUR', 1150],
      ['1', '1x2', 'USD', -595],
      ['186', 'Winner', 'EUR', 0],
    ]);
  });

  it('answers an empty report for days without settled bets', async () => {
    const response = await finance.client.get(
      '/api/backoffice/reports/revenue?from=2020-01-01&to=2020-01-31',
    );
    expect(response.json().rows).toEqual([]);
  });

  it('answers CSV for ?format=csv and for Accept: text/csv', async () => {
    const byQuery = await finance.client.get(`/api/backoffice/reports/revenue?${range}&by=sport&format=csv`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['content-type']).toMatch(/^text\/csv/);
    expect(byQuery.headers['content-disposition']).toContain('attachment');
    expect(byQuery.body).toBe(
      'key,label,currency,bets,handle,payouts,ggr,hold_bp\r\n' +
        'cs2,Counter-Strike 2,EUR,1,500,500,0,0\r\n' +
        'football,Football,EUR,2,3000,1850,1150,3833\r\n' +
        'football,Football,USD,1,700,1295,-595,-8500\r\n',
    );
    const byAccept = await finance.client.get('/api/backoffice/reports/liability', { accept: 'text/csv' });
    expect(byAccept.statusCode, byAccept.body).toBe(200);
    expect(byAccept.body).toBe('currency,bets,stakes,liability\r\nEUR,1,300,570\r\n');
  });

  it('reports open liability and bonus cost per currency', async () => {
    const liability = await finance.client.get('/api/backoffice/reports/liability');
    expect(liability.json().rows).toEqual([{ currency: 'EUR', bets: 1, stakes: 300, liability: 570 }]);
    const bonus = await finance.client.get(`/api/backoffice/reports/bonus-cost?${range}`);
    expect(bonus.json().rows).toEqual([{ day: today, currency: 'EUR', paid: 700, returned: 200, cost: 500 }]);
  });

  it('refuses a reversed, overlong or malformed range with 400 and logs it', async () => {
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2024-01-01&to=2025-01-01',
      'from=2026-3-1&to=2026-03-02',
      'to=2026-03-02',
      // PostgreSQL has no year 0, and the day after 9999-12-31 has a five-digit year.
      'from=0000-01-01&to=0000-01-02',
      'from=9999-12-31&to=9999-12-31',
      'from=2026-02-30&to=2026-03-02',
    ]) {
      const response = await finance.client.get(`/api/backoffice/reports/revenue?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorBodySchema.parse(response.json()).code).toBe('bad_request');
    }
    expect(await lastAuditRow()).toMatchObject({
      outcome: 'refused',
      actor: finance.email,
      after: { status: 400 },
    });
  });
});

/** The export's lines as records keyed by the header. */
function parseCsv(body: string): Record<string, string>[] {
  const [header, ...lines] = body.trimEnd().split('\r\n');
  const columns = (header ?? '').split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

describe("the regulator's wager export", () => {
  it('streams every wager placed in the range, one line per leg, with voids and who voided them', async () => {
    const regulator = await signedInStaff(testApp.app, db(), 'regulator');
    const response = await regulator.client.get(`/api/backoffice/reports/wagers?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.split('\r\n')[0]).toBe(WAGER_EXPORT_COLUMNS.join(','));
    const lines = parseCsv(response.body);
    expect(lines).toHaveLength(5);
    const won = lines.find((l) => Number(l.bet_id) === betIds.won);
    expect(won).toMatchObject({
      status: 'done',
      currency: 'EUR',
      stake: '1000',
      odds: '1.850',
      result: 'win',
      payout: '1850',
      voided: 'false',
      voided_by: '',
      leg: '1',
      event: 'Arsenal - Chelsea',
      event_start: fixture.matches.prematch.startTime.toISOString(),
      market: '1x2',
      selection: 'Home',
      leg_result: 'won',
    });
    expect(won?.accepted_at).toBe(won?.placed_at);
    expect(Date.parse(won?.settled_at ?? '')).toBeGreaterThanOrEqual(Date.parse(won?.placed_at ?? ''));
    expect(lines.find((l) => Number(l.bet_id) === betIds.voided)).toMatchObject({
      result: 'refund',
      payout: '500',
      voided: 'true',
      voided_by: trader.email,
      leg_result: 'void',
      event: 'NAVI - Vitality',
    });
    // The void stopped the market: the leg's bet stop is the void's moment, after the bet was accepted.
    const voidedLine = lines.find((l) => Number(l.bet_id) === betIds.voided);
    expect(Date.parse(voidedLine?.bet_stop_at ?? '')).toBeGreaterThan(
      Date.parse(voidedLine?.accepted_at ?? ''),
    );
    expect(lines.find((l) => Number(l.bet_id) === betIds.open)).toMatchObject({
      status: 'waiting_results',
      result: '',
      settled_at: '',
    });
    expect(await lastAuditRow()).toMatchObject({
      action: 'reports.wager_export',
      outcome: 'done',
      actor: regulator.email,
    });
  });

  it('lists every wager once in placement order', async () => {
    const response = await finance.client.get(`/api/backoffice/reports/wagers?${range}`);
    const ids = parseCsv(response.body).map((l) => Number(l.bet_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids)).toEqual(new Set(Object.values(betIds)));
  });

  it('resumes each chunk after the last bet of the one before: any chunk size reads the same lines', async () => {
    const window = reportWindow(today, today);
    if (!window) throw new Error('no window for today');
    const read = async (chunkSize?: number) => {
      let text = '';
      for await (const part of wagerExportLines(db(), window, WAGER_EXPORT_COLUMNS, chunkSize)) text += part;
      return text;
    };
    const whole = await read();
    expect(parseCsv(whole)).toHaveLength(Object.keys(betIds).length);
    // Five bets in chunks of one, two and three: five, three and two reads after the first, nothing lost or twice.
    for (const size of [1, 2, 3]) expect(await read(size), `chunks of ${size}`).toBe(whole);
  });
});

describe('the past-posting report', () => {
  it('is empty when every bet was accepted before its market stopped', async () => {
    const stops = await db().select().from(marketBetStops);
    // The trader's void stopped the CS2 market: a spell exists, and no bet falls in it.
    expect(stops.some((s) => s.matchId === fixture.matches.esports.id && s.marketId === 186)).toBe(true);
    const response = await finance.client.get(`/api/backoffice/reports/past-posting?${range}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([]);
  });

  it('lists a bet accepted inside a stop (written directly, as a broken guard would leave it)', async () => {
    const [stop] = await db()
      .insert(marketBetStops)
      .values({
        matchId: fixture.matches.prematch.id,
        marketId: 18,
        specifier: 'total=2.5',
        stoppedAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    const response = await finance.client.get(`/api/backoffice/reports/past-posting?${range}`);
    expect(response.json().rows).toEqual([
      expect.objectContaining({
        bet_id: betIds.open,
        match_id: fixture.matches.prematch.id,
        market_id: 18,
        stopped_at: stop?.stoppedAt.toISOString(),
        reopened_at: null,
      }),
    ]);
    const csv = await finance.client.get(`/api/backoffice/reports/past-posting?${range}&format=csv`);
    expect(csv.body.split('\r\n')[1]).toContain(`${betIds.open},`);
  });
});
