import { cashoutOffer, DEFAULT_CASHOUT_CONFIG } from '@sportsbook/domain/cashout';
import { comboboostOdds } from '@sportsbook/domain/comboboost';
import { combineOdds, potentialReturn } from '@sportsbook/domain/odds';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { betSelections, bets } from '../../db/schema/betting';
import { issuedComboboosts } from '../../db/schema/bonuses';
import { marketResults, markets, matches, tournaments } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { useTestApp } from '../../testing/test-app';
import { comboboostInput, createCampaign, giveFreebet, grant } from '../bonuses/testing';
import { createSignedInPlayer, createTestClient } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
/** Five football prematch matches (the fixture's and four copies), each with an open 1x2 at 1.85 / 3.60 / 4.30. */
let football: number[] = [];
/** A football match in another tournament than the campaign's, and one whose home price is below its min odds. */
let outside: number;
let cheap: number;
let campaign: number;
let oneUse: number;

const testApp = useTestApp();
const db = () => testApp.database.db;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(db());
  const [original] = await db().select().from(matches).where(eq(matches.id, fixture.matches.prematch.id));
  const [market] = await db()
    .select()
    .from(markets)
    .where(and(eq(markets.matchId, fixture.matches.prematch.id), eq(markets.marketId, 1)));
  if (!original || !market) throw new Error('fixture match missing');
  const { id: _match, ...matchRow } = original;
  const marketRow = market;
  const [cup] = await db()
    .insert(tournaments)
    .values({ ...tournamentRow(fixture.tournaments.premier), urnId: 'sr:tournament:cup', slug: 'cup' })
    .returning();
  if (!cup) throw new Error('tournament not inserted');
  const copyMatch = async (i: number, over: Partial<typeof matchRow> = {}, homeOdds = 1850) => {
    const [copy] = await db()
      .insert(matches)
      .values({ ...matchRow, urnId: `sr:match:boost-${i}`, slug: `boost-${i}`, ...over })
      .returning();
    if (!copy) throw new Error('match copy not inserted');
    const outcomes = marketRow.outcomes.map((o) => (o.id === '1' ? { ...o, odds: homeOdds } : o));
    await db()
      .insert(markets)
      .values({ ...marketRow, matchId: copy.id, outcomes });
    return copy.id;
  };
  football = [original.id];
  for (let i = 0; i < 4; i++) football.push(await copyMatch(i));
  outside = await copyMatch(5, { tournamentId: cup.id });
  cheap = await copyMatch(6, {}, 1150);
  // The Premier League only: 3 to 4 qualifying legs +5 %, 5 or more +10 %, legs at 1.200 or more, two uses.
  const conditions = {
    sport_type_ids: [],
    sport_ids: [],
    category_ids: [],
    tournament_ids: [String(fixture.tournaments.premier.id)],
    event_ids: [],
  };
  campaign = await createCampaign(testApp.app, comboboostInput({ event_conditions: conditions }));
  oneUse = await createCampaign(
    testApp.app,
    comboboostInput({
      event_conditions: conditions,
      params: { ranges: [{ min_count: 3, max_count: 20, bonus_odds: 1050 }], min_odds: 1200, uses_count: 1 },
    }),
  );
});

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];
const home = (matchId: number) => ({
  match_id: matchId,
  market_id: 1,
  specifier: '',
  outcome_id: '1',
  odds: 1850,
});
const tournamentRow = ({ id: _id, ...row }: typeof tournaments.$inferSelect) => row;

const combo = (id: string, legs: unknown[], odds = 1050, type = 'combo') => ({
  type,
  stake: { value: 1000, currency: 'EUR' },
  selections: legs,
  bonus: { id, type: 'comboboost', odds },
});
const place = (client: Client, ...betList: unknown[]) =>
  client.post('/api/sportsbook/v3/bets', { bets: betList });

