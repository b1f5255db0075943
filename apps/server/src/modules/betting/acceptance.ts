import { checkPlacementOdds } from '@sportsbook/domain/odds-acceptance';
import { marketKey } from '@sportsbook/domain/selection-key';
import { and, asc, eq, gt, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { equalsAny } from '../../db/raw-rows';
import { bets } from '../../db/schema/betting';
import { giveBackComboboostUse, giveBackFreebet } from '../bonuses';
import { recordNotifications, refundedBetDraft } from '../notifications';
import { betsInPlayAccount, postLedgerBatch } from '../wallet';
import { type CurrentSelection, currentSelections, selectionKey } from './current-prices';
import { type BettingEvent, balanceEvents, betChanged } from './events';
import { lockedOpenMarketKeys } from './placement-leg-markets';
import { type BetRow, type BetSelectionRow, selectionsOf } from './repository';

type Published = { playerId: number; event: BettingEvent };

/**
 * Whether a submitted bet's selections are all still open at prices its acceptance mode takes, each on a market
 * this transaction holds open (`lockedOpen`).
 */
function stillGood(
  bet: BetRow,
  legs: readonly BetSelectionRow[],
  current: Map<string, CurrentSelection>,
  lockedOpen: ReadonlySet<string>,
): boolean {
  return (
    legs.length > 0 &&
    legs.every((leg) => {
      const now = current.get(selectionKey(leg));
      if (!now?.open || !lockedOpen.has(marketKey(leg))) return false;
      return bet.type === 'custom_bet' || checkPlacementOdds(bet.acceptMode, leg.odds, now.odds).accepted;
    })
  );
}

/**
 * Refunds the stakes of rejected bets through the ledger in one batch (accounts locked once, in id order, as
 * settlement does), gives their freebets and comboboost uses back, marks them rejected and notifies each player.
 */
async function rejectBets(tx: Database, rejected: readonly BetRow[], now: Date): Promise<Published[]> {
  if (rejected.length === 0) return [];
  // A freebet stake goes back to the bonus account and the freebet to the player.
  const refund = await postLedgerBatch(
    tx,
    rejected.map((bet) => [
      {
        kind: 'bet_refund',
        currency: bet.currency,
        reference: `reject:${bet.id}`,
        entries: [
          { account: betsInPlayAccount(bet.playerId), amount: -bet.stake },
          {
            account: bet.freebetId === null ? { playerId: bet.playerId } : { house: 'bonus' },
            amount: bet.stake,
          },
        ],
        metadata: { betId: bet.id, reason: 'in_play_check' },
        at: now,
      },
    ]),
  );
  const refused = refund.groups.findIndex((group) => !group.ok);
  if (refused !== -1) throw new Error(`refund of bet ${rejected[refused]?.id} failed`);
  for (const bet of rejected) {
    if (bet.freebetId !== null) await giveBackFreebet(tx, bet.freebetId, bet.id, now);
    // A rejected bet does not stand: the comboboost use it counted is the player's again (ADR 028).
    if (bet.comboboostId !== null) await giveBackComboboostUse(tx, bet.comboboostId);
  }
  await tx
    .update(bets)
    .set({ status: 'rejected', acceptAfter: null, settledAt: now })
    .where(
      equalsAny(
        bets.id,
        rejected.map((bet) => bet.id),
        'int',
      ),
    );
  const notified = await recordNotifications(tx, rejected.map(refundedBetDraft), now);
  return [
    ...rejected.map((bet) => betChanged({ ...bet, status: 'rejected' })),
    ...balanceEvents(refund.balanceChanges),
    ...notified,
  ];
}

/** What deciding a batch did: how many bets it accepted or rejected, and the events to publish after the commit. */
export interface Decisions {
  decided: number;
  events: Published[];
}

/**
 * Ends the in-play delay of submitted bets, in one transaction: each is accepted (waiting_results) while every
 * selection is still open and its price still passes the player's acceptance mode, otherwise rejected with the
 * stake refunded through the ledger. Bets no longer submitted are left alone, so running this twice is harmless.
 * One transaction for the batch, not one per bet: live placement submits bets faster than a transaction per
 * bet decided them on PostgreSQL, and the backlog grew without end (bench/RESULTS.md, "PostgreSQL soak").
 */
export async function decideSubmittedBets(
  db: Database,
  betIds: readonly number[],
  now: Date,
): Promise<Decisions> {
  if (betIds.length === 0) return { decided: 0, events: [] };
  return db.transaction(async (tx) => {
    // Locked in id order, as settlement's chunks lock them, so the two cannot deadlock on bets.
    const locked = await tx
      .select()
      .from(bets)
      .where(equalsAny(bets.id, betIds, 'int'))
      .orderBy(asc(bets.id))
      .for('update');
    const submitted = locked.filter((bet) => bet.status === 'submitted');
    if (submitted.length === 0) return { decided: 0, events: [] };
    const legs = await selectionsOf(
      tx,
      submitted.map((bet) => bet.id),
    );
    const allLegs = [...legs.values()].flat();
    // The legs' markets locked as placement locks them, before the read: a bet stop the feed is storing right now
    // either commits after this batch or makes its markets count as closed, so no bet is accepted inside a stop
    // (the plain read alone saw an uncommitted stop's market still active; acceptance-bet-stop.test.ts).
    const lockedOpen = await lockedOpenMarketKeys(tx, allLegs);
    const current = await currentSelections(tx, allLegs, now);
    const accepted: BetRow[] = [];
    const rejected: BetRow[] = [];
    for (const bet of submitted)
      (stillGood(bet, legs.get(bet.id) ?? [], current, lockedOpen) ? accepted : rejected).push(bet);
    if (accepted.length > 0) {
      await tx
        .update(bets)
        .set({ status: 'waiting_results', acceptAfter: null, acceptedAt: now })
        .where(
          equalsAny(
            bets.id,
            accepted.map((bet) => bet.id),
            'int',
          ),
        );
    }
    return {
      decided: submitted.length,
      events: [
        ...accepted.map((bet) => betChanged({ ...bet, status: 'waiting_results' })),
        ...(await rejectBets(tx, rejected, now)),
      ],
    };
  });
}

/** `decideSubmittedBets` for one bet; answers the events to publish. */
export async function decideSubmittedBet(db: Database, betId: number, now: Date): Promise<Published[]> {
  return (await decideSubmittedBets(db, [betId], now)).events;
}

/** Due bets read and decided per transaction by a sweep (it goes on while a full batch was due). */
export const DUE_BETS_PER_SWEEP = 200;

/** Ids of submitted bets whose delay has run out by `now`, oldest first. */
export async function dueSubmittedBets(
  db: Database,
  now: Date,
  limit = DUE_BETS_PER_SWEEP,
): Promise<number[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.status, 'submitted'), lte(bets.acceptAfter, now)))
    .orderBy(asc(bets.acceptAfter))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** When the next submitted bet's delay ends after `now`, if any bet is waiting. */
export async function nextAcceptanceAt(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(bets.acceptAfter) })
    .from(bets)
    .where(and(eq(bets.status, 'submitted'), gt(bets.acceptAfter, now)));
  return row?.at ?? undefined;
}
