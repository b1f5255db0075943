import type { NotificationDraft } from './repository';

/**
 * The notification each event records (docs/decisions/029): its kind, the event's name as its source, the ids
 * and amounts its sentence needs, and what it opens.
 */

const betObject = (betId: number) => ({ type: 'bet' as const, id: betId });

/** A bet settled (won, lost or void): one per bet and result, so a replayed settlement adds none. */
export function settledBetDraft(bet: {
  id: number;
  playerId: number;
  currency: string;
  result: 'win' | 'lose' | 'refund';
  payout: number;
}): NotificationDraft {
  const kind = bet.result === 'win' ? 'bet_won' : bet.result === 'lose' ? 'bet_lost' : 'bet_void';
  return {
    playerId: bet.playerId,
    kind,
    source: `bet:${bet.id}`,
    params: { bet_id: bet.id, amount: bet.payout, currency: bet.currency },
    object: betObject(bet.id),
  };
}

/** A cash-out, whole or partial: its source is the ledger posting's (bet and the stake before it). */
export function cashedOutDraft(bet: {
  id: number;
  playerId: number;
  currency: string;
  stakeBefore: number;
  amount: number;
}): NotificationDraft {
  return {
    playerId: bet.playerId,
    kind: 'bet_cashed_out',
    source: `cashout:${bet.id}:${bet.stakeBefore}`,
    params: { bet_id: bet.id, amount: bet.amount, currency: bet.currency },
    object: betObject(bet.id),
  };
}

/** An in-play bet rejected at acceptance, its stake refunded. */
export function refundedBetDraft(bet: {
  id: number;
  playerId: number;
  currency: string;
  stake: number;
}): NotificationDraft {
  return {
    playerId: bet.playerId,
    kind: 'bet_refunded',
    source: `bet:${bet.id}`,
    params: { bet_id: bet.id, amount: bet.stake, currency: bet.currency },
    object: betObject(bet.id),
  };
}

/** A bonus issued (a campaign's, or a no-risk loss's replacement freebet): its type and id name it. */
export function bonusIssuedDraft(playerId: number, bonus: { id: string; type: string }): NotificationDraft {
  const id = Number(bonus.id);
  return {
    playerId,
    kind: 'bonus_issued',
    source: `${bonus.type === 'comboboost' ? 'comboboost' : 'freebet'}:${id}`,
    params: { bonus_id: id },
    object: { type: 'bonus', id },
  };
}

/** A deposit paid or declined. */
export function depositDraft(payment: {
  id: number;
  playerId: number;
  currency: string;
  amount: number;
  paid: boolean;
}): NotificationDraft {
  return {
    playerId: payment.playerId,
    kind: payment.paid ? 'deposit_paid' : 'deposit_declined',
    source: `payment:${payment.id}`,
    params: { payment_id: payment.id, amount: payment.amount, currency: payment.currency },
    object: null,
  };
}

/** A pending limit change (loosening or removal) took effect: one per change, whoever applied it. */
export function limitChangedDraft(limit: { id: number; playerId: number }): NotificationDraft {
  return {
    playerId: limit.playerId,
    kind: 'limit_changed',
    source: `limit:${limit.id}`,
    params: {},
    object: null,
  };
}

/** A self-exclusion or cooling-off reached its end: one per exclusion. */
export function exclusionEndedDraft(exclusion: { id: number; playerId: number }): NotificationDraft {
  return {
    playerId: exclusion.playerId,
    kind: 'exclusion_ended',
    source: `exclusion:${exclusion.id}`,
    params: {},
    object: null,
  };
}
