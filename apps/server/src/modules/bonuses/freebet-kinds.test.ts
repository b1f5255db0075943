import type { FreebetKind } from '@sportsbook/domain/bonus-kinds';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../../db/schema/betting';
import { freebets } from '../../db/schema/bonuses';
import { marketResults } from '../../db/schema/catalogue';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture';
import { recordPlayerEvents } from '../../testing/player-events';
import { useTestApp } from '../../testing/test-app';
import { createSignedInPlayer } from '../players/testing';
import { playerBalance } from '../wallet/ledger-accounts';
import { auditLedger, HEALTHY_LEDGER } from '../wallet/ledger-audit';
import { bonusAccountBalance, freebetRow, giveFreebet } from './testing';

let fixture: Awaited<ReturnType<typeof insertCatalogueFixture>>;
const { publishToPlayer, ofType } = recordPlayerEvents();
const testApp = useTestApp({
  dependencies: {
    publishToPlayer,
  },
});
const db = () => testApp.database.db;

beforeAll(async () => {
  fixture = await insertCatalogueFixture(testApp.database.db);
});

type Client = Awaited<ReturnType<typeof createSignedInPlayer>>['client'];
type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** Over 2.5 at 1.90 (outcome 12) or under (13): the quarter lines a half win or half loss needs. */
const line = (outcome: '12' | '13') => ({
  match_id: fixture.matches.prematch.id,
  market_id: 18,
  specifier: 'total=2.5',
  outcome_id: outcome,
  odds: 1900,
});

const place = (client: Client, freebetId: number, type: string, outcome: '12' | '13' = '12') =>
  client.post('/api/sportsbook/v3/bets', {
    bets: [
      {
        type: 'single',
        stake: { value: 1000, currency: 'EUR' },
        selections: [line(outcome)],
        bonus: { id: String(freebetId), type },
      },
    ],
  });

async function settle(results: Record<string, LegResult>) {
  await unsettle();
  await db()
    .insert(marketResults)
    .values(
      Object.entries(results).map(([outcomeId, result]) => ({
        matchId: fixture.matches.prematch.id,
        marketId: 18,
        specifier: 'total=2.5',
        outcomeId,
        result,
        certainty: 'confirmed' as const,
      })),
    );
  await testApp.app.settlement.drain();
}

async function unsettle() {
  await db()
    .delete(marketResults)
    .where(and(eq(marketResults.matchId, fixture.matches.prematch.id), eq(marketResults.marketId, 18)));
  await testApp.app.settlement.drain();
}

const healthy = async () => expect(await auditLedger(db())).toEqual(HEALTHY_LEDGER);

/** A player holding one 10.00 EUR freebet of the kind, with its bet placed on over 2.5 at 1.90. */
async function placedFreebetBet(kind: FreebetKind) {
  const { client, playerId } = await createSignedInPlayer(testApp.app, db());
  const freebetId = await giveFreebet(db(), playerId, { amount: 1000, kind });
  const answer = await place(client, freebetId, kind);
  expect(answer.statusCode, answer.body).toBe(200);
  return { client, playerId, freebetId, betId: Number(answer.json()[0].betId), placed: answer.json()[0] };
}

const replacementsOf = (betId: number) => db().select().from(freebets).where(eq(freebets.sourceBetId, betId));
const betRow = async (betId: number) => (await db().select().from(bets).where(eq(bets.id, betId)))[0];

describe('placement with a freebet of each kind', () => {
  it('takes the kind the freebet has and answers it as the bonus type; all_win shows the whole return', async () => {
    for (const kind of ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const) {
      const { placed, betId } = await placedFreebetBet(kind);
      expect(placed.bonus).toEqual({ id: expect.any(String), type: kind });
      // 10.00 at 1.90 returns 19.00: the profit 9.00, or all of it for all_win.
      expect((await betRow(betId))?.potentialReturn).toBe(kind === 'freebet_all_win' ? 1900 : 900);
      expect((await betRow(betId))?.bonusType).toBe(kind);
    }
  });

  it('refuses a bonus type other than the freebet kind, changing nothing', async () => {
    const { client, playerId } = await createSignedInPlayer(testApp.app, db());
    const freebetId = await giveFreebet(db(), playerId, { amount: 1000, kind: 'freebet_no_risk' });
    const bonusBefore = await bonusAccountBalance(db());
    const answer = await place(client, freebetId, 'freebet_all_win');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'freebet_unavailable',
      data: {
        localized_message: 'error.place_bets.freebet_unavailable',
        details: { reason: 'kind', bet_index: 0 },
      },
    });
    expect(await freebetRow(db(), freebetId)).toMatchObject({ status: 'active', betId: null });
    expect(await db().select().from(bets).where(eq(bets.playerId, playerId))).toEqual([]);
    expect(await bonusAccountBalance(db())).toBe(bonusBefore);
  });
});