/** A funded player holding an activated comboboost of the campaign. */
async function boostedPlayer(from = campaign, activate = true) {
  const player = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
  const { id } = await grant(testApp.app, from, player.playerId);
  if (activate) {
    const activated = await player.client.post(`/api/sportsbook/bonuses/${id}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
  }
  return { ...player, comboboost: id };
}

const timesUsed = async (id: string) =>
  (
    await db()
      .select()
      .from(issuedComboboosts)
      .where(eq(issuedComboboosts.id, Number(id)))
  )[0]?.timesUsed;
const healthy = async () => expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);

describe('placement with a comboboost', () => {
  it('stores the boost with its qualifying legs, answers the boosted odds and counts one use', async () => {
    const { client, playerId, comboboost } = await boostedPlayer();
    const legs = [home(football[0] ?? 0), home(football[1] ?? 0), home(football[2] ?? 0), home(outside)];
    const answer = await place(client, combo(comboboost, legs));
    expect(answer.statusCode, answer.body).toBe(200);
    // Three Premier League legs qualify (3 to 4: +5 %); the cup match does not meet the conditions.
    const boosted = comboboostOdds(combineOdds([1850, 1850, 1850, 1850]), 1050);
    const [placed] = answer.json();
    expect(placed).toMatchObject({
      odds: boosted,
      bonus: { id: comboboost, type: 'comboboost', odds: 1050 },
    });
    const [row] = await db()
      .select()
      .from(bets)
      .where(eq(bets.id, Number(placed.betId)));
    expect(row).toMatchObject({
      bonusType: 'comboboost',
      comboboostId: Number(comboboost),
      bonusOdds: 1050,
      odds: boosted,
      potentialReturn: potentialReturn(1000, boosted),
      freebetId: null,
    });
    expect(row?.bonusRanges).toEqual([
      { minCount: 3, maxCount: 4, bonusOdds: 1050 },
      { minCount: 5, maxCount: 20, bonusOdds: 1100 },
    ]);
    const legRows = await db()
      .select()
      .from(betSelections)
      .where(eq(betSelections.betId, Number(placed.betId)));
    expect(legRows.sort((a, b) => a.position - b.position).map((l) => l.boostQualifying)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await timesUsed(comboboost)).toBe(1);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(9000);
    const history = (await client.get('/api/sportsbook/v3/bets')).json().data;
    expect(history[0]).toMatchObject({ bonus: { id: comboboost, type: 'comboboost', odds: 1050 } });
    await healthy();
  });

  it('offers cash-out of a boosted combo at its boosted odds', async () => {
    const { client, comboboost } = await boostedPlayer();
    const plain = await createSignedInPlayer(testApp.app, db(), { balance: 10_000 });
    const three = [home(football[0] ?? 0), home(football[1] ?? 0), home(football[2] ?? 0)];
    expect((await place(client, combo(comboboost, three))).statusCode).toBe(200);
    const { bonus: _bonus, ...unboosted } = combo(comboboost, three);
    expect((await place(plain.client, unboosted)).statusCode).toBe(200);
    const offerOf = async (c: Client) => (await c.get('/api/sportsbook/v3/bets')).json().data[0].to_cashout;
    const legs = three.map(() => ({ placedOdds: 1850, currentOdds: 1850, state: 'open' as const }));
    const domainBet = { betType: 'combo' as const, status: 'waiting_results' as const, stake: 1000, legs };
    const boostedOffer = cashoutOffer({ ...domainBet, boostOdds: 1050 }, DEFAULT_CASHOUT_CONFIG);
    expect(boostedOffer).toEqual({ available: true, amount: 997 });
    // Prices unchanged: the stake back less the 5 % margin, times the 5 % boost.
    expect(await offerOf(client)).toBe(997);
    expect(await offerOf(plain.client)).toBe(950);
  });

  it('refuses every bet the comboboost cannot boost with its reason, changing nothing', async () => {
    const three = [home(football[0] ?? 0), home(football[1] ?? 0), home(football[2] ?? 0)];
    const owner = await boostedPlayer();
    const other = await boostedPlayer();
    const dormant = await boostedPlayer(campaign, false);
    const usedUp = await boostedPlayer();
    await db()
      .update(issuedComboboosts)
      .set({ timesUsed: 2 })
      .where(eq(issuedComboboosts.id, Number(usedUp.comboboost)));
    const expired = await boostedPlayer();
    await db()
      .update(issuedComboboosts)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(issuedComboboosts.id, Number(expired.comboboost)));
    const cases: [typeof owner, unknown, string][] = [
      [other, combo(owner.comboboost, three), 'not_found'],
      [dormant, combo(dormant.comboboost, three), 'not_activated'],
      [usedUp, combo(usedUp.comboboost, three), 'no_uses_left'],
      [expired, combo(expired.comboboost, three), 'expired'],
      [owner, combo(owner.comboboost, [home(football[0] ?? 0)], 1050, 'single'), 'bet_type'],
      [
        owner,
        // Two qualifying legs: the cup match is outside the conditions, the cheap one below the min odds.
        combo(owner.comboboost, [
          home(football[0] ?? 0),
          home(football[1] ?? 0),
          home(outside),
          { ...home(cheap), odds: 1150 },
        ]),
        'selection_count',
      ],
      [owner, combo(owner.comboboost, three, 1100), 'bonus_odds_changed'],
    ];
    for (const [player, bet, reason] of cases) {
      const before = await timesUsed(player.comboboost);
      const answer = await place(player.client, bet);
      expect(answer.statusCode, `${reason}: ${answer.body}`).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'comboboost_unavailable',
        data: {
          localized_message: 'error.place_bets.comboboost_unavailable',
          errors_by_bet: [{ localized_message: 'error.place_bets.comboboost_unavailable' }],
          details: { reason, bet_index: 0 },
        },
      });
      expect(await db().select().from(bets).where(eq(bets.playerId, player.playerId))).toEqual([]);
      expect(await playerBalance(db(), player.playerId, 'EUR')).toBe(10_000);
      expect(await timesUsed(player.comboboost)).toBe(before);
    }
    expect(await timesUsed(owner.comboboost)).toBe(0);
  });

  it('uses a one-use comboboost once when ten placements race for it', async () => {
    const { client, playerId, comboboost } = await boostedPlayer(oneUse);
    const three = [home(football[2] ?? 0), home(football[3] ?? 0), home(football[4] ?? 0)];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(client, combo(comboboost, three))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().data.details.reason).toBe('no_uses_left');
    }
    expect(await timesUsed(comboboost)).toBe(1);
    expect(await db().select().from(bets).where(eq(bets.playerId, playerId))).toHaveLength(1);
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(9000);
    await healthy();
  });
});

describe('POST /bonuses: offers per bet', () => {
  it("answers per bet the player's fitting freebets and the comboboost with its range and suitable selections", async () => {
    const { client, playerId, comboboost } = await boostedPlayer();
    await grant(testApp.app, oneUse, playerId); // a second one, not activated: not offered
    const other = await boostedPlayer();
    const fits = await giveFreebet(db(), playerId, { kind: 'freebet_no_risk' });
    const capped = await giveFreebet(db(), playerId, { maxOdds: 2000 });
    await giveFreebet(db(), other.playerId);
    const ids = ['a', 'b', 'c', 'd'];
    const legs = [football[0], football[1], football[2], outside].map((m, i) => ({
      ...home(m ?? 0),
      id: ids[i],
    }));
    const answer = await client.post('/api/sportsbook/bonuses', {
      bets: [
        { type: 'combo', selections: legs },
        { type: 'single', selections: [home(football[0] ?? 0)] },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [boosted, single] = answer.json().data;
    expect(boosted).toEqual({
      comboboost: {
        bonusId: comboboost,
        status: 'active',
        minOdds: 1200,
        ranges: [
          { minCount: 3, maxCount: 4, bonusOdds: 1050 },
          { minCount: 5, maxCount: 20, bonusOdds: 1100 },
        ],
        eligibleMatchIds: [football[0], football[1], football[2]].map(String),
        activeRangeIndex: 0,
        suitableSelections: ['a', 'b', 'c'],
      },
      // The combo's odds (1.85^4) are above the capped freebet's maximum.
      freebet: [{ bonusId: String(fits), bonusType: 'freebet_no_risk', amount: 500 }],
    });
    expect(single.comboboost).toMatchObject({ bonusId: comboboost, suitableSelections: ['0'] });
    expect(single.comboboost.activeRangeIndex).toBeUndefined();
    expect(single.freebet.map((f: { bonusId: string }) => f.bonusId)).toEqual([String(fits), String(capped)]);
  });

  it('needs a session and a well-formed slip', async () => {
    const { client } = await createSignedInPlayer(testApp.app, db());
    const body = { bets: [{ type: 'single', selections: [home(football[0] ?? 0)] }] };
    expect((await createTestClient(testApp.app).post('/api/sportsbook/bonuses', body)).statusCode).toBe(401);
    const empty = await client.post('/api/sportsbook/bonuses', { bets: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBeDefined();
    const noBonus = await client.post('/api/sportsbook/bonuses', body);
    expect(noBonus.json()).toEqual({ data: [{ freebet: [] }] });
  });
});

async function result(matchId: number, outcomes: Record<string, 'won' | 'lost' | 'void'>) {
  await db()
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, matchId), eq(marketResults.marketId, 1)));
  await db()
    .insert(marketResults)
    .values(
      Object.entries(outcomes).map(([outcomeId, r]) => ({
        matchId,
        marketId: 1,
        specifier: '',
        outcomeId,
        result: r,
        certainty: 'confirmed' as const,
      })),
    );
}

describe('settlement of a boosted combo', () => {
  it('pays the boosted odds, and the range left after a void (none below the first range)', async () => {
    const [a, b, c, d] = [football[0] ?? 0, football[1] ?? 0, football[2] ?? 0, football[3] ?? 0];
    const four = await boostedPlayer();
    const three = await boostedPlayer();
    const fourLegs = [home(a), home(b), home(c), home(d)];
    const placedFour = await place(four.client, combo(four.comboboost, fourLegs));
    const placedThree = await place(three.client, combo(three.comboboost, [home(a), home(b), home(c)]));
    expect(placedFour.statusCode, placedFour.body).toBe(200);
    expect(placedThree.statusCode, placedThree.body).toBe(200);
    for (const m of [a, b, c]) await result(m, { '1': 'won', '2': 'lost', '3': 'lost' });
    await result(d, { '1': 'void', '2': 'void', '3': 'void' });
    await testApp.app.settlement.drain();
    // Four legs placed (+5 %), one void: three qualifying legs still stand in 3 to 4, +5 %.
    const boostedThree = comboboostOdds(combineOdds([1850, 1850, 1850]), 1050);
    expect(await playerBalance(db(), four.playerId, 'EUR')).toBe(9000 + potentialReturn(1000, boostedThree));
    expect(await playerBalance(db(), three.playerId, 'EUR')).toBe(9000 + potentialReturn(1000, boostedThree));
    // Corrected: c void too. The four-leg combo keeps two qualifying legs, below the first range: no boost.
    await result(c, { '1': 'void', '2': 'void', '3': 'void' });
    await testApp.app.settlement.drain();
    const plainTwo = combineOdds([1850, 1850]);
    expect(await playerBalance(db(), four.playerId, 'EUR')).toBe(9000 + potentialReturn(1000, plainTwo));
    expect(await playerBalance(db(), three.playerId, 'EUR')).toBe(9000 + potentialReturn(1000, plainTwo));
    await healthy();
  });
});
