import type { PlacedBet, PlacementBet, PlacementRequest } from '@sportsbook/contracts/betting';
import { stakingFreebetKind } from '@sportsbook/domain/slip/freebet-offers';
import type { Bet, PlacedInfo } from '@sportsbook/domain/slip/types';
import { formatSystemId } from '@sportsbook/domain/system-bets';

/**
 * The placement payload (spec part 1 §3, part 2 §3): per bet its type, stake, selections at the accepted
 * price, `system_id` ("k/n") for a system and `custom_odds` for a custom bet; `meta` carries the device,
 * the quick flag, the device type and the attempt's idempotency key.
 */

export interface PlacementMeta {
  deviceId: string;
  quick: boolean;
  /** Where the bet was placed from: desktop or mobile layout. */
  type: string;
  /** One per attempt: a retried request answers the first one's bets instead of placing again. */
  idempotencyKey: string;
}

export function placementBet(bet: Bet): PlacementBet {
  const payload: PlacementBet = {
    type: bet.betType,
    stake: { value: bet.stake, currency: bet.currency },
    selections: bet.selections.map((s) => ({
      match_id: Number(s.matchId),
      market_id: Number(s.marketId),
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.acceptedOdds,
    })),
  };
  if (bet.betType === 'system' && bet.systemType) {
    payload.system_id = formatSystemId(bet.systemType);
  }
  if (bet.betType === 'custom_bet' && bet.customOdds !== undefined) payload.custom_odds = bet.customOdds;
  // The freebet names its kind: placement refuses a freebet sent as another kind (ADR 028).
  const freebetKind = stakingFreebetKind(bet);
  if (bet.bonus && freebetKind) payload.bonus = { id: bet.bonus.bonusId, type: freebetKind };
  // A comboboost names the bonus odds the slip showed: placement refuses it when they are no longer the bet's.
  if (bet.betType === 'combo' && bet.bonus?.bonusType === 'comboboost' && bet.bonusOdds !== undefined) {
    payload.bonus = { id: bet.bonus.bonusId, type: 'comboboost', odds: bet.bonusOdds };
  }
  return payload;
}

export function placementRequest(bets: readonly Bet[], meta: PlacementMeta): PlacementRequest {
  return {
    meta: {
      device_id: meta.deviceId,
      quick: meta.quick,
      type: meta.type,
      idempotency_key: meta.idempotencyKey,
    },
    bets: bets.map(placementBet),
  };
}

/** What the ticket keeps of a placed bet. */
export function placedInfo(placed: PlacedBet): PlacedInfo {
  const info: PlacedInfo = {
    betId: placed.betId,
    ref: placed.ref,
    status: placed.status,
    isVip: placed.isVip,
    odds: placed.odds,
  };
  return placed.freebetStake ? { ...info, freebetStake: placed.freebetStake } : info;
}

export function newIdempotencyKey(): string {
  return `bet-${crypto.randomUUID()}`;
}