describe('settlement of each freebet kind', () => {
  it('pays the profit (only_win, no_risk) or the whole return (all_win) of a win', async () => {
    const onlyWin = await placedFreebetBet('freebet_only_win');
    const allWin = await placedFreebetBet('freebet_all_win');
    const noRisk = await placedFreebetBet('freebet_no_risk');
    await settle({ '12': 'won', '13': 'lost' });
    expect(await playerBalance(db(), onlyWin.playerId, 'EUR')).toBe(900);
    expect(await playerBalance(db(), allWin.playerId, 'EUR')).toBe(1900);
    expect(await playerBalance(db(), noRisk.playerId, 'EUR')).toBe(900);
    expect(await replacementsOf(noRisk.betId)).toEqual([]);
    await healthy();
    await unsettle();
    await healthy();
  });

  it('gives a no-risk loss a new freebet of the stake, once whatever the corrections', async () => {
    const { betId, playerId, freebetId } = await placedFreebetBet('freebet_no_risk');
    const bonusBefore = await bonusAccountBalance(db());
    await settle({ '12': 'lost', '13': 'won' });
    expect(await betRow(betId)).toMatchObject({ status: 'done', result: 'lose', payout: 0 });
    const [replacement] = await replacementsOf(betId);
    expect(replacement).toMatchObject({
      playerId,
      currency: 'EUR',
      amount: 1000,
      kind: 'freebet',
      status: 'active',
      minOdds: 1500,
    });
    expect(await freebetRow(db(), freebetId)).toMatchObject({ status: 'used', betId });
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(0);
    // Issuing moves no money: the bonus account keeps the first stake only.
    expect(await bonusAccountBalance(db())).toBe(bonusBefore);

    // Announced like every issued bonus, once settlement has committed it.
    const announced = () => ofType(playerId, 'bonus_issued');
    expect(announced()).toEqual([
      { type: 'bonus_issued', data: { id: String(replacement?.id), type: 'freebet' } },
    ]);

    // A correction takes the loss back: the unused replacement is withdrawn; the loss again revives the same one.
    await unsettle();
    expect((await freebetRow(db(), replacement?.id ?? 0)).status).toBe('expired');
    await settle({ '12': 'lost', '13': 'won' });
    await settle({ '12': 'lost', '13': 'won' });
    const again = await replacementsOf(betId);
    expect(again.map((f) => [f.id, f.status])).toEqual([[replacement?.id, 'active']]);
    // The revived freebet is the one the player was told about: no second announcement.
    expect(announced()).toHaveLength(1);
    // Corrected to a win: the profit, and no replacement.
    await settle({ '12': 'won', '13': 'lost' });
    expect(await playerBalance(db(), playerId, 'EUR')).toBe(900);
    expect((await freebetRow(db(), replacement?.id ?? 0)).status).toBe('expired');
    await healthy();
    await unsettle();
  });

  it('does not give the freebet back for a half loss: only_win pays nothing, all_win the half, no_risk a new freebet', async () => {
    const plain = await placedFreebetBet('freebet');
    const allWin = await placedFreebetBet('freebet_all_win');
    const noRisk = await placedFreebetBet('freebet_no_risk');
    const bonusBefore = await bonusAccountBalance(db());
    await settle({ '12': 'half_lost', '13': 'half_won' });
    // Half lost: 5.00 of the 10.00 stake comes back, less than the stake.
    for (const { freebetId, betId } of [plain, allWin, noRisk]) {
      expect(await freebetRow(db(), freebetId)).toMatchObject({ status: 'used', betId });
    }
    expect(await playerBalance(db(), plain.playerId, 'EUR')).toBe(0);
    expect(await playerBalance(db(), allWin.playerId, 'EUR')).toBe(500);
    expect(await playerBalance(db(), noRisk.playerId, 'EUR')).toBe(0);
    expect((await replacementsOf(noRisk.betId)).map((f) => f.amount)).toEqual([1000]);
    expect(await replacementsOf(plain.betId)).toEqual([]);
    // No stake went back to the bonus account: those freebets were spent.
    expect(await bonusAccountBalance(db())).toBe(bonusBefore);
    await healthy();
    await unsettle();
    expect(await bonusAccountBalance(db())).toBe(bonusBefore);
    await healthy();
  });

  it('gives the freebet back on a refund whatever its kind, with no cash and no new freebet', async () => {
    const placed = await Promise.all(
      (['freebet', 'freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const).map(placedFreebetBet),
    );
    const bonusBefore = await bonusAccountBalance(db());
    // Every open freebet bet on the market (earlier tests' too) is refunded: its stake goes back to the bonus account.
    const open = await db().select().from(bets).where(eq(bets.status, 'waiting_results'));
    const openFreebetStakes = open.filter((b) => b.freebetId !== null).reduce((sum, b) => sum + b.stake, 0);
    expect(openFreebetStakes).toBeGreaterThanOrEqual(4000);
    await settle({ '12': 'void', '13': 'void' });
    for (const { freebetId, playerId, betId } of placed) {
      expect(await freebetRow(db(), freebetId)).toMatchObject({ status: 'active', betId: null });
      expect(await playerBalance(db(), playerId, 'EUR')).toBe(0);
      expect(await replacementsOf(betId)).toEqual([]);
    }
    expect(await bonusAccountBalance(db())).toBe(bonusBefore + openFreebetStakes);
    await healthy();
    await unsettle();
    expect(await bonusAccountBalance(db())).toBe(bonusBefore);
    await healthy();
  });
});
