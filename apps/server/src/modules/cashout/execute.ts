import { BETTING_ERROR_CODES } from '@sportsbook/contracts/betting';
import {
  type CashoutConfig,
  type CashoutOffer,
  cashoutOffer,
  checkCashoutRequest,
  partialCashout,
} from '@sportsbook/domain/cashout';
import { potentialReturn } from '@sportsbook/domain/odds';
import { eq } from 'drizzle-orm';
import { DomainError, notFound } from '../../core/domain-error';
import type { Database } from '../../db/client';
import { bets } from '../../db/schema/betting';
import {
  type BettingEvent,
  balanceEvents,
  betChanged,
  cashoutBets,
  lockBet,
  offerAmount,
  selectionsOf,
} from '../betting';
import { cashedOutDraft, recordNotifications } from '../notifications';
import { betsInPlayAccount, postLedgerTransaction } from '../wallet';

export interface CashoutRequest {
  betId: number;
  /** The offer the player was shown and accepts. */
  toCashout: number;
  /** The share of the stake to sell; the whole stake when absent. */
  stake?: number;
}

export interface CashoutResult {
  betId: number;
  status: 'cashed_out' | 'waiting_results';
  amount: number;
  remainingStake: number;
  nextOffer: number | null;
  events: { playerId: number; event: BettingEvent }[];
}

const unavailable = (reason: string, offer: number | null) =>
  new DomainError(
    'conflict',
    BETTING_ERROR_CODES.cashoutUnavailable,
    `Cash-out is not available: ${reason}.`,
    {
      localized_message: `error.cashout.${reason}`,
      details: { reason, to_cashout: offer },
    },
  );

/**
 * Cashes out a bet, whole or a share of its stake, with the bet row locked so a second request waits and
 * then finds it cashed out. The offer is priced again from current odds (domain `cashoutOffer`,
 * `partialCashout`); a fresh offer below the requested amount refuses with the new offer.
 */
export async function executeCashout(
  db: Database,
  playerId: number,
  request: CashoutRequest,
  config: CashoutConfig,
  now: Date,
): Promise<CashoutResult> {
  return db.transaction(async (tx) => {
    const bet = await lockBet(tx, request.betId);
    if (bet?.playerId !== playerId) throw notFound('Bet');
    const selections = (await selectionsOf(tx, [bet.id])).get(bet.id) ?? [];
    const domainBet = (await cashoutBets(tx, [{ bet, selections }])).get(bet.id);
    if (!domainBet) throw notFound('Bet');
    const sold = request.stake ?? bet.stake;
    let fresh: CashoutOffer;
    if (request.stake === undefined) {
      fresh = cashoutOffer(domainBet, config);
    } else {
      const partial = partialCashout(domainBet, sold, config);
      if (
        !partial.available &&
        (partial.reason === 'invalid_share' || partial.reason === 'share_too_small')
      ) {
        throw new DomainError(
          'invalid',
          BETTING_ERROR_CODES.cashoutInvalid,
          `The share to cash out is not valid: ${partial.reason}.`,
          {
            details: { reason: partial.reason, min_share_bp: config.minShareBp },
          },
        );
      }
      // The share checks were handled above; what is left is a reason the whole bet has no offer.
      fresh = partial.available
        ? { available: true, amount: partial.amount }
        : {
            available: false,
            reason:
              partial.reason === 'invalid_share' || partial.reason === 'share_too_small'
                ? 'bet_not_open'
                : partial.reason,
          };
    }
    const check = checkCashoutRequest(request.toCashout, fresh);
    if (!check.ok) {
      if (check.reason === 'offer_changed') {
        throw new DomainError(
          'conflict',
          BETTING_ERROR_CODES.cashoutOfferChanged,
          'The cash-out offer has changed.',
          {
            localized_message: 'error.cashout.offer_changed',
            details: { to_cashout: check.offer ?? null },
          },
        );
      }
      if (check.reason === 'invalid_amount') {
        throw new DomainError(
          'invalid',
          BETTING_ERROR_CODES.cashoutInvalid,
          'The cash-out amount is not valid.',
        );
      }
      throw unavailable(check.reason, null);
    }
    const amount = check.amount;
    const entries = [
      { account: betsInPlayAccount(playerId), amount: -sold },
      { account: { playerId }, amount },
      { account: { house: 'operator' as const }, amount: sold - amount },
    ].filter((entry) => entry.amount !== 0);
    const posting = await postLedgerTransaction(tx, {
      kind: 'cashout',
      currency: bet.currency,
      reference: `cashout:${bet.id}:${bet.stake}`,
      entries,
      metadata: { betId: bet.id, stake: sold, amount },
      at: now,
    });
    if (!posting.ok || posting.duplicate) throw new Error(`cash-out posting of bet ${bet.id} failed`);
    const remaining = bet.stake - sold;
    const [updated] = await tx
      .update(bets)
      .set(
        remaining === 0
          ? { status: 'cashed_out', cashedOut: bet.cashedOut + amount, settledAt: now }
          : {
              stake: remaining,
              potentialReturn: potentialReturn(remaining, bet.odds),
              cashedOut: bet.cashedOut + amount,
            },
      )
      .where(eq(bets.id, bet.id))
      .returning();
    if (!updated) throw new Error(`bet ${bet.id} vanished`);
    const notified = await recordNotifications(
      tx,
      [cashedOutDraft({ id: bet.id, playerId, currency: bet.currency, stakeBefore: bet.stake, amount })],
      now,
    );
    const nextOffer =
      remaining === 0 ? null : offerAmount(cashoutOffer({ ...domainBet, stake: remaining }, config));
    return {
      betId: bet.id,
      status: remaining === 0 ? 'cashed_out' : 'waiting_results',
      amount,
      remainingStake: remaining,
      nextOffer,
      events: [
        betChanged(updated),
        ...balanceEvents(posting.balanceChanges),
        {
          playerId,
          event: { type: 'bet_cashout_changed', data: { id: String(bet.id), to_cashout: nextOffer } },
        },
        ...notified,
      ],
    };
  });
}
