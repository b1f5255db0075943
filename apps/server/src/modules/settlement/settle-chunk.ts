import type { TournamentPoolChanged } from '@sportsbook/contracts/hunting';
import type { Database } from '../../db/client';
import { type BettingEvent, balanceEvents, betChanged, bonusIssued } from '../betting';
import {
  giveBackFreebet,
  type IssuedBonus,
  issueNoRiskFreebet,
  retakeFreebet,
  syncFarming,
  takeBackNoRiskFreebet,
} from '../bonuses';
import { bonusIssuedDraft, recordNotifications, settledBetDraft } from '../notifications';
import { postLedgerBatch, previewLedgerBatch } from '../wallet';
import { type BetPlan, isSettleable, planBet } from './bet-plan';
import { legsWithResults, lockSettleableBets, updateBets, updateLegs } from './repository';

export interface ChunkOutcome {
  /** Bets whose state or leg results changed. */
  changed: number;
  /** Bets left settled because reversing their payout would overdraw a player who already spent it. */
  refused: { betId: number; playerId: number; balance: number; required: number }[];
  /** Bets no settlement rule can decide (`isSettleable`): left as they are and reported. */
  unsettleable: number[];
  /**
   * bet_changed per bet, balance_changed per player, bonus_issued per new freebet, then the notifications the
   * settled bets and freebets recorded, to publish after the commit.
   */
  events: { playerId: number; event: BettingEvent }[];
  /** Tournaments whose pool this chunk's farming changed: tournament_pool_changed on the public channels. */
  pools: TournamentPoolChanged[];
}

/** A player's balance changed between the preview and the locked posting: the chunk is run again. */
export class SettlementRace extends Error {
  override name = 'SettlementRace';
}

/**
 * Brings a chunk of bets in line with the feed's current results in one transaction: the bets are locked in id
 * order, their legs and results loaded in one query, the outcomes computed in memory with domain `settleBet`
 * (`planBet`), the bet rows and leg results written with one statement each, and the ledger postings last with a
 * few bulk statements (player balances move once per player). The ledger locks its accounts last so that
 * concurrent chunks share the house accounts only for that final part. Corrections that would overdraw a player
 * who already spent a payout are left out up front from a preview of the balances, which the locked posting
 * must confirm. Running a chunk twice changes nothing the second time.
 */
export async function settleChunk(db: Database, betIds: readonly number[], now: Date): Promise<ChunkOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockSettleableBets(tx, betIds);
    if (locked.length === 0) return { changed: 0, refused: [], unsettleable: [], events: [], pools: [] };
    const legs = await legsWithResults(
      tx,
      locked.map((bet) => bet.id),
    );
    const unsettleable = locked.filter((bet) => !isSettleable(bet, legs.get(bet.id) ?? []));
    const plans = locked
      .filter((bet) => !unsettleable.includes(bet))
      .map((bet) => planBet(bet, legs.get(bet.id) ?? [], now))
      .filter((plan): plan is BetPlan => plan !== undefined);
    // Only a reversal takes money from a player; without one every group posts.
    const preview = plans.some((plan) => plan.bet.status === 'done')
      ? await previewLedgerBatch(
          tx,
          plans.map((plan) => plan.postings),
        )
      : plans.map(() => ({ ok: true as const }));
    const applied: BetPlan[] = [];
    const refused: ChunkOutcome['refused'] = [];
    plans.forEach((plan, i) => {
      const result = preview[i];
      if (result && !result.ok) {
        refused.push({
          betId: plan.bet.id,
          playerId: result.playerId,
          balance: result.balance,
          required: result.required,
        });
      } else {
        applied.push(plan);
      }
    });
    await updateBets(
      tx,
      applied.flatMap((plan) => (plan.update ? [plan.update] : [])),
    );
    await updateLegs(
      tx,
      applied.flatMap((plan) => plan.legUpdates),
    );
    const freebetsIssued = await syncFreebets(tx, applied, now);
    // Points farmed for hunting campaigns and tournaments follow the settlement, in its transaction (ADR 035).
    const farming = await syncFarming(tx, farmingChanges(applied), now);
    const issued = [...freebetsIssued, ...farming.issued];
    const ledger = await postLedgerBatch(
      tx,
      applied.map((plan) => plan.postings),
    );
    if (ledger.groups.some((group) => !group.ok))
      throw new SettlementRace('a balance changed during settlement');
    const notified = await recordNotifications(tx, settlementNotifications(applied, issued), now);
    return {
      changed: applied.length,
      refused,
      unsettleable: unsettleable.map((bet) => bet.id),
      events: [
        ...applied.flatMap((plan) =>
          plan.update ? [betChanged({ ...plan.update, playerId: plan.bet.playerId })] : [],
        ),
        ...balanceEvents(ledger.balanceChanges),
        ...issued.map(({ playerId, bonus }) => bonusIssued(playerId, bonus)),
        ...notified,
      ],
      pools: farming.pools,
    };
  });
}

/** The bets whose state this chunk changed, as farming sees them: settled now, and/or corrected. */
function farmingChanges(applied: readonly BetPlan[]) {
  return applied.flatMap(({ bet, update }) =>
    update
      ? [
          {
            bet,
            wasSettled: bet.status === 'done',
            result: update.status === 'done' ? update.result : null,
          },
        ]
      : [],
  );
}

/** A notification per bet this chunk settled (not for one reopened by a correction) and per freebet it issued. */
function settlementNotifications(
  applied: readonly BetPlan[],
  issued: readonly { playerId: number; bonus: IssuedBonus }[],
) {
  return [
    ...applied.flatMap(({ bet, update }) =>
      update?.status === 'done' && update.result !== null
        ? [settledBetDraft({ ...bet, result: update.result, payout: update.payout })]
        : [],
    ),
    ...issued.map(({ playerId, bonus }) => bonusIssuedDraft(playerId, bonus)),
  ];
}

/**
 * A freebet bet's freebet follows its settlement (domain freebetSettlement, ADR 017 and 028): a refund gives it
 * back and a correction that takes the refund back uses it again if the player has not used it meanwhile; a
 * no-risk freebet's loss issues a new freebet of the stake, and a correction that takes the loss back withdraws
 * it (once per bet whatever the corrections: `issueNoRiskFreebet`). Answers the freebets newly issued, for
 * `bonus_issued` after the commit.
 */
async function syncFreebets(
  tx: Database,
  plans: readonly BetPlan[],
  now: Date,
): Promise<{ playerId: number; bonus: IssuedBonus }[]> {
  const issued: { playerId: number; bonus: IssuedBonus }[] = [];
  for (const { bet, freebet } of plans) {
    if (bet.freebetId === null || !freebet) continue;
    const { before, after } = freebet;
    const wasBack = before?.freebetBack ?? false;
    const isBack = after?.freebetBack ?? false;
    if (isBack && !wasBack) await giveBackFreebet(tx, bet.freebetId, bet.id, now);
    if (wasBack && !isBack) await retakeFreebet(tx, bet.freebetId, bet.id, now);
    const wasIssued = (before?.newFreebet ?? 0) > 0;
    const isIssued = (after?.newFreebet ?? 0) > 0;
    if (wasIssued && !isIssued) await takeBackNoRiskFreebet(tx, bet.id);
    if (isIssued && !wasIssued && after) {
      const bonus = await issueNoRiskFreebet(
        tx,
        { betId: bet.id, freebetId: bet.freebetId, amount: after.newFreebet },
        now,
      );
      if (bonus) issued.push({ playerId: bet.playerId, bonus });
    }
  }
  return issued;
}
